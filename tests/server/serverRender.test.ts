import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_STARTER } from '../../server/http/pageHtml'
import { cspHash } from '../../server/http/securityHeaders'
import { encodeArg } from '../../src/domain/args'
import { firstPaintLayout } from '../../src/domain/layoutMode'
import { DEVICE_COPY_HEADER } from '../../src/domain/renderedPages'
import { keptCopyOf } from '../../src/sw/keptCopy'
import { placeRenderer, placeShell, SHELL_SCRIPT } from './builtRenderer'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'
import { loadMenu, menuIds } from './menuHelpers'

/**
 * The first screens rendered on the server (server/http/serverRender.ts) with the real renderer of
 * src/ssr (the build's, or built here when there is none as new as the sources), over the real app
 * and database.
 */

const PICK_UP = 7

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const BUN = 'Pineapple Bun with Butter'
const BUN_HK = '菠蘿油'

let staticDir: string

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'shop-ssr-'))
  await placeShell(staticDir)
  await placeRenderer(staticDir)
}, 180_000)

afterAll(async () => {
  await rm(staticDir, { recursive: true, force: true })
})

describe.each(BACKENDS)('server-rendered pages on $name', (backend) => {
  let t: TestApp
  let menuPath: string
  beforeAll(async () => {
    // What is rendered, not how fast: a busy machine's render is awaited (the shell fallback has its own test).
    t = await startTestApp(backend, { staticDir, renderWaitMs: 60_000 })
    const ids = await menuIds(t.app)
    menuPath = `/shop/index/${encodeArg([ids.demoId, ids.centralId, 0, PICK_UP])}`
  }, 60_000)
  afterAll(() => t.close())

  const page = (path: string, language = 'en', headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { 'Accept-Language': language, ...headers } })

  it('renders the menu in the language asked for, with the state to hydrate it', async () => {
    const english = await page(menuPath, 'en-GB,en;q=0.8')
    expect(english.status).toBe(200)
    const html = await english.text()
    expect(html).toContain('<html lang="en" data-script="pending"')
    expect(html).toContain(BUN)
    expect(html).toContain('id="page-state"')
    expect(html).not.toContain('<noscript>')

    const chinese = await (await page(menuPath, 'zh-HK')).text()
    expect(chinese).toContain('<html lang="zh-HK"')
    // The screen, not the records sent with it (which hold every language's names).
    const screen = chinese.slice(chinese.indexOf('<div id="root">'), chinese.indexOf('id="page-state"'))
    expect(screen).toContain(BUN_HK)
    expect(screen).not.toContain(BUN)
  })

  it('renders 20 pages of two brands in three languages at once, each with its own brand, language and data', async () => {
    const LANGUAGES = [
      { header: 'en-GB,en;q=0.8', html: 'en', field: 'name1', food: 'foodName1' },
      { header: 'zh-HK', html: 'zh-HK', field: 'name', food: 'foodName' },
      { header: 'zh-CN', html: 'zh-CN', field: 'name2', food: 'foodName2' },
    ] as const
    const ids = await menuIds(t.app)
    type Shop = { id: number; name: string; name1: string; name2: string; menuTypes: number[] }
    const shopsOf = async (brandId: number) =>
      (await call(t.app, '/api/restaurant/public/brand/getBrandRestaurantList', { query: { brandId } })).body
        .data as Shop[]
    const brands = [
      { id: ids.demoId, shops: await shopsOf(ids.demoId) },
      { id: ids.harbourId, shops: await shopsOf(ids.harbourId) },
    ]
    // A menu page per restaurant and menu type of both brands, each in one of the languages in turn,
    // with the name of its first dish in that language; then the brand homes.
    type Expected = { path: string; language: (typeof LANGUAGES)[number]; shop: string; text: string }
    const pages: Expected[] = []
    for (const brand of brands)
      for (const shop of brand.shops)
        for (const menuType of shop.menuTypes) {
          const language = LANGUAGES[pages.length % LANGUAGES.length]!
          const menu = await loadMenu(t.app, shop.id, menuType)
          const food = menu.categories.flatMap((category) => category.foods)[0]
          if (!food) continue
          pages.push({
            path: `/shop/index/${encodeArg([brand.id, shop.id, 0, menuType])}?concurrent=${pages.length}`,
            language,
            shop: shop[language.field],
            text: food[language.food] || food.foodName,
          })
        }
    for (const brand of brands)
      for (const language of LANGUAGES)
        pages.push({
          path: `/shop/brand/index/${encodeArg([brand.id, 0, 0])}?concurrent=${pages.length}`,
          language,
          shop: brand.shops[0]![language.field],
          text: brand.shops[0]![language.field],
        })
    const sent = pages.slice(0, 20)
    expect(sent).toHaveLength(20)
    const answers = await Promise.all(
      sent.map(async (expected) => {
        const answer = await page(expected.path, expected.language.header)
        return { expected, status: answer.status, html: await answer.text() }
      }),
    )
    for (const { expected, status, html } of answers) {
      const what = `${expected.path} in ${expected.language.html}`
      expect([what, status]).toEqual([what, 200])
      expect([what, html.includes(`<html lang="${expected.language.html}"`)]).toEqual([what, true])
      const screen = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'))
      expect([what, screen.includes(escapeHtml(expected.shop))]).toEqual([what, true])
      expect([what, screen.includes(escapeHtml(expected.text))]).toEqual([what, true])
      // The page's state names its own page and language, never another's.
      const state = JSON.parse(/id="page-state"[^>]*>([^<]*)</.exec(html)![1]!) as {
        href: string
        locale: string
      }
      expect([what, state.href, state.locale]).toEqual([
        what,
        expected.path,
        expected.language.html.toLowerCase(),
      ])
    }
  })

  it("renders each brand's home in its own colour, allowed by the page's policy", async () => {
    const demo = await page('/shop/brand/index')
    const harbour = await page('/shop/brand/index?alias=harbour')
    const [demoHtml, harbourHtml] = await Promise.all([demo.text(), harbour.text()])
    const colourOf = (html: string) =>
      /<style id="brand-theme" nonce="([^"]+)">:root\{--brand:([^;]+);/.exec(html)
    const demoColour = colourOf(demoHtml)
    const harbourColour = colourOf(harbourHtml)
    expect(demoColour?.[2]).toBeTruthy()
    expect(harbourColour?.[2]).toBeTruthy()
    expect(harbourColour?.[2]).not.toBe(demoColour?.[2])
    expect(demo.headers.get('content-security-policy')).toContain(`'nonce-${demoColour?.[1]}'`)
    expect(harbourHtml).toContain('Harbour')
  })

  it("starts the app's script once the screen is painted, its starter allowed by the page's policy", async () => {
    // A language no other test asks for: the first answer is rendered (streamed), the second kept.
    const streamed = await page(menuPath, 'zh-CN')
    const html = await streamed.text()
    const head = html.slice(0, html.indexOf('<div id="root">'))
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1]
    // The head's only script lays the page out (a desktop's layout before the first paint).
    const layout = firstPaintLayout(
      new URL(menuPath, 'http://shop').pathname.slice('/shop'.length),
      '',
    ).script
    expect(head.match(/<script[^>]*>[\s\S]*?<\/script>/g)).toEqual([
      `<script nonce="${nonce}">${layout}</script>`,
    ])
    expect(head).not.toContain('modulepreload')
    const template = /<template id="after-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
    expect(template).toMatch(/^<script type="module"[^>]*src="[^"]+"/)
    expect(html).toContain(`</template><script nonce="${nonce}">${PAGE_STARTER}</script>`)
    const streamedScriptSrc = /script-src [^;]*/.exec(streamed.headers.get('content-security-policy') ?? '')
    expect(streamedScriptSrc?.[0]).toContain(`'nonce-${nonce}'`)

    const kept = await page(menuPath, 'zh-CN')
    expect(kept.headers.get('etag')).toBeTruthy()
    const keptHtml = await kept.text()
    expect(keptHtml).toContain(`<script>${PAGE_STARTER}</script>`)
    expect(keptHtml).toContain(`<script>${layout}</script>`)
    const scriptSrc = /script-src [^;]*/.exec(kept.headers.get('content-security-policy') ?? '')?.[0]
    expect(scriptSrc).toContain(cspHash(PAGE_STARTER))
    expect(scriptSrc).toContain(cspHash(layout!))
    expect(scriptSrc).not.toContain("'unsafe-inline'")
  })

  it("answers the service worker's request for a copy with the whole page, allowed by hashes", async () => {
    // A page no other test asks for: without the request's header it would be streamed with a nonce.
    const path = menuPath.replace('/index/', '/index2/')
    const copy = await page(path, 'zh-HK', { [DEVICE_COPY_HEADER]: '1' })
    expect(copy.status).toBe(200)
    const policy = copy.headers.get('content-security-policy') ?? ''
    expect(policy).not.toContain("'nonce-")
    expect(/script-src [^;]*/.exec(policy)?.[0]).toContain(cspHash(PAGE_STARTER))
    const html = await copy.text()
    expect(html).toContain(`<script>${PAGE_STARTER}</script>`)
    // What the worker keeps of it (src/sw/keptCopy.ts): the screen in that language, no records.
    const kept = keptCopyOf(html, path, 'zh-hk')
    expect(kept?.html).toContain(BUN_HK)
    expect(kept?.html).toContain('"records":[],"fromDevice":true}')
    expect(keptCopyOf(html, path, 'en')).toBeNull()
    // It is the page kept for every visitor: the next one asking gets it by its tag.
    const etag = copy.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await page(path, 'zh-HK', { 'If-None-Match': etag! })).status).toBe(304)
  })

  it("lays a page out for the device before the app's script runs", async () => {
    const list = await (await page(`/shop/restaurantList/${encodeArg([1, 0, 0])}`)).text()
    expect(list).toContain('data-script="pending" data-layout="full"')
    expect(list).toContain(
      `${firstPaintLayout(`/restaurantList/${encodeArg([1, 0, 0])}`, '').script}</script>`,
    )
    // The desktop menu is laid out wide on every device: the attribute says so, no script needed.
    const desktopMenu = await (await page(menuPath.replace('/index/', '/pcIndex/'))).text()
    const head = desktopMenu.slice(0, desktopMenu.indexOf('<div id="root">'))
    expect(head).toContain('data-script="pending" data-layout="wide"')
    expect(head).not.toContain('<script')
  })

  it('serves a kept page until a menu changes, and the change in the next answer', async () => {
    const first = await page(menuPath)
    await first.text()
    const kept = await page(menuPath)
    const etag = kept.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(await kept.text()).toContain(BUN)
    // A kept page is allowed its style by hash (it has no nonce of its own).
    expect(kept.headers.get('content-security-policy')).toMatch(/style-src [^;]*'sha256-/)
    expect((await page(menuPath, 'en', { 'If-None-Match': etag! })).status).toBe(304)

    await t.db.execute(sql`update foods set name1 = 'Pineapple Bun, Extra Butter' where name1 = ${BUN}`)
    const changed = await page(menuPath, 'en', { 'If-None-Match': etag! })
    expect(changed.status).toBe(200)
    const html = await changed.text()
    expect(html).toContain('Pineapple Bun, Extra Butter')
    expect(html).not.toContain(BUN)
    await t.db.execute(sql`update foods set name1 = ${BUN} where name1 = 'Pineapple Bun, Extra Butter'`)
  })

  it('sends a link whose arg cannot be read to the error page', async () => {
    const answer = await page('/shop/index/not-an-arg!')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toContain('/shop/error')
  })

  it('answers the page with its translated failure and 503, not a 500 with a stack, when the database is gone', async () => {
    await t.closeDatabase()
    const answer = await page(menuPath)
    expect(answer.status).toBe(503)
    const html = await answer.text()
    expect(html).toContain('<div id="root">')
    expect(html).toContain('The connection is unstable. Please try again.')
    expect(html).not.toMatch(/at \S+ \(|Error:/)
  })
})

