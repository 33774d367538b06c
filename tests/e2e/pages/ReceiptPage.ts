import { expect, type Locator, type Page } from '@playwright/test'
import { encodeArg } from '../../../src/domain/args'
import type { Lang } from './texts'

/** What a user reads on the receipt in each language (from the catalogs the app ships). */
const RECEIPT_TEXT = {
  en: {
    title: 'Receipt',
    print: 'Print',
    printReceipt: 'Print receipt',
    item: 'Item',
    qty: 'Qty',
    total: 'Total',
  },
  'zh-cn': {
    title: '收据',
    print: '打印',
    printReceipt: '打印收据',
    item: '项目',
    qty: '数量',
    total: '合计',
  },
  'zh-hk': {
    title: '收據',
    print: '列印',
    printReceipt: '列印收據',
    item: '項目',
    qty: '數量',
    total: '合計',
  },
} as const satisfies Record<Lang, Record<string, string>>

/**
 * /printing and /printingDetail: an order's receipt. Calls to window.print are counted (the page's
 * own print still runs: headless Chromium has no dialog to show).
 */
export class ReceiptPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  get text() {
    return RECEIPT_TEXT[this.lang]
  }

  /** Counts the page's calls to window.print from its next load on. */
  async countPrints() {
    await this.page.addInitScript(() => {
      const print = window.print.bind(window)
      const counted = window as unknown as { printCalls: number }
      counted.printCalls = 0
      window.print = () => {
        counted.printCalls += 1
        print()
      }
    })
  }

  prints(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)
  }

  async open(order: { brandId: number; restaurantId: number; orderId: number }, route = 'printingDetail') {
    await this.page.goto(`/shop/${route}/${encodeArg([order.brandId, order.restaurantId, 0, order.orderId])}`)
    await expect(this.page.getByRole('heading', { level: 1, name: this.text.title })).toBeVisible()
  }

  sheet(): Locator {
    return this.page.locator('article.receipt-sheet')
  }

  /** A line's row, found by the dish's name. */
  line(name: string): Locator {
    return this.sheet().getByRole('row').filter({ hasText: name })
  }

  printButton(): Locator {
    return this.page.getByRole('button', { name: this.text.print, exact: true })
  }

  total(): Locator {
    return this.sheet().locator('.order-price-total dd')
  }
}

/** The number of pages of a PDF that Chromium made (its page objects are written uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0
}
