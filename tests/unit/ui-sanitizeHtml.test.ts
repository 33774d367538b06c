// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../src/ui/sanitizeHtml'
import { findExecutableAfterReparse } from '../fixtures/executableContent'
import { HARMLESS_MARKUP, XSS_VECTORS } from '../fixtures/xssVectors'

// The corpus and its sources: tests/fixtures/xssVectors.ts. The same corpus runs in Chromium in
// tests/e2e/sanitizer.spec.ts, whose HTML parser is the one that matters for mutation XSS.

const sanitize = (html: string) => sanitizeHtml(html, window)

describe('sanitizeHtml in jsdom', () => {
  it.each(XSS_VECTORS)('leaves nothing executable of $name', ({ html }) => {
    const clean = sanitize(html)
    expect(findExecutableAfterReparse(clean, document)).toEqual([])
    // Sanitising its own output changes nothing: the markup survives a second parse as it is.
    expect(sanitize(clean)).toBe(clean)
  })

  it.each(HARMLESS_MARKUP)('keeps $name unchanged', ({ html }) => {
    expect(sanitize(html)).toBe(html)
  })

  it('unwraps tags outside the allow-list, keeping their text, and drops scripts with theirs', () => {
    expect(sanitize('<section><h1>Menu</h1><font color=red>today</font></section><script>x()</script>')).toBe(
      'Menutoday',
    )
    expect(sanitize('<p>a<object data="/x"><b>fallback</b></object>b</p>')).toBe('<p>ab</p>')
  })

  it('opens links in a new tab without handing it this page, and loads images lazily', () => {
    expect(sanitize('<a href="https://a.example/" target="_self">a</a><img src="/a.png">')).toBe(
      '<a href="https://a.example/" rel="noopener noreferrer" target="_blank">a</a><img src="/a.png" loading="lazy">',
    )
  })

  it('drops URLs outside http(s), mailto, tel, same-origin paths and anchors, keeping the element', () => {
    const cases = [
      'ftp://a.example/',
      'data:image/png;base64,AAAA',
      '//a.example/',
      '/\\a.example',
      'page.html',
    ]
    for (const url of cases) {
      expect(sanitize(`<a href="${url}">x</a>`)).toBe('<a rel="noopener noreferrer" target="_blank">x</a>')
    }
    expect(sanitize('<img src="data:image/png;base64,AAAA" alt="dot">')).toBe(
      '<img alt="dot" loading="lazy">',
    )
  })

  it('refuses to work without a document rather than pass the HTML through', () => {
    const {
      DocumentFragment,
      HTMLTemplateElement,
      Node,
      Element,
      NodeFilter,
      NamedNodeMap,
      HTMLFormElement,
    } = window
    const withoutDocument = {
      DocumentFragment,
      HTMLTemplateElement,
      Node,
      Element,
      NodeFilter,
      NamedNodeMap,
      HTMLFormElement,
      DOMParser,
      trustedTypes: undefined,
    }
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>', withoutDocument)).toThrow(/needs a DOM/)
  })
})
