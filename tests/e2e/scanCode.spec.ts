import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium, devices } from '@playwright/test'
import { encodeArg } from '../../src/domain/args'
import type { StaffTable } from '../../src/domain/contract/staff'
import { writeQrVideo } from './fixtures/qrVideo'
import { serveAppShell, waitForApp } from './pages/appShell'
import { seriousAxeViolations } from './pages/axe'
import { demoCentral, MenuPage } from './pages/MenuPages'
import { staffTables } from './pages/orderStaff'
import { printedForm, ScannerDialog, tableMenuUrl } from './pages/ScanPages'
import { ShopPage } from './pages/ShopPage'
import { TEXT } from './pages/texts'
import { expect, test, worldNow } from './world'

/** What a table's printed code opens (/scanCode, issue 37 item 1) and the in-app table-code scanner. */

const PICKUP = 7
/** SPEC §8 'Links are invalid', as the English catalog words it. */
const LINKS_INVALID = 'This link is not valid'

/** The Central shop's tables A1…A5 with their random codes and printed links. */
async function centralTables(request: Parameters<typeof demoCentral>[0]) {
  const shop = await demoCentral(request)
  const tables = await staffTables(request, shop)
  expect(tables.map((table) => table.tableName)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5'])
  return { shop, tables: tables as [StaffTable, StaffTable, StaffTable, StaffTable, StaffTable] }
}

test('the printed link opens its table’s scan menu, from the server and in the app', async ({
  page,
  request,
}) => {
  const { shop, tables } = await centralTables(request)
  const [a1] = tables
  expect(a1.path).toBe(`/shop/scanCode/${encodeArg([a1.qrCode])}`)

  // A first visit: the server resolves the code and answers with the rendered menu's address.
  const response = await page.goto(a1.path)
  expect(response?.request().redirectedFrom()?.url()).toContain(a1.path)
  await expect(page).toHaveURL(tableMenuUrl(shop, a1.qrCode))
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Kong Kee Café (Central)' })).toBeVisible()
  await expect(page.getByText('Scan to order', { exact: true })).toBeVisible()

  // A repeat visit gets the app's shell (the service worker's): the app resolves the code itself.
  await serveAppShell(page)
  await page.goto(tables[1].path)
  await expect(page).toHaveURL(tableMenuUrl(shop, tables[1].qrCode))
  await expect(new MenuPage(page).categories()).toBeVisible()
})

test('a code no table has says the link is invalid; an unreadable arg is the error page', async ({
  page,
}) => {
  for (const code of ['0'.repeat(32), 'not a code']) {
    await page.goto(`/shop/scanCode/${encodeArg([code])}`)
    await expect(page.getByRole('heading', { level: 1, name: LINKS_INVALID })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Check that you scanned the code on your table')
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible()
  }
  // The same in the app (the shell, as on a repeat visit), with the way to scan again.
  await serveAppShell(page)
  await page.goto(`/shop/scanCode/${encodeArg(['f'.repeat(32)])}`)
  await expect(page.getByRole('heading', { level: 1, name: LINKS_INVALID })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scan table code' })).toBeVisible()
  await page.unrouteAll()

  await page.goto('/shop/scanCode/@@@')
  await expect(page).toHaveURL(/\/shop\/error$/)
  await expect(page.getByRole('heading', { name: TEXT.en.unreachable })).toBeVisible()
  await page.goto('/shop/scanCode')
  await expect(page.getByRole('dialog', { name: TEXT.en.warmPrompt })).toBeVisible()
})

test('the link’s message in Chinese', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-HK' })
  const page = await context.newPage()
  await page.goto(`/shop/scanCode/${encodeArg(['0'.repeat(32)])}`)
  await expect(page.getByRole('heading', { level: 1, name: '連結無效' })).toBeVisible()
  await context.close()
})

test('without a camera the scanner says so, and the code typed as printed opens the table', async ({
  page,
  request,
}) => {
  const { shop, tables } = await centralTables(request)
  await new MenuPage(page).open('index', [shop.brandId, shop.restaurantId, 0, PICKUP])
  const scanner = new ScannerDialog(page)
  await scanner.open()
  // The suite's browser has no camera: getUserMedia rejects, and the dialog explains it.
  await expect(
    scanner.alert('No camera was found on this device. Type the table code below instead.'),
  ).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  // A modal: Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Escape')
  await expect(scanner.dialog).toHaveCount(0)
  await expect(scanner.button).toBeFocused()

  await scanner.open()
  await scanner.type('table 12!')
  await expect(scanner.alert('That is not a table code.')).toBeVisible()
  await expect(scanner.field()).toHaveAttribute('aria-invalid', 'true')
  await scanner.type(printedForm(tables[2].qrCode))
  await expect(page).toHaveURL(tableMenuUrl(shop, tables[2].qrCode))
  await expect(scanner.dialog).toHaveCount(0)
})

test('the brand home has the scanner too, and a pasted table link opens the table', async ({
  page,
  request,
}) => {
  const { shop, tables } = await centralTables(request)
  const home = new ShopPage(page)
  await home.open('/brand/index')
  await home.expectBrandHome()
  const scanner = new ScannerDialog(page)
  await scanner.open()
  await scanner.type(`http://localhost:${new URL(page.url()).port}${tables[3].path}`)
  await expect(page).toHaveURL(tableMenuUrl(shop, tables[3].qrCode))
})

test.describe('offline', () => {
  // The service worker serves the app's shell to a link opened offline.
  test.use({ serviceWorkers: 'allow' })

  test('a table this device opened opens its saved menu; another says it needs a connection, then opens', async ({
    page,
    context,
    request,
  }) => {
    const { shop, tables } = await centralTables(request)
    const [a1, a2] = tables
    await page.goto(a1.path)
    await expect(page).toHaveURL(tableMenuUrl(shop, a1.qrCode))
    const device = new ShopPage(page)
    await device.waitForServiceWorker()
    await expect
      .poll(
        async () =>
          (await device.readLocal<{ value: { qrCode: string }[] }>('settings', 'tablesOpened'))?.value,
      )
      .toEqual([{ qrCode: a1.qrCode, brandId: shop.brandId, restaurantId: shop.restaurantId }])

    await context.setOffline(true)
    await page.goto(a1.path)
    await expect(page).toHaveURL(tableMenuUrl(shop, a1.qrCode))
    await expect(new MenuPage(page).categories()).toBeVisible()

    await page.goto(a2.path)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Opening this table needs a connection' }),
    ).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'has not opened this table before' }),
    ).toBeVisible()
    // Back online, it opens by itself.
    await context.setOffline(false)
    await expect(page).toHaveURL(tableMenuUrl(shop, a2.qrCode))
    await expect(new MenuPage(page).categories()).toBeVisible()
  })
})

