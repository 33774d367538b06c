import { encodeArg } from '../../../src/domain/args'
import { expect, type Locator, type Page } from '../world'
import { waitForApp } from './appShell'

/** The coupon wallet (/myCoupons, /pcCoupon) and its sub-pages (issue 38). */
export class WalletPage {
  constructor(readonly page: Page) {}

  async open(brandId: number, route: 'myCoupons' | 'pcCoupon' | 'coupon' = 'myCoupons', tab?: string) {
    await this.page.goto(`/shop/${route}/${encodeArg([brandId, 0, 0, ...(tab ? [tab] : [])])}`)
    await waitForApp(this.page)
    await expect(this.page.getByRole('heading', { name: 'My coupons', level: 1 })).toBeVisible()
  }

  tab(name: 'Usable' | 'Used' | 'Expired'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) })
  }

  /** Expects each tab's count as shown beside its name. */
  async expectCounts(usable: number, used: number, expired: number) {
    await expect(this.tab('Usable')).toHaveText(`Usable${usable}`)
    await expect(this.tab('Used')).toHaveText(`Used${used}`)
    await expect(this.tab('Expired')).toHaveText(`Expired${expired}`)
  }

  tickets(): Locator {
    return this.page.getByRole('tabpanel').locator('.coupon-ticket')
  }

  ticket(name: string | RegExp): Locator {
    return this.tickets().filter({ has: this.page.getByRole('heading', { name }) })
  }

  async redeem(code: string) {
    await this.page.getByLabel('Redeem a promo code').fill(code)
    await this.page.getByRole('button', { name: 'Redeem', exact: true }).click()
  }

  /** A setting as stored on the device (undefined when unset): what "Use now" reads. */
  async storedSetting(key: string): Promise<unknown> {
    return this.page.evaluate(
      (settingKey) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('shop-pwa')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const request = open.result
              .transaction('settings', 'readonly')
              .objectStore('settings')
              .get(settingKey)
            request.onsuccess = () => {
              open.result.close()
              resolve((request.result as { value?: unknown } | undefined)?.value)
            }
            request.onerror = () => reject(request.error)
          }
        }),
      key,
    )
  }
}
