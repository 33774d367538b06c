import { mkdtemp, rm } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { createServer } from 'vite'
import { encodeArg } from '../src/domain/args'
import { chromiumArgs, chromiumPath } from '../tests/bench/chromium'

/**
 * How many source files one dish crosses from Add to its order detail (issue 35's figure): the
 * number of TypeScript files of src/ and server/ whose code runs between the tap on Add and the order detail
 * on screen, in the browser and in the API server together (a file of src/domain run on both sides
 * counts once). The app runs from its sources (Vite's dev server: one module per file), the API
 * server in this process from its sources; V8's precise coverage counts the calls on both sides,
 * reset once the menu has loaded and settled.
 *
 *   npx tsx scripts/filesCrossed.ts [--list]
 *
 * Ports 8080 (the API, where vite.config.ts's dev proxy sends /api) and 5173 must be free.
 */

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const API_PORT = 8080
const APP_PORT = 5173
const DISH = 'Soy Sauce Fried Noodles'
/** After the menu shows: its background work (database, saved copy, warm-ups) ends before counting. */
const SETTLE_MS = 5_000

type ScriptCoverage = { url: string; functions: { ranges: { count: number }[] }[] }

/** The repository files (src/ and server/ only) of the scripts whose functions ran since the last take. */
function filesRun(scripts: ScriptCoverage[], pathOf: (url: string) => string | null): Set<string> {
  const files = new Set<string>()
  for (const script of scripts) {
    const path = pathOf(script.url)
    if (!path || !/^(src|server)\/.*\.tsx?$/.test(path)) continue
    if (script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0)) files.add(path)
  }
  return files
}

async function startedAndSettled(): Promise<boolean> {
  const answer = await fetch(`http://127.0.0.1:${API_PORT}/healthz`).catch(() => null)
  if (!answer?.ok) return false
  const health = (await answer.json()) as { pwa?: string; pictures?: string }
  return health.pictures === 'ready' && health.pwa !== 'compressing'
}

/** A file of this process (the API server, run by tsx from its sources). */
function serverPath(url: string): string | null {
  if (!url.startsWith('file://')) return null
  const path = relative(ROOT, fileURLToPath(url.split('?')[0]!))
  return path.startsWith('..') || path.includes('node_modules') ? null : path
}

/** A module of Vite's dev server (`/shop/src/…`). */
function browserPath(url: string): string | null {
  const match = /^http:\/\/localhost:\d+\/shop\/((?:src)\/[^?]+)/.exec(url)
  return match ? match[1]! : null
}

type Envelope<T> = { success: boolean; data: T }
type Registered = { token: string; memberInfo: { id?: number; memberId?: number } }

/** Registers a fresh phone with the demo brand, as the login sheet would, and answers the session it stores. */
async function register(origin: string) {
  const get = async <T>(path: string) => (await (await fetch(`${origin}/api/${path}`)).json()) as Envelope<T>
  const post = async <T>(path: string, body: unknown) =>
    (await (
      await fetch(`${origin}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>
  const brand = await get<{ id: number }>('restaurant/brand/getBrandByAlias?alias=demo')
  const phone = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`
  await post('system/public/sms/send', { countryId: 1, phone, type: 1 })
  const { data } = await get<{ code: string }>(`dev/sms?phone=1-${phone}`)
  const answer = await post<Registered>('member/public/register', {
    phone,
    code: data.code,
    brandId: brand.data.id,
    countryId: 1,
    smsType: 1,
    sex: 0,
  })
  if (!answer.success) throw new Error(`registering failed: ${JSON.stringify(answer)}`)
  const { memberInfo, token } = answer.data
  const restaurants = await get<{ id: number; name1: string }[]>(
    `restaurant/public/brand/getBrandRestaurantList?brandId=${brand.data.id}`,
  )
  const central = restaurants.data.find((shop) => shop.name1 === 'Kong Kee Café (Central)')
  if (!central) throw new Error('the demo brand has no Central shop')
  return {
    brandId: brand.data.id,
    restaurantId: central.id,
    session: { key: 'current', token, member: { ...memberInfo, id: memberInfo.id || memberInfo.memberId } },
  }
}

/** Puts the login in the app's database once the app has made it (run in the page, as tests/e2e do). */
const storeSession = (record: object) => `(async () => {
  while (!(await indexedDB.databases()).some((db) => db.name === 'shop-pwa')) {
    await new Promise((done) => setTimeout(done, 50))
  }
  await new Promise((done, fail) => {
    const open = indexedDB.open('shop-pwa')
    open.onerror = () => fail(open.error)
    open.onsuccess = () => {
      const write = open.result.transaction('session', 'readwrite')
      write.objectStore('session').put(${JSON.stringify({ ...record, loggedIn: true, logoutType: 1 })})
      write.oncomplete = () => {
        open.result.close()
        done()
      }
    }
  })
})()`

async function orderOneDish(page: Page, appOrigin: string, take: () => Promise<void>) {
  const { brandId, restaurantId, session } = await register(appOrigin)
  await page.goto(`${appOrigin}/shop/brand/account`)
  await page.evaluate(storeSession(session))
  await page.goto(`${appOrigin}/shop/index/${encodeArg([brandId, restaurantId, 0, 7])}`)
  await page.getByRole('button', { name: `Add ${DISH}`, exact: true }).waitFor()
  await page.waitForTimeout(SETTLE_MS)
  await take()

  await page.getByRole('button', { name: `Add ${DISH}`, exact: true }).click()
  await page.locator('.cart-bar-button').click()
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('radio', { name: /^(Cash on delivery|Pay at the shop)$/ }).check()
  await page.getByRole('button', { name: /^Place order · / }).click()
  await page.waitForURL(/\/shop\/(pc)?[oO]rderDetail\//)
  await page.getByText(DISH).first().waitFor()
  await page.waitForLoadState('networkidle')
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'files-crossed-'))
  Object.assign(process.env, {
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  })
  const inspector = new Session()
  inspector.connect()
  await inspector.post('Profiler.enable')
  await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  await import('../server/main')
  const vite = await createServer({ server: { port: APP_PORT, strictPort: true }, logLevel: 'warn' })
  await vite.listen()
  const appOrigin = `http://localhost:${APP_PORT}`
  // Its background work (compressing the PWA, sizing the demo pictures) done, so that none of it is counted.
  for (let tries = 0; !(await startedAndSettled()); tries++) {
    if (tries > 1200) throw new Error('the API server did not start and settle')
    await new Promise((done) => setTimeout(done, 100))
  }

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  // Each take answers the counts since the last one and starts them again from zero.
  const takeBrowser = async () =>
    ((await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] }).result
  const takeServer = async () =>
    ((await inspector.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] }).result

  await orderOneDish(page, appOrigin, async () => {
    await Promise.all([takeBrowser(), takeServer()])
  })
  const inBrowser = filesRun(await takeBrowser(), browserPath)
  const inServer = filesRun(await takeServer(), serverPath)
  const all = new Set([...inBrowser, ...inServer])
  console.log(
    `Files crossed by one dish from Add to its order detail: ${all.size} ` +
      `(browser ${inBrowser.size}, server ${inServer.size}, both ${inBrowser.size + inServer.size - all.size})`,
  )
  if (process.argv.includes('--list')) for (const file of [...all].sort()) console.log(`  ${file}`)

  await browser.close()
  await vite.close()
  await rm(dataDir, { recursive: true, force: true })
  process.exit(0)
}

await main()
