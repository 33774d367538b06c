import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PriceResult } from '../../src/domain/pricing/priceOrder'
import { sessionBill } from '../../src/domain/table/sessionBill'

/** The bill of a table session (issue 37): the rounds' stored price results, summed. */

function result(price: string, extra: Partial<PriceResult> = {}): PriceResult {
  return {
    total: price,
    subtotal: price,
    lunchbox: '0.00',
    service: '10%',
    serviceCharge: '0.00',
    deliveryFee: '0.00',
    all: price,
    discount: '0.00',
    discountReason: 'none',
    memberDiscountResult: '0.00',
    couponCanUsePrice: price,
    coupon: '0.00',
    couponReason: null,
    decimal: '0.00',
    price,
    ...extra,
  }
}

describe('sessionBill', () => {
  it('sums every money field of the rounds that stand; a cancelled round counts nothing', () => {
    const bill = sessionBill([
      { status: 0, priceResult: result('38.50', { serviceCharge: '3.50', decimal: '-0.40' }) },
      { status: 2, priceResult: result('0.10', { lunchbox: '2.00', decimal: '0.30' }) },
      { status: 6, priceResult: result('100.00') },
      { status: 7, priceResult: result('50.00') },
    ])
    expect(bill).toMatchObject({
      price: '38.60',
      total: '38.60',
      lunchbox: '2.00',
      serviceCharge: '3.50',
      decimal: '-0.10',
      service: '10%',
      discountReason: 'none',
    })
  })

  it('keeps what all rounds share and drops what differs', () => {
    const bill = sessionBill([
      { status: 0, priceResult: result('1.00', { service: '10%', discountReason: 'threshold' }) },
      { status: 0, priceResult: result('2.00', { service: '5%', discountReason: 'none' }) },
    ])
    expect(bill.service).toBe('')
    expect(bill.discountReason).toBeNull()
  })

  it('a session with no round owes 0.00', () => {
    expect(sessionBill([]).price).toBe('0.00')
  })

  it('the bill is exactly the sum of the round prices, in cents (no float drift)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99_999_99 }), { maxLength: 30 }), (cents) => {
        const rounds = cents.map((value) => ({
          status: 0,
          priceResult: result(new Decimal(value).div(100).toFixed(2)),
        }))
        const expected = cents.reduce((sum, value) => sum + BigInt(value), 0n)
        expect(sessionBill(rounds).price).toBe(new Decimal(expected.toString()).div(100).toFixed(2))
      }),
    )
  })
})
