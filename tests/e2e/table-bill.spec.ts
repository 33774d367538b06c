import type { TableScan } from '../../src/domain/contract/table'
import { formatPrice } from '../../src/domain/money'
import { seriousAxeViolations } from './pages/axe'
import { AccountPage } from './pages/MemberPages'
import { MenuPage } from './pages/MenuPages'
import { pdfPageCount, ReceiptPage } from './pages/ReceiptPage'
import { type DemoTable, freshTable, TablePage } from './pages/TablePages'
import { expect, type Page, test } from './world'

/**
 * A table's bill (issue 37 items 2 and 6) at Central's table A5, which no other spec uses: a member
 * sends two rounds, prints the bill (every round and the one total on an A4 page, no dialog opened:
 * window.print is counted), pays it online with the sandbox, and the table's screen reads it paid.
 */

/** The table's open session as its code reads it (order/qrcode/scanTableQrcodeNew). */
async function openSession(page: Page, table: DemoTable) {
  const answer = await page.request.post('/api/order/qrcode/scanTableQrcodeNew', {
    data: { qrCode: table.qrCode },
  })
  return ((await answer.json()).data as TableScan).session!
}

/** Adds a dish from the menu and sends it as the table's next round. */
async function sendRound(page: Page, phone: TablePage, dish: string, roundNo: number) {
  await new MenuPage(page).add(dish)
  await phone.openFromMenu()
  if (roundNo === 1) await phone.setGuests(2)
  await phone.sendButton().click()
  await expect(page.getByText(`Round ${roundNo} was sent to the kitchen.`)).toBeVisible({ timeout: 20_000 })
}

test('two rounds at a table: print the bill, pay it online, and the table reads it paid', async ({
  page,
}) => {
  const table = await freshTable(page.request, 'A5')
  await new AccountPage(page, 'en').registerFreshMember()
  const receipt = new ReceiptPage(page, 'en')
  await receipt.countPrints()
  const phone = new TablePage(page)
  await phone.scan(table)
  await sendRound(page, phone, 'Egg Tart', 1)
  await page.getByRole('link', { name: 'Add dishes' }).click()
  await sendRound(page, phone, 'Pineapple Bun with Butter', 2)
  await expect(phone.rounds()).toHaveCount(2)

  const session = await openSession(page, table)
  const total = formatPrice(session.total)
  const bill = page.getByRole('region', { name: 'The bill' })
  await expect(bill.locator('.table-total').filter({ hasText: 'Still to pay' })).toContainText(total)
  expect(await seriousAxeViolations(page)).toEqual([])

  // The bill on paper: both rounds with who sent them, their lines, the one total.
  await bill.getByRole('link', { name: 'Print the bill' }).click()
  await expect(page).toHaveURL(/\/shop\/printing\//)
  const sheet = receipt.sheet()
  await expect(sheet.locator('caption')).toHaveText([/^Round 1 · sent by /, /^Round 2 · sent by /])
  await expect(receipt.line('Egg Tart')).toHaveCount(1)
  await expect(receipt.line('Pineapple Bun with Butter')).toHaveCount(1)
  await expect(receipt.total()).toHaveText(total)
  await expect(sheet).toContainText(`${total} still to pay`)
  await expect.poll(() => receipt.prints()).toBe(1)
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.page-header')).toBeHidden()
  await expect(receipt.printButton()).toBeHidden()
  expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBe(1)
  await page.emulateMedia({ media: 'screen' })

  // Paid online for the whole table: the sandbox's page, then back at the table.
  await page.goBack()
  await expect(page).toHaveURL(/\/shop\/scanOrder\//)
  await expect(bill.getByRole('radio', { name: 'Visa / Mastercard' })).toBeChecked()
  await bill.getByRole('button', { name: `Pay the bill: ${total}` }).click()
  await expect(page).toHaveURL(/\/pay\/sandbox\//)
  await expect(page.locator('dd').first()).toHaveText(total)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\/scanOrder\//)
  await expect(bill.getByText('The bill is paid. Thank you!')).toBeVisible()
  await expect(bill.locator('.table-total').filter({ hasText: 'Still to pay' })).toContainText('$ 0')
  await expect(phone.rounds().filter({ hasText: 'Paid' })).toHaveCount(2)
  await expect(bill.getByRole('button', { name: /Pay the bill/ })).toHaveCount(0)
  expect((await openSession(page, table)).bill).toMatchObject({ due: '0.00', paid: session.total })
})
