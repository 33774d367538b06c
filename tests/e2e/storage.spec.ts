import { expect, test } from './world'

test('without usable IndexedDB the app explains why instead of showing a blank page', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.goto('/shop/brand/index')
  await expect(page.getByRole('heading', { name: 'The app cannot save data on this device' })).toBeVisible()
  await expect(page.getByText(/private browsing/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
})

test('a database upgrade blocked by another tab is explained too', async ({ page }) => {
  await page.addInitScript(() => {
    const realOpen = IDBFactory.prototype.open
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      const request = realOpen.call(this, name, version)
      // Another tab holding an older version open: the browser fires `blocked` and never opens.
      // In a microtask: after the caller has set its handlers, before the real open's events (a
      // timer could lose that race on a busy machine, and the open then simply succeeded).
      queueMicrotask(() => request.onblocked?.(new Event('blocked') as IDBVersionChangeEvent))
      return request
    }
  })
  await page.goto('/shop/brand/index')
  await expect(page.getByRole('heading', { name: 'The app cannot save data on this device' })).toBeVisible()
  await expect(page.getByText(/open in another tab/)).toBeVisible()
})
