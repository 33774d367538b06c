import { describe, expect, it } from 'vitest'
import { type PageParts, pageHead, pageTail } from '../../server/http/pageHtml'

/** index.html as the build writes it. */
const BUILT_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Shop</title>' +
  '<script type="module" crossorigin src="/shop/assets/index-i1.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/shop/assets/index-i1.css">\n' +
  '</head><body><noscript>Enable JavaScript</noscript><div id="root"><!--boot--><p>…</p><!--/boot--></div></body></html>'

const parts: PageParts = {
  indexHtml: BUILT_INDEX_HTML,
  preloads: {
    routes: [
      { path: /^\/index\/[^/]+\/?$/, scripts: ['assets/ordering-o1.js'], styles: ['assets/ordering-o1.css'] },
    ],
    catalogs: new Map([['en', 'assets/messages-m1.js']]),
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

describe('a rendered page built from index.html', () => {
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
