import { ShopPage } from './pages/ShopPage'
import { expect, test } from './world'

// These tests need the service worker: what it keeps, sends or serves (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

type StoredLogs = { operationLogs: { id: string; logType: number; contentId?: string | null }[] }

test('logs written offline reach the server exactly once, even when a send is retried', async ({
  page,
  context,
  request,
}) => {
  const shop = new ShopPage(page)
  await shop.open('/brand/index')
  await shop.expectBrandHome()
  await shop.waitForServiceWorker()
  const deviceId = (await shop.readLocal<{ value: string }>('settings', 'deviceToken'))?.value
  expect(deviceId).toBeTruthy()
  // Let the online visit's own logs drain first.
  await expect.poll(() => shop.countLocal('outbox'), { timeout: 20_000 }).toBe(0)
  const before = await storedLogs(request, deviceId!)

  // Offline: navigations are logged into the outbox, nothing is lost.
  await context.setOffline(true)
  await page
    .getByRole('link', { name: /language|語言|语言/i })
    .first()
    .click()
  await page.waitForURL(/changeLang/)
  // Only a navigation that finished is logged: going back before the screen is there would replace it.
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible()
  await page.goBack()
  await shop.expectBrandHome()
  await expect.poll(() => shop.countLocal('outbox')).toBeGreaterThanOrEqual(2)
  const queued = await shop.countLocal('outbox')

  // The first send reaches the server but its answer is lost, so the app sends the same records again.
  let sends = 0
  await page.route('**/api/member/userOptLog/insert', async (route) => {
    sends++
    const response = await route.fetch()
    if (sends === 1) await route.abort('connectionreset')
    else await route.fulfill({ response })
  })
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))

  await expect.poll(() => shop.countLocal('outbox'), { timeout: 30_000 }).toBe(0)
  expect(sends).toBeGreaterThanOrEqual(2)

  const after = await storedLogs(request, deviceId!)
  const added = after.operationLogs.filter((log) => !before.operationLogs.some((old) => old.id === log.id))
  expect(added).toHaveLength(queued)
  expect(new Set(after.operationLogs.map((log) => log.id)).size).toBe(after.operationLogs.length)
})

async function storedLogs(
  request: import('@playwright/test').APIRequestContext,
  deviceId: string,
): Promise<StoredLogs> {
  const response = await request.get(`/api/dev/logs?deviceId=${encodeURIComponent(deviceId)}`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { success: boolean; data: StoredLogs }
  expect(body.success).toBe(true)
  return body.data
}
