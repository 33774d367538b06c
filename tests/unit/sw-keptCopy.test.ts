import { describe, expect, it } from 'vitest'
import { type PageState, pageStateScript } from '../../src/domain/pageState'
import { keptCopyOf } from '../../src/sw/keptCopy'

/** A rendered page as the server sends it (server/http/pageHtml.ts), cut down to what matters here. */
function renderedPage(state: PageState, screen = '<main><h3>Pineapple Bun</h3></main>'): string {
  return (
    `<!doctype html><html lang="en" data-script="pending" data-layout="full"><head>` +
    `<link rel="icon" href="/shop/icons/icon-192.png"><style>.a{background:url(/shop/assets/star-1a2b.svg)}</style>` +
    `</head><body><div id="root">${screen}</div>${pageStateScript(state)}` +
    `<template id="after-paint"><script type="module" crossorigin src="/shop/assets/index-AbC_12.js"></script>` +
    `<link rel="modulepreload" href="/shop/assets/messages-Xy9.js"><link rel="modulepreload" href="/shop/assets/index-AbC_12.js">` +
    `<link rel="stylesheet" disabled href="/shop/assets/index-Q1.css"></template><script>start()</script></body></html>`
  )
}

const HREF = '/shop/index/MV8xXzBfMQ~~'
const STATE: PageState = {
  href: HREF,
  locale: 'en',
  records: [{ id: 'menu:1', value: { name: 'Pineapple Bun </script><script>alert(1)</script>' } }],
}

describe('keptCopyOf', () => {
  it('keeps the screen and scripts, drops the records, and marks the copy and its root', () => {
    const copy = keptCopyOf(renderedPage(STATE), HREF, 'en')
    expect(copy).not.toBeNull()
    expect(copy!.html).toContain('<div id="root"><main><h3>Pineapple Bun</h3></main></div>')
    expect(copy!.html).toContain(
      `<script type="application/json" id="page-state">{"href":"${HREF}","locale":"en","records":[],"fromDevice":true}</script>`,
    )
    expect(copy!.html).not.toContain('menu:1')
    expect(copy!.html.startsWith('<!doctype html><html data-kept lang="en" data-script="pending"')).toBe(true)
    expect(copy!.html).toContain(
      '<template id="after-paint"><script type="module" crossorigin src="/shop/assets/index-AbC_12.js">',
    )
  })

  it("lists the build's files it names, each once", () => {
    expect(keptCopyOf(renderedPage(STATE), HREF, 'en')!.assets.sort()).toEqual([
      '/shop/assets/index-AbC_12.js',
      '/shop/assets/index-Q1.css',
      '/shop/assets/messages-Xy9.js',
      '/shop/assets/star-1a2b.svg',
    ])
  })

  it('refuses an answer that is not that page in that language', () => {
    // Another language, another page (a redirect followed), the shell, a broken state.
    expect(keptCopyOf(renderedPage(STATE), HREF, 'zh-hk')).toBeNull()
    expect(keptCopyOf(renderedPage(STATE), '/shop/index/MV8yXzBfMQ~~', 'en')).toBeNull()
    expect(
      keptCopyOf(
        renderedPage(STATE).replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
        HREF,
        'en',
      ),
    ).toBeNull()
    const broken = renderedPage(STATE).replace('{"href"', '{href')
    expect(keptCopyOf(broken, HREF, 'en')).toBeNull()
  })
})
