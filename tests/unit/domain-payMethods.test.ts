import { describe, expect, it } from 'vitest'
import type { BrowserTraits } from '../../src/domain/device'
import { checkPayment, type PaymentTypeRecord, payMethodList } from '../../src/domain/payMethods'
import { payTypeCardName } from '../../src/domain/payTypes'

const PHONE: BrowserTraits = { desktop: false, safari: false }
const IPHONE_SAFARI: BrowserTraits = { desktop: false, safari: true }
const DESKTOP: BrowserTraits = { desktop: true, safari: false }
const MAC_SAFARI: BrowserTraits = { desktop: true, safari: true }

const type = (id: number, fields: Partial<PaymentTypeRecord> = {}): PaymentTypeRecord => ({
  id,
  isdefault: 0,
  show: 1,
  img: `/img/${id}.png`,
  payName: null,
  ...fields,
})

/** A restaurant offering a bit of everything: Apple Pay first, cash, PC-only, Google Pay, an H5 wallet. */
const RESTAURANT: PaymentTypeRecord[] = [
  type(10), // Apple Pay
  type(1, { payName: 'Cash on delivery' }),
  type(32), // YedPay Alipay PC (desktop only)
  type(1021), // Google Pay
  type(28), // Qfpay PC (desktop only)
  type(20), // PayMe
]

describe('payment method list (SPEC §5)', () => {
  it.each<[string, BrowserTraits, string, number[], number | null, 'applePayMinimum' | null]>([
    ['phone, Chrome', PHONE, '38.50', [1, 1021, 20], 1, null],
    ['phone, Safari, 38.50', IPHONE_SAFARI, '38.50', [10, 1, 1021, 20], 1, null],
    ['phone, Safari, exactly 4', IPHONE_SAFARI, '4', [10, 1, 1021, 20], 1, null],
    [
      'phone, Safari, 3.99: Apple Pay hidden with its reason',
      IPHONE_SAFARI,
      '3.99',
      [1, 1021, 20],
      1,
      'applePayMinimum',
    ],
    ['phone, Chrome, 3.99: Apple Pay hidden, nothing to say', PHONE, '3.99', [1, 1021, 20], 1, null],
    ['desktop, Chrome: PC-only methods too', DESKTOP, '38.50', [1, 32, 1021, 28, 20], 1, null],
    ['desktop, Safari', MAC_SAFARI, '38.50', [10, 1, 32, 1021, 28, 20], 1, null],
  ])('%s', (_, device, amount, ids, selected, applePayHidden) => {
    const list = payMethodList(RESTAURANT, amount, device)
    expect(list.methods.map((method) => method.id)).toEqual(ids)
    expect(list.selected).toBe(selected)
    expect(list.applePayHidden).toBe(applePayHidden)
  })

  it.each<[string, PaymentTypeRecord[], BrowserTraits, number | null]>([
    ['the default when it is listed', [type(1), type(20, { isdefault: 1 })], PHONE, 20],
    ['the default given as true', [type(1), type(20, { isdefault: true })], PHONE, 20],
    [
      'the first of two defaults',
      [type(1), type(20, { isdefault: 1 }), type(8, { isdefault: 1 })],
      PHONE,
      20,
    ],
    ['Apple Pay when it is the default and listed', [type(1), type(37, { isdefault: 1 })], IPHONE_SAFARI, 37],
    [
      'the first but Apple Pay when the default is not listed',
      [type(37), type(32, { isdefault: 1 }), type(8)],
      IPHONE_SAFARI,
      8,
    ],
    [
      'the first but Apple Pay when the default is hidden',
      [type(10), type(20, { isdefault: 1, show: 0 }), type(8)],
      IPHONE_SAFARI,
      8,
    ],
    ['nothing when Apple Pay is all there is', [type(10), type(37)], IPHONE_SAFARI, null],
    ['nothing when nothing is listed', [], PHONE, null],
  ])('preselects %s', (_, types, device, selected) => {
    expect(payMethodList(types, '20', device).selected).toBe(selected)
  })

  it('lists only shown, known types, each once, in the restaurant order', () => {
    const types = [
      type(8, { show: 0 }),
      type(999),
      type(0),
      type(6, { show: true }),
      type(1),
      type(6, { payName: 'again' }),
      type(1019),
    ]
    expect(payMethodList(types, '20', PHONE).methods).toEqual([
      { id: 6, group: 'alipayHk', name: 'Alipay HK', img: '/img/6.png', asCard: false },
      { id: 1, group: 'cash', name: null, img: '/img/1.png', asCard: false },
      // "A further group": no name of its own (the screen says online payment).
      { id: 1019, group: 'further', name: null, img: '/img/1019.png', asCard: false },
    ])
  })

  it.each<[string, BrowserTraits, string, string | null, boolean]>([
    ['as Google Pay on a phone outside Safari', PHONE, 'GPay', '/img/38.png', false],
    ['as Visa / Mastercard on desktop', DESKTOP, 'Visa / Mastercard', null, true],
    ['as Visa / Mastercard in Safari', IPHONE_SAFARI, 'Visa / Mastercard', null, true],
  ])('shows Google Pay %s', (_, device, name, img, asCard) => {
    const [method] = payMethodList([type(38, { payName: 'GPay' })], '20', device).methods
    expect(method).toEqual({ id: 38, group: 'googlePay', name, img, asCard })
  })

  it("prefers the restaurant's name to the group's, and ignores a blank one", () => {
    const methods = payMethodList(
      [type(20, { payName: ' PayMe (HSBC) ' }), type(8, { payName: '  ' })],
      '20',
      PHONE,
    ).methods
    expect(methods.map((method) => method.name)).toEqual(['PayMe (HSBC)', 'Alipay'])
  })

  describe('never two methods that read the same', () => {
    // The demo restaurants: the card method (QFPay Visa / Mastercard) as the default, Google Pay after it.
    const CARDS_AND_GOOGLE_PAY = [type(42), type(40, { isdefault: 1 }), type(21), type(1)]

    it.each<[string, BrowserTraits, number[], number]>([
      ['desktop: Google Pay reads as the cards, the default card method stays', DESKTOP, [42, 40, 1], 40],
      ['Safari: likewise', IPHONE_SAFARI, [42, 40, 1], 40],
      ['phone outside Safari: Google Pay reads as itself, both stay', PHONE, [42, 40, 21, 1], 40],
    ])('%s', (_, device, ids, selected) => {
      const list = payMethodList(CARDS_AND_GOOGLE_PAY, '20', device)
      expect(list.methods.map((method) => method.id)).toEqual(ids)
      expect(list.selected).toBe(selected)
      const labels = list.methods.map((method) => method.name)
      expect(new Set(labels).size).toBe(labels.length)
    })

    it('keeps the default of the two in the place of the first', () => {
      const list = payMethodList([type(21), type(1), type(40, { isdefault: 1 })], '20', DESKTOP)
      expect(list.methods.map((method) => method.id)).toEqual([40, 1])
      expect(list.selected).toBe(40)
    })

    it('keeps the first of two when neither is the default, whatever the case and spaces', () => {
      const list = payMethodList(
        [type(20, { payName: 'Wallet' }), type(8, { payName: ' wallet ' }), type(1, { isdefault: 1 })],
        '20',
        PHONE,
      )
      expect(list.methods.map((method) => method.id)).toEqual([20, 1])
      expect(list.selected).toBe(1)
    })

    it('counts two unnamed online methods as one "Online payment"', () => {
      const list = payMethodList([type(19), type(1019), type(1)], '20', PHONE)
      expect(list.methods.map((method) => method.id)).toEqual([19, 1])
    })
  })

  it('names the cards of Google Pay only', () => {
    expect([1021, 21, 38].map(payTypeCardName)).toEqual([
      'Visa / Mastercard',
      'Visa / Mastercard',
      'Visa / Mastercard',
    ])
    expect([10, 40, 1, 999].map(payTypeCardName)).toEqual([null, null, null, null])
  })
})

