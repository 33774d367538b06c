import createDOMPurify, { type Config, type WindowLike } from 'dompurify'

/** Tags brand rich text keeps (terms, privacy, brand pages); any other tag is unwrapped, its text kept. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'div',
  'em',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]

/** Attributes holding plain values, not URLs: DOMPurify checks every other allowed one as a URL. */
const PLAIN_ATTRIBUTES = ['alt', 'title', 'width', 'height', 'colspan', 'rowspan']
const URL_ATTRIBUTES = ['href', 'src']

/**
 * Links and images may point at the web, mail, phone, this site's own paths or an anchor. A second
 * slash or a backslash after the first would make a path another host's (`//evil.example`).
 */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i

/** Control characters and spaces (ASCII and Unicode) that DOMPurify strips before it reads a URL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these from URLs, so the check does too
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g

/** Elements dropped with their content where DOMPurify's defaults would keep the content. */
const DROPPED_WITH_CONTENT = ['object', 'embed']

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...PLAIN_ATTRIBUTES, ...URL_ATTRIBUTES],
  ADD_URI_SAFE_ATTR: PLAIN_ATTRIBUTES,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

/**
 * Final touches on each kept element. DOMPurify lets `data:` URLs through on images whatever the URL
 * pattern, so both URL attributes are checked again; links open in a new tab without giving it this
 * page (`noopener noreferrer`), images load lazily.
 */
function finishElement(element: Element): void {
  for (const name of URL_ATTRIBUTES) {
    const value = element.getAttribute(name)
    if (value !== null && !SAFE_URL.test(value.replace(URL_IGNORED, ''))) element.removeAttribute(name)
  }
  if (element.tagName === 'A') {
    element.setAttribute('rel', 'noopener noreferrer')
    element.setAttribute('target', '_blank')
  }
  if (element.tagName === 'IMG') element.setAttribute('loading', 'lazy')
}

/**
 * Keeps the formatting of brand-authored HTML and drops scripts, handlers, unsafe URLs and any tag
 * or attribute outside the lists above. It parses with the DOM of `view` (the page's `window` in the
 * browser, a jsdom window in tests) and throws where that has no DOM, rather than pass the HTML
 * through unchecked as DOMPurify itself would. A purifier is made per call so that its hook stays
 * its own (no shared, mutated instance); brand texts are few and short.
 */
export function sanitizeHtml(html: string, view: WindowLike): string {
  const purifier = createDOMPurify(view)
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM to parse with')
  purifier.addHook('afterSanitizeAttributes', finishElement)
  return purifier.sanitize(html, CONFIG)
}
