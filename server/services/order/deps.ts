import type { ConfirmPayResult } from '../../../src/domain/contract/pay'
import type { Locale } from '../../../src/domain/locale'
import type { Database } from '../../db/open'
import type { OrderEventBus } from './events'

/**
 * What the order calls need of the payments (a port): the pay service implements it
 * (server/services/pay/index.ts orderPayments) and server/app.ts wires it in, so that the order
 * service never imports the pay service — pay depends on order, not the other way round.
 */
export interface OrderPayments {
  /** POST order/confirmPay: starts (or answers again) the payment of the member's online order. */
  confirmPay(
    memberId: number,
    input: { orderId: number; payType: number },
    handheld: boolean,
    locale: Locale,
  ): Promise<ConfirmPayResult>
  /** After the diner cancelled an order: its paid payment refunded, one under way closed. Never throws. */
  afterOrderCancelled(orderId: number): Promise<void>
}

/** What the order calls need: the database, the clock, where order changes are published, the payments. */
export type OrderDeps = {
  db: Database
  now: () => Date
  events: OrderEventBus
  payments: OrderPayments
}
