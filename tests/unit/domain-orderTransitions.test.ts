import { describe, expect, it } from 'vitest'
import {
  isUnpaidOnline,
  type MoveOutcome,
  refundMove,
  refundOnCancel,
  staffCancelMove,
  staffStatusMove,
  trackingMove,
} from '../../src/domain/orderTransitions'

/** The merchant's moves (src/domain/orderTransitions.ts), table by table. */

const ok: MoveOutcome = { ok: true, changed: true }
const same: MoveOutcome = { ok: true, changed: false }
const no = (refusal: string) => ({ ok: false, refusal })

const PICKUP = 7
const DELIVERY = 1
const COLD_CHAIN = 8
const cash = (status: number, orderType = PICKUP) => ({ status, orderType, orderPayType: 1 })
const online = (status: number, orderType = PICKUP) => ({ status, orderType, orderPayType: 2 })

describe('staffStatusMove', () => {
  it.each([
    // from, to, outcome
    [cash(0), 8, ok],
    [cash(1), 8, ok],
    [online(1), 8, ok],
    [online(0), 8, no('unpaid')],
    [online(0), 2, no('unpaid')],
    [cash(0), 2, no('notConfirmed')],
    [cash(1), 5, no('notConfirmed')],
    [cash(8), 2, ok],
    [cash(8), 3, ok],
    [cash(8), 5, ok],
    [cash(2), 3, ok],
    [cash(3), 4, ok],
    [cash(4), 5, ok],
    [cash(3), 2, no('backwards')],
    [cash(2), 8, no('backwards')],
    [cash(5), 4, no('closed')],
    [cash(6), 8, no('closed')],
    [cash(7), 2, no('closed')],
    [cash(8), 8, same],
    [cash(5), 5, same],
    [cash(0), 0, no('notStaffStatus')],
    [cash(0), 1, no('notStaffStatus')],
    [cash(8), 6, no('notStaffStatus')],
    [cash(8), 7, no('notStaffStatus')],
    [cash(8), 9, no('notStaffStatus')],
    [cash(42), 5, no('notStaffStatus')],
  ])('%o → %i', (order, target, outcome) => {
    expect(staffStatusMove(order, target)).toEqual(outcome)
  })
})

describe('staffCancelMove and refundOnCancel', () => {
  it.each([
    [cash(0), ok, null],
    [cash(8), ok, null],
    [cash(4), ok, null],
    [online(0), ok, null],
    [online(1), ok, 7],
    [online(3), ok, 7],
    [cash(6), same, null],
    [cash(7), same, null],
    // A completed order is refunded by the merchant's cancel (its points are taken back).
    [cash(5), ok, null],
    [online(5), ok, 7],
  ])('%o: %o, refund %o', (order, outcome, refund) => {
    expect(staffCancelMove(order)).toEqual(outcome)
    expect(refundOnCancel(order)).toBe(refund)
  })

  it('knows an unpaid online order', () => {
    expect(isUnpaidOnline(online(0))).toBe(true)
    expect(isUnpaidOnline(online(1))).toBe(false)
    expect(isUnpaidOnline(cash(0))).toBe(false)
  })
})

describe('refundMove', () => {
  it.each([
    [{ ...online(6), refundProgress: 7 }, 5, ok],
    [{ ...online(6), refundProgress: 7 }, 7, same],
    [{ ...online(6), refundProgress: 5 }, 5, same],
    [{ ...online(6), refundProgress: 5 }, 7, no('refundOrder')],
    [{ ...online(6), refundProgress: 7 }, 3, no('refundOrder')],
    [{ ...online(6), refundProgress: null }, 5, no('noRefund')],
    [{ ...online(3), refundProgress: 7 }, 5, no('noRefund')],
    [{ ...cash(6), refundProgress: null }, 5, no('noRefund')],
  ])('%o → %i', (order, target, outcome) => {
    expect(refundMove(order, target)).toEqual(outcome)
  })
})

describe('trackingMove', () => {
  it.each([
    // order, last state, next state, outcome
    [cash(8, DELIVERY), null, 1, ok],
    [cash(2, DELIVERY), null, 2, ok],
    [cash(3, COLD_CHAIN), 1, 2, ok],
    [cash(3, DELIVERY), 2, 3, ok],
    [cash(3, DELIVERY), 3, 5, ok],
    [cash(3, DELIVERY), 5, 6, ok],
    [cash(3, DELIVERY), 2, 7, ok],
    [cash(3, DELIVERY), 4, 7, ok],
    [cash(3, DELIVERY), 7, 7, ok],
    [cash(3, DELIVERY), 7, 3, ok],
    [cash(3, DELIVERY), 1, 7, no('trackingOrder')],
    [cash(3, DELIVERY), null, 7, no('trackingOrder')],
    [cash(3, DELIVERY), 6, 7, no('trackingOrder')],
    [cash(3, DELIVERY), 6, 6, no('trackingOrder')],
    [cash(3, DELIVERY), 4, 3, no('trackingOrder')],
    [cash(3, DELIVERY), 4, 4, no('trackingOrder')],
    [cash(3, DELIVERY), null, 0, no('trackingOrder')],
    [cash(3, DELIVERY), null, 8, no('trackingOrder')],
    [cash(3, PICKUP), null, 1, no('notDelivered')],
    [cash(0, DELIVERY), null, 1, no('notDelivered')],
    [cash(1, DELIVERY), null, 1, no('notDelivered')],
    [cash(4, DELIVERY), 5, 6, no('notDelivered')],
    [cash(5, DELIVERY), null, 1, no('notDelivered')],
    [cash(6, DELIVERY), null, 1, no('notDelivered')],
  ])('%o after %o → %i', (order, last, next, outcome) => {
    expect(trackingMove(order, last, next)).toEqual(outcome)
  })
})
