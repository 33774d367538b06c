import { compareMoney } from './money'
import { type PriceResult, priceOrder } from './pricing/priceOrder'
import type { DiscountRule, PriceInput } from './pricing/schemas'

/**
 * Which of the brand's discount rules an order gets, when several are live (SPEC §3 names one rule
 * per order; docs/pricing.md prices with the one given). Interpretation: the rule that takes the
 * most off this order; on a tie the one listed first (the server lists them by id). When none
 * applies, the result carries the first rule's reason. Used by the
 * server when it prices an order and by the checkout to show the same figures.
 */
export function chooseDiscountRule<R extends DiscountRule>(
  input: Omit<PriceInput, 'discountRule'>,
  rules: readonly R[],
): { rule: R | null; result: PriceResult } {
  // The rule is chosen without the coupon: no coupon changes what a rule takes off.
  let best: { rule: R; discount: string } | null = null
  for (const rule of rules) {
    const { discount, discountReason } = priceOrder({ ...input, coupon: null, discountRule: rule })
    if (discountReason !== null) continue
    if (best === null || compareMoney(discount, best.discount) > 0) best = { rule, discount }
  }
  // None applies: the first rule's reason ('orderType', 'threshold') says why, 'none' without rules.
  if (!best) return { rule: null, result: priceOrder({ ...input, discountRule: rules[0] ?? null }) }
  const result = priceOrder({ ...input, discountRule: best.rule })
  // An exclusive coupon drops the rule (discountReason 'exclusive'): the order keeps none.
  return { rule: result.discountReason === null ? best.rule : null, result }
}