/**
 * The full Chromium: its fake camera plays a video file (the headless shell's refuses one). A
 * browser of its own per camera picture, since the picture is a launch option.
 */
const FULL_CHROMIUM = '/usr/bin/chromium'

async function browserWithCamera(video: string): Promise<Browser> {
  expect(existsSync(FULL_CHROMIUM), `${FULL_CHROMIUM} plays the fake camera (apt-get install chromium)`).toBe(
    true,
  )
  return chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
}

/** A phone context on the suite's server, in the tests' world, its camera allowed or not. */
async function phone(browser: Browser, baseURL: string, camera: boolean) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    permissions: camera ? ['camera'] : [],
  })
  await context.clock.install({ time: worldNow() })
  // The camera's tracks, to see that closing the scanner stops them.
  await context.addInitScript(() => {
    const tracks: MediaStreamTrack[] = []
    ;(window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = tracks
    const media = navigator.mediaDevices
    const getUserMedia = media.getUserMedia.bind(media)
    media.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints)
      tracks.push(...stream.getTracks())
      return stream
    }
  })
  return context.newPage()
}

const trackStates = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((track) => track.readyState),
  )

test.describe('with a camera', () => {
  let folder: string
  test.beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'scan-camera-'))
  })
  test.afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  test('the camera reads the table’s QR code and opens its menu; a refused camera says so', async ({
    request,
    baseURL,
  }) => {
    const { shop, tables } = await centralTables(request)
    const video = join(folder, 'table.y4m')
    await writeQrVideo(video, `${baseURL}${tables[0].path}`)
    const browser = await browserWithCamera(video)
    try {
      const refused = await phone(browser, baseURL!, false)
      await new MenuPage(refused).open('index', [shop.brandId, shop.restaurantId, 0, PICKUP])
      const denied = new ScannerDialog(refused)
      await denied.open()
      await expect(denied.alert('The camera is not allowed for this site')).toBeVisible()
      await expect(denied.field()).toBeVisible()

      const allowed = await phone(browser, baseURL!, true)
      await new MenuPage(allowed).open('index', [shop.brandId, shop.restaurantId, 0, PICKUP])
      await new ScannerDialog(allowed).button.click()
      await expect(allowed).toHaveURL(tableMenuUrl(shop, tables[0].qrCode), { timeout: 20_000 })
      await expect(new ScannerDialog(allowed).dialog).toHaveCount(0)
      const states = await trackStates(allowed)
      expect(states.length).toBeGreaterThan(0)
      expect(states.every((state) => state === 'ended')).toBe(true)
    } finally {
      await browser.close()
    }
  })

  test('a QR code that is no table’s says so; closing the scanner stops the camera', async ({
    request,
    baseURL,
  }) => {
    const { shop } = await centralTables(request)
    const video = join(folder, 'other.y4m')
    await writeQrVideo(video, 'https://example.com/menu')
    const browser = await browserWithCamera(video)
    try {
      const page = await phone(browser, baseURL!, true)
      await new MenuPage(page).open('index', [shop.brandId, shop.restaurantId, 0, PICKUP])
      const scanner = new ScannerDialog(page)
      await scanner.open()
      await expect(scanner.alert('This QR code is not a table code of this shop.')).toBeVisible({
        timeout: 20_000,
      })
      expect(await trackStates(page)).toEqual(['live'])
      await scanner.dialog.getByRole('button', { name: 'Close' }).click()
      await expect(scanner.dialog).toHaveCount(0)
      await expect(scanner.button).toBeFocused()
      expect(await trackStates(page)).toEqual(['ended'])
    } finally {
      await browser.close()
    }
  })
})
