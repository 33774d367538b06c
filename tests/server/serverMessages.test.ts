import { readdirSync, readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { MESSAGE_KEYS, type MessageKey, translate } from '../../server/i18n/messages'

/**
 * The server's errMsg texts, and the PWA's English catalog (issue 12 item 11): the English is
 * product English, and a message both sides have reads the same in both.
 */

const LOCALES_DIR = new URL('../../src/locales/', import.meta.url)

/** The English the PWA shows for each message id (SPEC's wording), from all its en catalogs. */
async function pwaEnglish(): Promise<Map<string, string>> {
  const po = formatter({ lineNumbers: false })
  const english = new Map<string, string>()
  const dir = new URL('en/', LOCALES_DIR)
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const catalog = (await po.parse(readFileSync(new URL(file, dir), 'utf8'), {} as never)) as Record<
      string,
      { message?: string; translation: string }
    >
    for (const [id, entry] of Object.entries(catalog)) english.set(entry.message ?? id, entry.translation)
  }
  return english
}

/** Server messages the PWA also words, by the PWA's message id (SPEC's own English). */
const SAME_AS_PWA = {
  notFound: 'Unable to access the page, please check the link for errors',
  phoneInvalid: 'Enter a correct Phone Number',
  codeInvalid: 'Verification code error',
  unauthorized: 'Please log in first.',
  receiverEmpty: 'Please enter the name of the consignee',
  contactEmpty: 'Please enter contact information',
  contactInvalid: 'Please enter the correct contact information',
  addressNotChosen: 'Please choose the receiving address',
  detailEmpty: 'Please enter a detailed address',
  nameEmpty: 'Please enter your name',
  shopClosed: 'Shop closed',
  shopBusy: 'Shop in Busy, delivery service not available in this moment',
  shopUnavailable: 'Service not available at the moment, please contact the merchant',
  takeawayNotOpen: 'Takeaway service is not open',
  outOfScope: 'Not in the scope of delivery',
  needAddress: 'Please enter address',
  cannotCancel: 'Order confirmed, cannot cancel',
} as const satisfies Partial<Record<MessageKey, string>>

describe("the server's English messages", () => {
  it('read as the PWA reads the same message', async () => {
    const english = await pwaEnglish()
    for (const [key, pwaId] of Object.entries(SAME_AS_PWA)) {
      expect(english.has(pwaId), pwaId).toBe(true)
      expect([key, translate(key as MessageKey, 'en')]).toEqual([key, english.get(pwaId)])
    }
  })

  it('are sentences: a capital first, no exclamation, no ", please" run-on', () => {
    for (const key of MESSAGE_KEYS) {
      const text = translate(key, 'en')
      expect([key, text]).toEqual([key, expect.stringMatching(/^[A-Z{]/)])
      expect([key, text]).toEqual([key, expect.not.stringMatching(/!|, please/i)])
    }
  })
})
