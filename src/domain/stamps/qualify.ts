import { compareMoney } from '../money'

/**
 * Stamp cards (issue 39 item 3): which completed orders earn a stamp on a brand's card. Shared by
 * the server (server/services/member/stampLedger.ts) and the account screen, which says it in words.
 */

/** What a card asks of an order: its order types (SPEC §4 codes; empty: every type) and a minimum spend. */
export type StampRule = { orderTypes: readonly number[]; minSpend: string }

/** What the rule reads of an order: its type and what it cost after discounts and coupons (its price). */
export type StampOrder = { orderType: number; price: string }

/** Whether a completed order earns a stamp on the card: an order type it names, and at least the minimum spend. */
export function orderEarnsStamp(rule: StampRule, order: StampOrder): boolean {
  if (rule.orderTypes.length > 0 && !rule.orderTypes.includes(order.orderType)) return false
  return compareMoney(order.price, rule.minSpend) >= 0
}
