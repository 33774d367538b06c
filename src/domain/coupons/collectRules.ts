/**
 * What a member may still collect of a coupon in the coupon centre (SPEC §1 "coupons collect"): the
 * copies left of the template's total and the member's own limit. One rule for the server's refusal
 * and the centre's "you can collect 2, you have 1".
 */

/** Why a coupon cannot be collected now; null when it can. */
export type CollectBlock = 'soldOut' | 'limitReached' | null

export type CollectCounts = {
  /** Copies left of the total (copiesLeft); null unlimited. */
  left: number | null
  /** Copies one member may ever get. */
  limit: number
  /** Copies this member got (collected or by promo code), whatever became of them. */
  held: number
}

/** Copies left of the total, or null when the total is unlimited. */
export function copiesLeft(totalQuantity: number, issuedQuantity: number): number | null {
  return totalQuantity === 0 ? null : Math.max(0, totalQuantity - issuedQuantity)
}

/** Whether the member may collect one more copy: the member's limit first, then the stock. */
export function collectBlock(counts: CollectCounts): CollectBlock {
  if (counts.held >= counts.limit) return 'limitReached'
  if (counts.left === 0) return 'soldOut'
  return null
}
