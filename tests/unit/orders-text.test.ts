import { describe, expect, it } from 'vitest'
import {
  isOnlinePayType,
  orderStatusText,
  orderTypeText,
  paymentText,
  refundText,
  refundTimeText,
} from '../../src/domain/orderText'

/** SPEC §4 texts of the order screens as codes (src/domain/orderText.ts), table by table. */

describe('orderStatusText (SPEC §4 by order type and orderPayType)', () => {
  const cases: [status: number, orderType: number, orderPayType: number, text: string][] = [
    [0, 1, 1, 'waitingConfirmation'],
    [0, 7, 1, 'waitingConfirmation'],
    [0, 1, 2, 'submitOrder'],
    [0, 7, 0, 'submitOrder'],
    [1, 1, 2, 'waitingConfirmation'],
    [2, 1, 1, 'merchantHasOrder'],
    [3, 7, 1, 'waitingMeal'],
    [3, 1, 1, 'inDelivery'],
    [3, 8, 1, 'inDelivery'],
    [3, 3, 1, 'inDelivery'],
    [4, 7, 1, 'mealTaken'],
    [4, 1, 1, 'served'],
    [4, 3, 2, 'served'],
    [5, 1, 1, 'completed'],
    [6, 1, 1, 'cancelled'],
    [7, 7, 2, 'cancelled'],
    [8, 1, 1, 'confirmed'],
    [9, 1, 1, 'unknown'],
    [-1, 1, 1, 'unknown'],
  ]
  it.each(cases)(
    'status %i, order type %i, orderPayType %i reads %s',
    (status, orderType, orderPayType, text) => {
      expect(orderStatusText({ status, orderType, orderPayType })).toBe(text)
    },
  )
})

describe('orderTypeText (SPEC §4 order types)', () => {
  it.each([
    [1, 'delivery'],
    [2, 'takeout'],
    [3, 'scan'],
    [7, 'pickup'],
    [8, 'coldChain'],
    [4, 'other'],
  ])('order type %i is %s', (orderType, text) => {
    expect(orderTypeText(orderType)).toBe(text)
  })
})

describe('refundText (SPEC §4: cancelled orders paid online)', () => {
  const cases: [
    status: number,
    payType: number | null,
    cancelType: number | null,
    refundProgress: number | null,
    text: string | null,
  ][] = [
    // Cancel type 3 (by the system): 7 refund processing, 5 refund completed.
    [6, 1021, 3, 7, 'refundProcessing'],
    [6, 1021, 3, 5, 'refundCompleted'],
    // Cancel types 1 and 2: 7 refunding, 5 refund completed.
    [6, 8, 1, 7, 'refunding'],
    [7, 8, 2, 7, 'refunding'],
    [6, 20, 1, 5, 'refundCompleted'],
    [7, 20, 2, 5, 'refundCompleted'],
    // Cash (pay type 1) and an empty pay type have nothing to refund.
    [6, 1, 1, 7, null],
    [6, 1, 3, 5, null],
    [6, 0, 1, 7, null],
    [6, null, 1, 7, null],
    // Not cancelled: no refund state, whatever the progress says.
    [5, 1021, 3, 7, null],
    [0, 1021, null, null, null],
    // A progress or cancel type SPEC does not name shows nothing.
    [6, 1021, 1, null, null],
    [6, 1021, 1, 3, null],
    [6, 1021, 4, 7, null],
    [6, 1021, null, 7, null],
  ]
  it.each(cases)(
    'status %i, pay type %s, cancel type %s, progress %s → %s',
    (status, payType, cancelType, refundProgress, text) => {
      expect(refundText({ status, payType, cancelType, refundProgress })).toBe(text)
    },
  )
})

describe('refundTimeText (SPEC §4/§8)', () => {
  it.each([
    [1021, 'days5to7'],
    [21, 'workingDays1to3'],
    [38, 'workingDays1to3'],
    [8, 'workingDays1to3'],
    [1020, 'workingDays1to3'],
  ])('pay type %i → %s', (payType, text) => {
    expect(refundTimeText(payType)).toBe(text)
  })
})

describe('paymentText (SPEC §4 payment naming)', () => {
  it.each([
    [1, undefined, { kind: 'cash' }],
    [1, 'Alipay', { kind: 'cash' }],
    [8, 'Alipay', { kind: 'named', name: 'Alipay' }],
    [1021, '  Visa / Master ', { kind: 'named', name: 'Visa / Master' }],
    [1021, '', { kind: 'online' }],
    [1021, '   ', { kind: 'online' }],
    [20, null, { kind: 'online' }],
    [20, undefined, { kind: 'online' }],
  ] as const)('pay type %i named %j', (payType, name, expected) => {
    expect(paymentText(payType, name)).toEqual(expected)
  })
})

describe('isOnlinePayType', () => {
  it.each([
    [1, false],
    [0, false],
    [null, false],
    [undefined, false],
    [-3, false],
    [2, true],
    [1021, true],
  ])('%s → %s', (payType, online) => {
    expect(isOnlinePayType(payType)).toBe(online)
  })
})
