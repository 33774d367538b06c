import { describe, expect, it } from 'vitest'
import { type PageParts, pageHead, pageStylesheets, pageTail, shellTail } from '../../server/http/pageHtml'
import { pageTemplateOf } from '../../server/http/pageTemplate'

/** index.html as the build writes it: its metadata block, its boot screen, Vite's own tags. */
const BUILT_INDEX_HTML =
  '<!doctype html><html lang="en"><head><!--meta: both have these-->\n<title>Shop</title>\n<!--/meta-->' +
  '<style>.boot{}</style><script type="module" crossorigin src="/shop/assets/index-i1.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/shop/assets/index-i1.css">\n' +
  '</head><body><noscript>Enable JavaScript</noscript><div id="root"><!--boot--><p>…</p><!--/boot--></div></body></html>'

/** Its manifest's entry. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-i1.js',
    src: 'index.html',
    isEntry: true,
    css: ['assets/index-i1.css'],
  },
}

const parts: PageParts = {
  preloads: {
    routes: [
      { path: /^\/index\/[^/]+\/?$/, scripts: ['assets/ordering-o1.js'], styles: ['assets/ordering-o1.css'] },
    ],
    catalogs: new Map([['en', 'assets/messages-m1.js']]),
    template: pageTemplateOf(MANIFEST, BUILT_INDEX_HTML),
  },
  path: '/index/MV8xXzBfMQ~~',
  search: '',
  locale: 'en',
  stylesheets: ['assets/index-i1.css', 'assets/ordering-o1.css'],
  styles: '.menu{color:red}',
}

const rendered = {
  html: '<main>Menu</main>',
  theme: null,
  state: { href: '/shop/index/MV8xXzBfMQ~~', locale: 'en' as const, records: [] },
}

const afterPaint = (html: string) => /<template id="after-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''

describe('a rendered page built from its template', () => {
  it("has index.html's metadata, the app's script after its paint, and nothing else of the shell", () => {
    const page = pageHead(parts) + pageTail(parts, rendered)
    expect(page).toMatch(
      /^<!doctype html><html lang="en" data-script="pending" data-layout="\w+"><head><title>Shop<\/title>/,
    )
    expect(page).toContain('<div id="root"><main>Menu</main></div>')
    expect(afterPaint(page)).toMatch(
      /^<script type="module" crossorigin src="\/shop\/assets\/index-i1.js"><\/script>/,
    )
    expect(page.split('index-i1.js')).toHaveLength(2)
    for (const shellOnly of ['<noscript>', '<!--boot-->', '.boot{}', '<!--meta'])
      expect(page).not.toContain(shellOnly)
    expect(page.trimEnd()).toMatch(/<\/body><\/html>$/)
  })

  it("inlines the app's stylesheets from the manifest, then its route's", () => {
    expect(pageStylesheets(parts.preloads, parts.path)).toEqual([
      'assets/index-i1.css',
      'assets/ordering-o1.css',
    ])
  })

  it("ends a page whose screen failed as the shell, with the app's script", () => {
    expect(shellTail(parts)).toBe(
      '<div id="root"></div><script type="module" crossorigin src="/shop/assets/index-i1.js"></script></body></html>',
    )
  })

  it('has no script for a build whose manifest does not name its entry', () => {
    expect(pageTemplateOf({}, BUILT_INDEX_HTML)).toEqual({
      meta: '<title>Shop</title>',
      script: null,
      styles: [],
    })
  })

  it('links its inlined stylesheets disabled: found by the app, never fetched again', () => {
    const head = pageHead(parts)
    expect(head).toContain('<style>.menu{color:red}</style>')
    expect(head).not.toContain('<link rel="stylesheet"')
    expect(afterPaint(pageTail(parts, rendered)).match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" disabled href="/shop/assets/index-i1.css">',
      '<link rel="stylesheet" disabled href="/shop/assets/ordering-o1.css">',
    ])
  })
})
