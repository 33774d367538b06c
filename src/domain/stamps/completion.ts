/**
 * How stamps fill a card (issue 39 item 3), as pure steps the server applies under the member's
 * card row lock (server/services/member/stampLedger.ts). One stamp per qualifying completed order.
 *
 * The state of a member's card is the stamps on the card now (0 … needed − 1) and a stamp debt:
 * stamps taken back (refunds) after the card they filled had already turned into a reward that
 * the member spent. The rules, as a loyalty scheme keeps them:
 * - earn: a stamp first pays off the debt; otherwise it goes on the card, and the stamp that fills
 *   the card turns it into one reward coupon and a new, empty card starts;
 * - reverse (a completed order refunded): a stamp comes off the current card when it has one;
 *   on an empty card, the reward the stamp helped earn is withdrawn if it is still unspent (in the
 *   wallet, not held by an order, not given away) and the card goes back to needed − 1 stamps;
 *   if the reward was spent, the stamp becomes debt, taken off the next stamps earned. Nothing
 *   ever goes below 0, and the member never loses a reward already spent.
 * So the rewards kept × needed + stamps − debt is always the net stamps earned, and without debt
 * the rewards kept are floor(net stamps / needed).
 */

/** Fewest and most stamps a card may need. */
export const MIN_STAMPS_NEEDED = 2
export const MAX_STAMPS_NEEDED = 50

/** A member's card: stamps on it now, and stamps owed (always 0 while the card has stamps). */
export type StampState = { stamps: number; debt: number }

/** A stamp earned: the new state, and whether the card filled (one reward to issue). */
export type EarnOutcome = { state: StampState; reward: boolean }

/** A stamp reversed: the new state, and whether the latest unspent reward is to be withdrawn. */
export type ReverseOutcome = { state: StampState; withdrawReward: boolean }

/** A stamp earned on the card (`needed` ≥ MIN_STAMPS_NEEDED). */
export function earnStamp(state: StampState, needed: number): EarnOutcome {
  if (state.debt > 0) return { state: { stamps: state.stamps, debt: state.debt - 1 }, reward: false }
  const stamps = state.stamps + 1
  if (stamps >= needed) return { state: { stamps: 0, debt: 0 }, reward: true }
  return { state: { stamps, debt: 0 }, reward: false }
}

/** A stamp reversed; `unspentReward` whether the member holds an unspent reward of this card. */
export function reverseStamp(state: StampState, needed: number, unspentReward: boolean): ReverseOutcome {
  if (state.stamps > 0)
    return { state: { stamps: state.stamps - 1, debt: state.debt }, withdrawReward: false }
  if (unspentReward) {
    // The card goes back to needed − 1 stamps, less any debt (a spent reward's coupon may have come
    // back to the wallet since: its order was cancelled).
    const settled = Math.min(needed - 1, state.debt)
    return { state: { stamps: needed - 1 - settled, debt: state.debt - settled }, withdrawReward: true }
  }
  return { state: { stamps: 0, debt: state.debt + 1 }, withdrawReward: false }
}
