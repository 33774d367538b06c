import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { MEMBER_TEXT } from './memberTexts'
import { storeSession } from './storedSession'
import type { Lang } from './texts'

let lastPhone = -1
/**
 * A phone number no other test of this server's run has used: 8 digits starting with 9 (Hong Kong),
 * then the worker's slot, then six digits that only grow within the worker, so parallel workers
 * never pick the same one.
 */
export function freshHongKongPhone(): string {
  lastPhone = Math.max(lastPhone + 1, Date.now() % 1_000_000)
  return `9${test.info().parallelIndex % 10}${String(lastPhone % 1_000_000).padStart(6, '0')}`
}

/** The latest code the dev inbox holds for a Hong Kong phone. */
async function codeFromInbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = ''
  await expect(async () => {
    const answer = await request.get(`/api/dev/sms?phone=1-${phone}`)
    const body = (await answer.json()) as { data: { code: string } | null }
    code = body.data?.code ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 10_000 })
  return code
}

/**
 * Registers a fresh phone with the demo brand through the API, as the login sheet would (send a code,
 * read it from the dev inbox, register), and answers what the sheet stores on the device.
 */
async function registerThroughApi(request: APIRequestContext, phone: string) {
  const brand = await (await request.get('/api/restaurant/brand/getBrandByAlias?alias=demo')).json()
  const sent = await request.post('/api/system/public/sms/send', { data: { countryId: 1, phone, type: 1 } })
  expect(((await sent.json()) as { success: boolean }).success).toBe(true)
  const code = await codeFromInbox(request, phone)
  const answer = await request.post('/api/member/public/register', {
    data: { phone, code, brandId: brand.data.id, countryId: 1, smsType: 1, sex: 0 },
  })
  const body = (await answer.json()) as {
    success: boolean
    data: { token: string; memberInfo: { id?: number; memberId?: number } }
  }
  expect(body.success, JSON.stringify(body)).toBe(true)
  const { memberInfo, token } = body.data
  return { token, member: { ...memberInfo, id: memberInfo.id || memberInfo.memberId } }
}

/** The login sheet (a modal <dialog>). */
export class LoginSheet {
  readonly dialog: Locator
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.dialog = page.getByRole('dialog', { name: this.text.sheetTitle })
  }

  get text() {
    return MEMBER_TEXT[this.lang]
  }

  phone() {
    return this.dialog.getByLabel(this.text.phone)
  }

  code() {
    return this.dialog.getByLabel(this.text.code, { exact: true })
  }

  sendButton() {
    return this.dialog.getByRole('button', {
      name: new RegExp(`${this.text.sendCode}|${this.text.resendCode}|${this.text.resendIn.source}`),
    })
  }

  async submit() {
    await this.dialog.getByRole('button', { name: this.text.logIn, exact: true }).click()
  }

  async expectError(message: string) {
    await expect(this.dialog.getByRole('alert')).toHaveText(message)
  }

  /** The latest code the dev inbox holds for a Hong Kong phone. */
  codeFromInbox(phone: string): Promise<string> {
    return codeFromInbox(this.page.request, phone)
  }

  /** Sends a code to the phone, reads it from the dev inbox, agrees and logs in. */
  async logInWith(phone: string) {
    await expect(this.dialog).toBeVisible()
    // As a diner would, once the country list has come: before it, Send code asks for a country.
    await expect(this.dialog.getByRole('combobox')).not.toHaveValue('')
    await this.phone().fill(phone)
    await this.sendButton().click()
    await expect(this.sendButton()).toHaveText(this.text.resendIn)
    await expect(this.sendButton()).toBeDisabled()
    await this.code().fill(await this.codeFromInbox(phone))
    await this.dialog.getByRole('checkbox').check()
    await this.submit()
    await expect(this.dialog).toBeHidden()
  }
}

