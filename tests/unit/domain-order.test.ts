import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AddOrderParams, CancelOrderParams, MemberOrderListParams } from '../../src/domain/contract/order'
import { isDeliveredOrderType } from '../../src/domain/menu/types'
import { orderTypeFitsMenu } from '../../src/domain/order/orderTypes'
import { chooseDiscountRule } from '../../src/domain/orderPricing'
import { dinerMayCancel, isCancelledStatus, isOrderOver } from '../../src/domain/orderStatus'
import { isSlotOpen } from '../../src/domain/timeSlots'
import { cartLine as fixtureLine } from './helpers/menuFixtures'
import { orderOf, ruleOf } from './pricingBuilders'

/** The order rules shared by the checkout and the server: src/domain/contract/order.ts, orderStatus.ts, orderPricing.ts. */

const line = (total: string, number = 1) => ({
  posFid: 'P1',
  number,
  total,
  lunchboxPrice: '0.00',
  serviceCharge: 1,
  ablediscount: 1,
})

describe('chooseDiscountRule', () => {
  const input = { ...orderOf({ lines: [line('100.00')] }) }
  const { discountRule: _none, ...withoutRule } = input

  it('takes the rule that takes the most off, the first on a tie', () => {
    const fixed = { ...ruleOf({ type: 0, amount: '10.00', placeOrderType: '2' }), id: 1 }
    const percent = { ...ruleOf({ type: 1, discountValue: '15.00', placeOrderType: '2' }), id: 2 }
    const same = { ...ruleOf({ type: 0, amount: '15.00', placeOrderType: '2' }), id: 3 }
    const { rule, result } = chooseDiscountRule(withoutRule, [fixed, percent, same])
    expect(rule?.id).toBe(2)
    expect(result.discount).toBe('15.00')
    expect(result.price).toBe('85.00')
  })

  it('gives no rule, with the first rule’s reason, when none applies', () => {
    const pickupOnly = { ...ruleOf({ type: 0, amount: '10.00', placeOrderType: '3' }), id: 1 }
    const highThreshold = {
      ...ruleOf({ type: 0, amount: '10.00', placeOrderType: '2', restrictionAmount: '500.00' }),
      id: 2,
    }
    const { rule, result } = chooseDiscountRule(withoutRule, [pickupOnly, highThreshold])
    expect(rule).toBeNull()
    expect(result).toMatchObject({ discount: '0.00', discountReason: 'orderType', price: '100.00' })
    expect(chooseDiscountRule(withoutRule, []).result.discountReason).toBe('none')
  })
})

describe('order types and menus', () => {
  it('places delivery from the delivery and cold-chain menus, pick-up from 7 and 10, cold-chain from 5, a table round from 4', () => {
    expect(orderTypeFitsMenu(1, 1)).toBe(true)
    expect(orderTypeFitsMenu(1, 5)).toBe(true)
    expect(orderTypeFitsMenu(8, 5)).toBe(true)
    expect(orderTypeFitsMenu(7, 7)).toBe(true)
    expect(orderTypeFitsMenu(7, 10)).toBe(true)
    // A self-service code's takeout order comes from a pick-up menu.
    expect(orderTypeFitsMenu(2, 7)).toBe(true)
    expect(orderTypeFitsMenu(2, 1)).toBe(false)
    expect(orderTypeFitsMenu(7, 1)).toBe(false)
    expect(orderTypeFitsMenu(8, 1)).toBe(false)
    expect(orderTypeFitsMenu(3, 4)).toBe(true)
    expect(orderTypeFitsMenu(3, 1)).toBe(false)
    expect(orderTypeFitsMenu(1, 4)).toBe(false)
    expect(orderTypeFitsMenu(7, 4)).toBe(false)
  })

  it('delivers order types 1 and 8 only', () => {
    expect([1, 2, 3, 7, 8].filter(isDeliveredOrderType)).toEqual([1, 8])
  })
})

