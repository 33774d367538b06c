import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { DELETION_TEXT } from './deletionTexts'
import type { Lang } from './texts'

/** Whether a response is the registration of a new member (what an unknown phone gets). */
export function isRegistration(response: Response): boolean {
  return response.url().includes('/api/member/public/register') && response.request().method() === 'POST'
}

/** The member id the server gave in a login or registration answer. */
export async function memberIdOf(response: Response): Promise<number> {
  const body = (await response.json()) as { data: { memberInfo: { id?: number; memberId?: number } } }
  const id = body.data.memberInfo.id || body.data.memberInfo.memberId
  expect(id).toBeGreaterThan(0)
  return id as number
}

/** /logout (Delete account) and /accountDetection (the loss figures and the final dialog). */
export class AccountDeletionPages {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  get text() {
    return DELETION_TEXT[this.lang]
  }

  /** From the Account tab's links to the Delete account page. */
  async openFromAccount() {
    await this.page.getByRole('link', { name: this.text.deleteAccount }).click()
    await expect(this.page.getByRole('heading', { name: this.text.meaning })).toBeVisible()
  }

  reason() {
    return this.page.getByLabel(this.text.reason)
  }

  understood() {
    return this.page.getByRole('checkbox', { name: this.text.understood })
  }

  async next() {
    await this.page.getByRole('button', { name: this.text.next }).click()
  }

  async expectError(message: string) {
    await expect(this.page.getByRole('alert')).toHaveText(message)
  }

  /** Acknowledges, optionally gives a reason, and goes on to the loss figures. */
  async continueWith(reason = '') {
    if (reason) await this.reason().fill(reason)
    await this.understood().check()
    await this.next()
    await expect(this.lossSummary().getByRole('term').first()).toBeVisible()
  }

  lossSummary(): Locator {
    return this.page.getByRole('region', { name: this.text.lossTitle })
  }

  /** The value shown beside a loss figure's label. */
  figure(label: string): Locator {
    return this.lossSummary()
      .locator('div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition')
  }

  async expectFigures(points: string, coupons: string, orders: string) {
    await expect(this.figure(this.text.points)).toHaveText(points)
    await expect(this.figure(this.text.coupons)).toHaveText(coupons)
    await expect(this.figure(this.text.orders)).toHaveText(orders)
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text.confirmTitle })
  }

  /** Opens the final confirmation; Cancel has the focus so a stray Enter keeps the account. */
  async openConfirmation() {
    await this.page.getByRole('button', { name: this.text.deleteAccount, exact: true }).click()
    await expect(this.dialog()).toBeVisible()
    await expect(this.dialog().getByRole('button', { name: this.text.cancel })).toBeFocused()
  }

  async confirm() {
    await this.dialog().getByRole('button', { name: this.text.confirm }).click()
  }
}