describe('check before paying', () => {
  it.each<[string, number, string, BrowserTraits | undefined, string | null]>([
    ['cash for 38.50', 1, '38.50', PHONE, null],
    ['an amount of 0', 1, '0', PHONE, 'amountNotPositive'],
    ['an amount of 0.00', 20, '0.00', PHONE, 'amountNotPositive'],
    ['a negative amount', 20, '-5', PHONE, 'amountNotPositive'],
    ['an amount that is not a number', 20, 'abc', PHONE, 'amountNotPositive'],
    ['one cent', 20, '0.01', PHONE, null],
    ['an unknown type', 999, '38.50', PHONE, 'unknownPayType'],
    ['pay type 0', 0, '38.50', undefined, 'unknownPayType'],
    ['Apple Pay for 4 in Safari', 10, '4.00', IPHONE_SAFARI, null],
    ['Apple Pay for 3.99 in Safari', 37, '3.99', IPHONE_SAFARI, 'applePayMinimum'],
    ['Apple Pay for 0 in Safari', 37, '0', IPHONE_SAFARI, 'amountNotPositive'],
    ['Apple Pay outside Safari', 10, '38.50', DESKTOP, 'notOnThisDevice'],
    ['a PC-only method on a phone', 28, '38.50', PHONE, 'notOnThisDevice'],
    ['a PC-only method on desktop', 28, '38.50', DESKTOP, null],
    ['Apple Pay for 3.99 on the server (no browser)', 10, '3.99', undefined, 'applePayMinimum'],
    ['a PC-only method on the server (no browser)', 32, '38.50', undefined, null],
  ])('%s', (_, payType, amount, device, refusal) => {
    expect(checkPayment(payType, amount, device)).toBe(refusal)
  })
})