describe('isSlotOpen', () => {
  const now = new Date('2026-03-02T04:00:00.000Z')
  const at = (minutes: number) => ({
    type: 1 as const,
    time: new Date(now.getTime() + minutes * 60_000).toISOString(),
  })

  it('takes as soon as possible, a running slot and one to come; not an ended one or one over 7 days ahead', () => {
    expect(isSlotOpen({ type: 0 }, now, 15)).toBe(true)
    expect(isSlotOpen(at(-10), now, 15)).toBe(true)
    expect(isSlotOpen(at(-15), now, 15)).toBe(false)
    expect(isSlotOpen(at(30), now, 15)).toBe(true)
    expect(isSlotOpen(at(7 * 24 * 60), now, 15)).toBe(true)
    expect(isSlotOpen(at(7 * 24 * 60 + 1), now, 15)).toBe(false)
  })
})

describe('order status', () => {
  it('lets the diner cancel only before the merchant confirms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(dinerMayCancel)).toEqual([0, 1])
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isCancelledStatus)).toEqual([6, 7])
  })

  it('counts an order over once taken or served, completed or cancelled', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isOrderOver)).toEqual([4, 5, 6, 7])
  })
})

describe('order call parameters', () => {
  const cartLine = fixtureLine(1, {
    price: '10.00',
    productName: '',
    productName1: '',
    productName2: '',
    serviceCharge: 1,
    onTime: 0,
  })
  const order = {
    brandId: 1,
    restaurantId: 1,
    orderType: 7,
    menuType: 7,
    lines: [cartLine],
    payType: 1,
    submissionKey: 'key-12345678',
    expectedPrice: '10.00',
  }

  it('fills the defaults: as soon as possible, one person, no remark', () => {
    expect(v.parse(AddOrderParams, order)).toMatchObject({ timeSlot: { type: 0 }, persons: 1, remark: '' })
  })

  it('keeps a remark of 50 characters once emoji are gone, refuses 51', () => {
    expect(v.parse(AddOrderParams, { ...order, remark: ` ${'a'.repeat(50)}🍜 ` }).remark).toBe('a'.repeat(50))
    expect(v.safeParse(AddOrderParams, { ...order, remark: 'a'.repeat(51) }).success).toBe(false)
  })

  it('refuses a remark by its length before counting its characters: 50 of 3,001 units are too long', () => {
    const accented = `e${'\u0301'.repeat(3_000)}`
    expect(v.safeParse(AddOrderParams, { ...order, remark: accented.repeat(50) }).success).toBe(false)
    // 50 letters with a few accents each, and emoji around them, still fit.
    const remark = `${'e\u0301\u0308'.repeat(50)}${'👨‍👩‍👧'.repeat(20)}`
    expect(v.parse(AddOrderParams, { ...order, remark }).remark).toBe('e\u0301\u0308'.repeat(50))
  })

  it('refuses an empty cart, a negative or fractional quantity, a short key, a pay type other than 1', () => {
    expect(v.safeParse(AddOrderParams, { ...order, lines: [] }).success).toBe(false)
    expect(v.safeParse(AddOrderParams, { ...order, lines: [{ ...cartLine, number: -1 }] }).success).toBe(
      false,
    )
    expect(v.safeParse(AddOrderParams, { ...order, lines: [{ ...cartLine, number: 1.5 }] }).success).toBe(
      false,
    )
    expect(v.safeParse(AddOrderParams, { ...order, submissionKey: 'short' }).success).toBe(false)
    expect(v.safeParse(AddOrderParams, { ...order, payType: 2 }).success).toBe(false)
  })

  it('reads the order list’s query: page 1 of 20, every order type by default, a list of types', () => {
    expect(v.parse(MemberOrderListParams, {})).toMatchObject({
      pageIndex: 1,
      pageSize: 20,
      orderTypeList: [9],
    })
    expect(v.parse(MemberOrderListParams, { pageIndex: '2', orderTypeList: '1,7' })).toMatchObject({
      pageIndex: 2,
      orderTypeList: [1, 7],
    })
    expect(v.safeParse(MemberOrderListParams, { pageSize: '51' }).success).toBe(false)
  })

  it('takes only the cancel status', () => {
    expect(v.parse(CancelOrderParams, { orderId: '5' })).toEqual({ orderId: 5, status: 6 })
    expect(v.parse(CancelOrderParams, { orderId: 5, status: '6' })).toEqual({ orderId: 5, status: 6 })
    expect(v.safeParse(CancelOrderParams, { orderId: 5, status: 8 }).success).toBe(false)
  })
})