/** The Account tab: guest prompt or the member's summary. */
export class AccountPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  get text() {
    return MEMBER_TEXT[this.lang]
  }

  async open() {
    await this.page.goto('/shop/brand/account')
  }

  async expectGuest() {
    await expect(this.page.getByText(this.text.guestWarning)).toBeVisible()
    await expect(this.page.getByRole('button', { name: this.text.logIn, exact: true })).toBeVisible()
  }

  async openLoginSheet(): Promise<LoginSheet> {
    await this.page.getByRole('button', { name: this.text.logIn, exact: true }).click()
    const sheet = new LoginSheet(this.page, this.lang)
    await expect(sheet.dialog).toBeVisible()
    return sheet
  }

  /** Phone masking of SPEC §5 for an 8-digit phone: first 3, ***, last 2. */
  async expectMember(phone: string) {
    await expect(this.page.getByTestId('masked-phone')).toHaveText(
      `${phone.slice(0, 3)}***${phone.slice(-2)}`,
    )
  }

  async logOut() {
    await this.page.getByRole('button', { name: this.text.logOut }).click()
  }

  /** Registers a fresh phone through the login sheet of the Account tab and returns it. */
  async registerThroughSheet(): Promise<string> {
    const phone = freshHongKongPhone()
    await this.open()
    const sheet = await this.openLoginSheet()
    await sheet.logInWith(phone)
    await this.expectMember(phone)
    return phone
  }

  /**
   * A fresh member logged in on this device, the Account tab open: registered through the API and
   * stored where the login sheet stores it (the `session` record of the app's IndexedDB, as
   * src/db/login.ts writes it). Tests of other screens start here; the sheet has its own tests
   * (member.spec.ts, login-lock.spec.ts, account-deletion.spec.ts).
   */
  async registerFreshMember(): Promise<string> {
    const phone = freshHongKongPhone()
    const { token, member } = await registerThroughApi(this.page.request, phone)
    await this.open()
    await this.expectGuest()
    await this.page.evaluate(storeSession, { key: 'current', token, member, loggedIn: true, logoutType: 1 })
    await this.page.reload()
    await this.expectMember(phone)
    return phone
  }
}

/**
 * A fresh member logged in on this device without leaving the page: registered through the API,
 * stored as the login sheet stores it, then the page reloaded (a screen's own login gate then
 * lets them through).
 */
export async function logInOnThisPage(page: Page): Promise<string> {
  const phone = freshHongKongPhone()
  const { token, member } = await registerThroughApi(page.request, phone)
  await page.evaluate(storeSession, { key: 'current', token, member, loggedIn: true, logoutType: 1 })
  await page.reload()
  return phone
}

/** The address list and form. */
export class AddressPages {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  get text() {
    return MEMBER_TEXT[this.lang]
  }

  async openFormFromAccount() {
    await this.page.getByRole('link', { name: this.text.myAddresses }).click()
    await this.page.getByRole('link', { name: this.text.addAddress }).click()
    await expect(this.page.getByLabel(this.text.consignee)).toBeVisible()
  }

  async save() {
    await this.page.getByRole('button', { name: this.text.saveAddress }).click()
  }

  async expectError(message: string) {
    await expect(this.page.getByRole('alert')).toHaveText(message)
  }

  field(name: 'consignee' | 'contactNumber' | 'receivingAddress' | 'detail') {
    return this.page.getByLabel(this.text[name], { exact: true })
  }

  cards() {
    return this.page.locator('.address-card')
  }
}

/** The address form's fields as one person fills them in (the receiving address is optional here). */
export async function fillAddressForm(
  addresses: AddressPages,
  fields: { consignee: string; phone: string; street?: string; detail: string },
) {
  await addresses.field('consignee').fill(fields.consignee)
  await addresses.field('contactNumber').fill(fields.phone)
  if (fields.street !== undefined) await addresses.field('receivingAddress').fill(fields.street)
  await addresses.field('detail').fill(fields.detail)
}

/** The "Choose on the map" dialog of the address form. */
export class MapPickDialog {
  readonly dialog: Locator
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Choose on the map' })
  }

  async open() {
    await this.page.getByRole('button', { name: 'Choose on the map' }).click()
    await expect(this.dialog).toBeVisible()
    await expect(this.map()).toBeVisible()
  }

  map() {
    return this.dialog.getByRole('application', { name: 'Map' })
  }

  status() {
    return this.dialog.getByRole('status').filter({ hasText: /Selected point|No point chosen/ })
  }

  /** The selected point as the dialog shows it: `[latitude, longitude]` to 5 decimals. */
  async selected(): Promise<[string, string]> {
    await expect(this.status()).toHaveText(/^Selected point: -?\d+\.\d{5}, -?\d+\.\d{5}$/)
    const text = (await this.status().textContent()) ?? ''
    const [lat = '', lng = ''] = text.replace('Selected point: ', '').split(', ')
    return [lat, lng]
  }

  async use() {
    await this.dialog.getByRole('button', { name: 'Use this point' }).click()
    await expect(this.dialog).toBeHidden()
  }
}

/** The demo brand's id and where its restaurants are, from the API (for args and map starts). */
export async function demoBrand(page: Page): Promise<{ id: number; firstPosition: [string, string] | null }> {
  const brand = await page.request.get('/api/restaurant/brand/getBrandByAlias?alias=demo')
  const id = ((await brand.json()) as { data: { id: number } }).data.id
  const list = await page.request.get(`/api/restaurant/public/brand/getBrandRestaurantList?brandId=${id}`)
  const restaurants = ((await list.json()) as { data: { mapX: string | null; mapY: string | null }[] }).data
  const placed = restaurants.find((restaurant) => restaurant.mapX && restaurant.mapY)
  return {
    id,
    firstPosition: placed ? [Number(placed.mapY).toFixed(5), Number(placed.mapX).toFixed(5)] : null,
  }
}
