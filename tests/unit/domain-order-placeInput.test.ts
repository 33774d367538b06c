import { describe, expect, it } from 'vitest'
import { limitsDependOnPersons } from '../../src/domain/menu/limits'
import { LIMIT_TYPE, ORDER_TYPE } from '../../src/domain/menu/types'
import { type PlaceChoices, placeInputOf } from '../../src/domain/order/placeInput'
import { makeUpLine } from '../../src/domain/pricing/orderMinimum'

// A real cart line (the make-up line is the one a test can make without a menu).
const line = makeUpLine('24.00', 2)

const choices = (over: Partial<PlaceChoices> = {}): PlaceChoices => ({
  brandId: 1,
  restaurantId: 2,
  orderType: ORDER_TYPE.shop,
  menuType: 1,
  lines: [line],
  expectedPrice: '24.00',
  delivered: true,
  addressId: 5,
  slot: { type: 0, deliveryCharge: '8.00', label: 'immediately' },
  persons: 2,
  remark: 'No onions',
  memberCouponId: null,
  payType: 1,
  // 2026-12-06 03:00 UTC is 11:00 in Hong Kong: that business day.
  now: Date.UTC(2026, 11, 6, 3),
  ...over,
})

describe('placeInputOf', () => {
  it('makes the addOrder2 input of what the diner chose', () => {
    expect(placeInputOf(choices({ memberCouponId: 9 }))).toEqual({
      brandId: 1,
      restaurantId: 2,
      orderType: ORDER_TYPE.shop,
      menuType: 1,
      lines: [line],
      addressId: 5,
      timeSlot: { type: 0 },
      persons: 2,
      remark: 'No onions',
      memberCouponId: 9,
      payType: 1,
      expectedPrice: '24.00',
      businessDay: '2026-12-06',
    })
  })

  it('sends a chosen time range, and no address for pick-up', () => {
    const time = '2026-12-06T12:30:00+08:00'
    const input = placeInputOf(
      choices({
        orderType: ORDER_TYPE.pickup,
        delivered: false,
        slot: { type: 1, time, deliveryCharge: '0.00', label: 'range' },
      }),
    )
    expect(input?.timeSlot).toEqual({ type: 1, time })
    expect(input).not.toHaveProperty('addressId')
    expect(input).not.toHaveProperty('memberCouponId')
  })

  it('gives nothing for an order type addOrder2 does not take, no lines or no payment method', () => {
    expect(placeInputOf(choices({ orderType: ORDER_TYPE.scan }))).toBeNull()
    expect(placeInputOf(choices({ lines: [] }))).toBeNull()
    expect(placeInputOf(choices({ payType: null }))).toBeNull()
  })
})

describe('limitsDependOnPersons', () => {
  const unlimited = { limitType: 0, limitAmount: 0 }
  it('is true when a category or a dish has a limit counted per guest', () => {
    expect(limitsDependOnPersons([{ ...unlimited, foods: [unlimited] }])).toBe(false)
    expect(
      limitsDependOnPersons([{ limitType: LIMIT_TYPE.perPerson, limitAmount: 2, foods: [unlimited] }]),
    ).toBe(true)
    expect(
      limitsDependOnPersons([
        { ...unlimited, foods: [{ limitType: LIMIT_TYPE.sentInOrder, limitAmount: 1 }] },
      ]),
    ).toBe(true)
  })

  it('ignores a limit type without an amount', () => {
    expect(limitsDependOnPersons([{ limitType: LIMIT_TYPE.perPerson, limitAmount: 0, foods: [] }])).toBe(
      false,
    )
  })
})
