import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { waitForApp } from './appShell'

/**
 * The voucher and package area (/takeawayDetail, issue 39 item 4); buying one through the API is
 * ./purchaseSetup.ts buyPackageThroughApi.
 */
export class PackagesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/shop/takeawayDetail')
    await waitForApp(this.page)
  }

  forSale(): Locator {
    return this.page.getByRole('region', { name: 'Packages for sale' })
  }

  mine(): Locator {
    return this.page.getByRole('region', { name: 'My packages' })
  }

  /** A package of a list, by its name. */
  item(list: Locator, name: string): Locator {
    return list.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  }

  /** A count of a package's vouchers ("Left", "Used", "Expired"). */
  count(item: Locator, label: string): Locator {
    return item
      .locator('.voucher-counts > div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd')
  }
}

/** The package of the demo brand (server/db/seed), in English. */
export const MILK_TEA_PACKAGE = '10 Hong Kong Milk Teas'

/** The staff token the e2e server starts with (playwright.config.ts webServer env STAFF_TOKEN). */
const E2E_STAFF_TOKEN = 'e2e-staff-token-0123456789abcdef'

/** The merchant adds (or changes) a package of the brand through the staff API (docs/api.md "Staff API"). */
export async function savePackageAsStaff(
  request: APIRequestContext,
  fields: {
    brandId: number
    code: string
    name1: string
    price: string
    voucherCount: number
    foodCode: string
  },
): Promise<void> {
  const answer = await request.post('/api/staff/packages', {
    data: { ...fields, name: fields.name1, name2: fields.name1 },
    headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  })
  const envelope = await answer.json()
  expect(envelope.success, JSON.stringify(envelope)).toBe(true)
}
