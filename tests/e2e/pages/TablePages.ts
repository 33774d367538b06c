import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { waitForApp } from './appShell'
import { demoCentral } from './MenuPages'

/** The staff token the e2e server starts with (playwright.config.ts webServer env STAFF_TOKEN). */
const E2E_STAFF_TOKEN = 'e2e-staff-token-0123456789abcdef'
const staffHeaders = { Authorization: `Bearer ${E2E_STAFF_TOKEN}` }

export type DemoTable = {
  tableName: string
  qrCode: string
  path: string
  brandId: number
  restaurantId: number
}

/**
 * A table of the demo Central shop as the staff list it (GET /api/staff/tables), closed first so
 * that the test starts at an empty table (a retry finds it as a first run did).
 */
export async function freshTable(request: APIRequestContext, tableName: string): Promise<DemoTable> {
  const { brandId, restaurantId } = await demoCentral(request)
  const listed = await request.get('/api/staff/tables', {
    params: { brandId, restaurantId },
    headers: staffHeaders,
  })
  const tables = (await listed.json()).data as { tableName: string; qrCode: string; path: string }[]
  const table = tables.find((candidate) => candidate.tableName === tableName)
  if (!table) throw new Error(`no table ${tableName} at Central`)
  await closeTable(request, { ...table, brandId, restaurantId })
  return { ...table, brandId, restaurantId }
}

/** The staff close the table (its bill settled): POST /api/staff/tables/close. */
export async function closeTable(request: APIRequestContext, table: Omit<DemoTable, 'path' | 'tableName'>) {
  const closed = await request.post('/api/staff/tables/close', {
    data: { brandId: table.brandId, restaurantId: table.restaurantId, qrCode: table.qrCode },
    headers: staffHeaders,
  })
  expect((await closed.json()).success).toBe(true)
}

/** The rounds the server holds for the table's open session (what the staff see). */
export async function staffRounds(request: APIRequestContext, table: DemoTable): Promise<number> {
  const listed = await request.get('/api/staff/tables', {
    params: { brandId: table.brandId, restaurantId: table.restaurantId },
    headers: staffHeaders,
  })
  const tables = (await listed.json()).data as { qrCode: string; session: { rounds: number } | null }[]
  return tables.find((candidate) => candidate.qrCode === table.qrCode)?.session?.rounds ?? 0
}

/** The table's screen (/scanOrder): guests, the shared cart under each guest's name, rounds. */
export class TablePage {
  constructor(readonly page: Page) {}

  /** Opens the table's printed link (its menu). */
  async scan(table: DemoTable) {
    await this.page.goto(table.path)
    await waitForApp(this.page)
    await expect(this.page.getByRole('navigation', { name: 'Categories' })).toBeVisible()
  }

  /** From the menu: the cart sheet's Next. */
  async openFromMenu() {
    await this.page.getByRole('button', { name: /View cart/ }).click()
    await this.page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(this.page).toHaveURL(/\/shop\/scanOrder\//)
  }

  guestsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'How many guests?' })
  }

  async setGuests(count: number) {
    const dialog = this.guestsDialog()
    await expect(dialog).toBeVisible()
    for (let index = 1; index < count; index++)
      await dialog.getByRole('button', { name: 'More guests' }).click()
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
  }

  cart(): Locator {
    return this.page.getByRole('region', { name: 'The table’s cart' })
  }

  /** The lines one guest added, under their name. */
  guestLines(label: string): Locator {
    return this.cart().getByRole('region', { name: `Added by ${label}` })
  }

  async setName(name: string) {
    const field = this.page.getByLabel('Your name at the table')
    await field.fill(name)
    await field.blur()
  }

  sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send round', exact: true })
  }

  rounds(): Locator {
    return this.page.getByRole('region', { name: 'Rounds sent' }).getByRole('listitem')
  }
}
