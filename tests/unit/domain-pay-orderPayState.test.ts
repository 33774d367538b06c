import { describe, expect, it } from 'vitest'
import type { OrderPayment } from '../../src/domain/contract/order'
import { orderPayState } from '../../src/domain/pay/orderPayState'

const ONLINE = 2
const LATER = 1
const attempt = (fields: Partial<OrderPayment>): OrderPayment => ({
  status: 2,
  payType: 1003,
  payTypeName: 'Visa / Mastercard',
  amount: '50.00',
  paidAt: '2026-12-06T07:30:00.000Z',
  refundProgress: null,
  ...fields,
})

describe('what the order detail says of its payment', () => {
  it('a pay-later order is paid later, whatever it holds', () => {
    expect(orderPayState({ orderPayType: LATER, payment: null })).toEqual({ kind: 'later' })
  })

  it('an online order without an attempt, or a copy kept before orders had one, is not paid', () => {
    expect(orderPayState({ orderPayType: ONLINE, payment: null })).toEqual({ kind: 'unpaid' })
    expect(orderPayState({ orderPayType: ONLINE })).toEqual({ kind: 'unpaid' })
  })

  it('paid: the amount, the method and the time', () => {
    expect(orderPayState({ orderPayType: ONLINE, payment: attempt({}) })).toEqual({
      kind: 'paid',
      payType: 1003,
      amount: '50.00',
      paidAt: '2026-12-06T07:30:00.000Z',
    })
  })

  it('a refund under way, then done, with the amount', () => {
    expect(orderPayState({ orderPayType: ONLINE, payment: attempt({ refundProgress: 7 }) })).toEqual({
      kind: 'refunding',
      payType: 1003,
      amount: '50.00',
    })
    expect(orderPayState({ orderPayType: ONLINE, payment: attempt({ refundProgress: 5 }) })).toEqual({
      kind: 'refunded',
      payType: 1003,
      amount: '50.00',
    })
  })

  it('an attempt under way is in progress; a failed or cancelled one leaves the order not paid', () => {
    for (const status of [0, 1, 4])
      expect(orderPayState({ orderPayType: ONLINE, payment: attempt({ status, paidAt: null }) }).kind).toBe(
        'paying',
      )
    for (const status of [3, 5])
      expect(orderPayState({ orderPayType: ONLINE, payment: attempt({ status, paidAt: null }) }).kind).toBe(
        'unpaid',
      )
  })
})
