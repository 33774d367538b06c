import { useMemo } from 'react'

const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BLOCKQUOTE',
  'BR',
  'DIV',
  'EM',
  'H2',
  'H3',
  'H4',
  'HR',
  'I',
  'IMG',
  'LI',
  'OL',
  'P',
  'SPAN',
  'STRONG',
  'SMALL',
  'SUB',
  'SUP',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'THEAD',
  'TR',
  'U',
  'UL',
])
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT'])
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'])
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

function cleanNode(node: Element): void {
  for (const child of [...node.children]) {
    if (DROPPED_WITH_CONTENT.has(child.tagName)) {
      child.remove()
      continue
    }
    cleanNode(child)
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes)
      continue
    }
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase()
      const urlOk = name !== 'href' && name !== 'src' ? true : SAFE_URL.test(attribute.value.trim())
      if (!ALLOWED_ATTRIBUTES.has(name) || !urlOk) child.removeAttribute(attribute.name)
    }
    if (child.tagName === 'A') {
      child.setAttribute('rel', 'noopener noreferrer')
      child.setAttribute('target', '_blank')
    }
    if (child.tagName === 'IMG') child.setAttribute('loading', 'lazy')
  }
}

/** Keeps the formatting of brand-authored HTML and drops scripts, handlers and unsafe URLs. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  cleanNode(doc.body)
  return doc.body.innerHTML
}

/** Renders brand-authored rich text (terms, privacy, brand pages). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above with an allow-list
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />
}
