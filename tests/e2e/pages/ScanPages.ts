import { expect, type Locator, type Page } from '@playwright/test'
import { encodeArg } from '../../../src/domain/args'

/** What a table's code opens: its scan menu `[brandId, restaurantId, 0, 4, qrCode]`. */
export function tableMenuUrl(shop: { brandId: number; restaurantId: number }, qrCode: string): RegExp {
  const arg = encodeArg([shop.brandId, shop.restaurantId, 0, 4, qrCode])
  return new RegExp(`/shop/index/${arg.replace(/[~-]/g, '\\$&')}$`)
}

/** A code as it could be printed under the QR: groups of four, upper case, dashes between. */
export function printedForm(qrCode: string): string {
  return (qrCode.toUpperCase().match(/.{1,4}/g) ?? []).join('-')
}

/** The "Scan table code" button of a menu or the brand home, and the scanner dialog it opens. */
export class ScannerDialog {
  readonly button: Locator
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Scan table code' })
    this.dialog = page.getByRole('dialog', { name: 'Scan table code' })
  }

  async open(): Promise<void> {
    await this.button.click()
    await expect(this.dialog).toBeVisible()
  }

  field(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Table code' })
  }

  async type(text: string): Promise<void> {
    await this.field().fill(text)
    await this.dialog.getByRole('button', { name: 'Open table' }).click()
  }

  /** The camera's explanation (or any other alert) in the dialog. */
  alert(text: string | RegExp): Locator {
    return this.dialog.getByRole('alert').filter({ hasText: text })
  }
}
