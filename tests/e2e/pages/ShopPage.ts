import { expect, type Page } from '@playwright/test'
import { waitForApp } from './appShell'
import { type Lang, TEXT } from './texts'

/** Page model for the PWA shell: navigation, theme, layout and local data. */
export class ShopPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {}

  get text() {
    return TEXT[this.lang]
  }

  async open(path: string) {
    await this.page.goto(`/shop${path}`)
    await waitForApp(this.page)
  }

  async expectBrandHome() {
    await expect(this.page.getByRole('heading', { name: this.text.restaurants, exact: true })).toBeVisible()
    await expect(this.page.locator('.restaurant-list > li').first()).toBeVisible()
  }

  async expectErrorPage() {
    await expect(this.page.getByRole('heading', { name: this.text.unreachable, exact: true })).toBeVisible()
  }

  /** The brand colour as the page applies it (CSS custom property on the root). */
  async brandColor(): Promise<string> {
    return this.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
    )
  }

  async layout(): Promise<string | undefined> {
    return this.page.evaluate(() => document.documentElement.dataset.layout)
  }

  async appWidth(): Promise<number> {
    return this.page.locator('.app').evaluate((element) => element.getBoundingClientRect().width)
  }

  /** Waits until a service worker controls the page (reloading once if the first visit installed it). */
  async waitForServiceWorker() {
    await this.page.evaluate(() => navigator.serviceWorker.ready)
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await this.page.reload()
      await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    }
  }

  /** Reads one record of the app's IndexedDB without going through the app's code. */
  async readLocal<T>(table: string, key: string): Promise<T | undefined> {
    return this.page.evaluate(
      ([tableName, recordKey]) =>
        new Promise<T | undefined>((resolve, reject) => {
          const open = indexedDB.open('shop-pwa')
          // Before the app has made its database, opening it would make an empty one under the
          // app's feet: the open is abandoned and the record reads as not stored yet.
          let absent = false
          open.onupgradeneeded = () => {
            absent = true
            open.transaction?.abort()
          }
          open.onerror = () => (absent ? resolve(undefined) : reject(open.error))
          open.onsuccess = () => {
            const request = open.result
              .transaction(tableName!, 'readonly')
              .objectStore(tableName!)
              .get(recordKey!)
            request.onsuccess = () => {
              open.result.close()
              resolve(request.result as T | undefined)
            }
            request.onerror = () => reject(request.error)
          }
        }),
      [table, key],
    )
  }

  async countLocal(table: string): Promise<number> {
    return this.page.evaluate(
      (tableName) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('shop-pwa')
          // As readLocal: no database yet holds no rows, and none is made here.
          let absent = false
          open.onupgradeneeded = () => {
            absent = true
            open.transaction?.abort()
          }
          open.onerror = () => (absent ? resolve(0) : reject(open.error))
          open.onsuccess = () => {
            const request = open.result.transaction(tableName, 'readonly').objectStore(tableName).count()
            request.onsuccess = () => {
              open.result.close()
              resolve(request.result)
            }
            request.onerror = () => reject(request.error)
          }
        }),
      table,
    )
  }
}