describe('a renderer that does not load', () => {
  let t: TestApp
  let brokenDir: string
  beforeAll(async () => {
    // As a build copied without the renderer's dependencies: its import fails.
    brokenDir = await mkdtemp(join(tmpdir(), 'shop-ssr-broken-'))
    await placeShell(brokenDir)
    await mkdir(join(brokenDir, '.ssr'))
    await writeFile(join(brokenDir, '.ssr', 'renderPage.js'), "import 'no-such-package-for-the-renderer'\n")
    t = await startTestApp(BACKENDS[0]!, { staticDir: brokenDir })
  }, 60_000)
  afterAll(async () => {
    await t.close()
    await rm(brokenDir, { recursive: true, force: true })
  })

  it('sends the app shell for a first screen, not a 500', async () => {
    for (let ask = 0; ask < 2; ask++) {
      const answer = await t.app.request('/shop/brand/index', { headers: { 'Accept-Language': 'en' } })
      expect(answer.status).toBe(200)
      const html = await answer.text()
      expect(html).toContain('<!--boot-->')
      expect(html).not.toContain('id="page-state"')
    }
  })
})

describe('a render that takes too long', () => {
  const WAIT_MS = 300
  type Slow = { calls: number; letGo?: () => void }
  const slow = globalThis as { slowRenderer?: Slow }
  let dirs: string[] = []
  let apps: TestApp[] = []

  /** An app whose build's renderer is `source` (an ES module exporting renderPage). */
  async function appWithRenderer(source: string): Promise<TestApp> {
    const dir = await mkdtemp(join(tmpdir(), 'shop-ssr-slow-'))
    dirs.push(dir)
    await placeShell(dir)
    await mkdir(join(dir, '.ssr'))
    await writeFile(join(dir, '.ssr', 'renderPage.js'), source)
    const app = await startTestApp(BACKENDS[0]!, { seed: false, staticDir: dir, renderWaitMs: WAIT_MS })
    apps.push(app)
    return app
  }

  const ask = (t: TestApp) => t.app.request('/shop/brand/index', { headers: { 'Accept-Language': 'en' } })

  const expectShell = (html: string) => {
    expect(html).toContain('<div id="root">')
    expect(html).not.toContain('id="page-state"')
  }

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
    apps = []
    dirs = []
  })

  it('sends the shell for a page whose loaders hang, while other pages render meanwhile', async () => {
    slow.slowRenderer = { calls: 0 }
    // The first render waits until the test lets it go; the next ones redirect at once.
    const t = await appWithRenderer(`
      const slow = globalThis.slowRenderer
      export function renderPage() {
        slow.calls++
        if (slow.calls > 1) return Promise.resolve({ kind: 'redirect', href: '/shop/rendered' })
        return new Promise((resolve) => { slow.letGo = () => resolve({ kind: 'redirect', href: '/shop/late' }) })
      }
    `)
    const first = await ask(t)
    expect(first.status).toBe(200)
    expectShell(await first.text())
    const late = t.logLines.filter((line) => line.msg === 'A page took too long to render: sent as the shell')
    expect(late).toHaveLength(1)

    // The hung render is still going: the next page is rendered all the same.
    const meanwhile = await ask(t)
    expect(meanwhile.status).toBe(302)
    expect(meanwhile.headers.get('location')).toBe('/shop/rendered')
    expect(slow.slowRenderer.calls).toBe(2)
    slow.slowRenderer.letGo!()
  })

  it('ends a page whose screen never renders with the shell, after the head went out', async () => {
    const t = await appWithRenderer(`
      export function renderPage() {
        return Promise.resolve({ kind: 'page', status: 200, rendered: new Promise(() => {}) })
      }
    `)
    const answer = await ask(t)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('</head>')
    expectShell(html)
    // The shell's app comes to life: its script is there, once.
    expect(html.split(`src="/shop/${SHELL_SCRIPT}"`)).toHaveLength(2)
    expect(html.trimEnd()).toMatch(/<\/html>$/)
  })
})
