import { and, asc, desc, eq } from 'drizzle-orm'
import { earnStamp, reverseStamp, type StampState } from '../../../src/domain/stamps/completion'
import { orderEarnsStamp } from '../../../src/domain/stamps/qualify'
import type { Database } from '../../db/open'
import {
  MEMBER_COUPON_SOURCE,
  MEMBER_COUPON_STATUS,
  memberCoupons,
  memberStampCards,
  type orders,
  STAMP_ENTRY_KIND,
  STAMP_REWARD_STATUS,
  stampCards,
  stampEntries,
  stampRewards,
} from '../../db/schema'
import { issueOwedCoupon } from '../order/memberCoupons'

/**
 * The stamp ledger (issue 39 item 3; rules in src/domain/stamps/). Called beside the points ledger
 * in the staff's completion and refund of an order, with the order row locked. Each card's change
 * locks the member's member_stamp_cards row (created on the first stamp), so 20 orders of one
 * member completing at once queue on it: each stamp counts once, and the card fills exactly when
 * the rules say. An entry per order, card and kind (unique) makes a retry change nothing.
 */

type OrderRef = Pick<typeof orders.$inferSelect, 'id' | 'memberId' | 'brandId' | 'orderType' | 'price'>
type Card = typeof stampCards.$inferSelect

/** The member's state on the card, its row locked until the transaction ends (created empty first). */
async function lockedState(tx: Database, memberId: number, cardId: number, now: Date): Promise<StampState> {
  await tx.insert(memberStampCards).values({ memberId, cardId, updatedAt: now }).onConflictDoNothing()
  const [row] = await tx
    .select({ stamps: memberStampCards.stamps, debt: memberStampCards.debt })
    .from(memberStampCards)
    .where(and(eq(memberStampCards.memberId, memberId), eq(memberStampCards.cardId, cardId)))
    .for('update')
  return row!
}

async function saveState(tx: Database, memberId: number, cardId: number, state: StampState, now: Date) {
  await tx
    .update(memberStampCards)
    .set({ ...state, updatedAt: now })
    .where(and(eq(memberStampCards.memberId, memberId), eq(memberStampCards.cardId, cardId)))
}

/** Whether the order has an entry of this kind on the card (read under the member's card lock). */
async function hasEntry(tx: Database, orderId: number, cardId: number, kind: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: stampEntries.id })
    .from(stampEntries)
    .where(
      and(eq(stampEntries.orderId, orderId), eq(stampEntries.cardId, cardId), eq(stampEntries.kind, kind)),
    )
    .limit(1)
  return row !== undefined
}

async function addEntry(
  tx: Database,
  memberId: number,
  card: Card,
  orderId: number,
  kind: string,
  now: Date,
) {
  await tx.insert(stampEntries).values({ memberId, cardId: card.id, orderId, kind, createdAt: now })
}

/**
 * The order completed: a stamp on each of the brand's cards it qualifies for (order type, minimum
 * spend), once. A card that fills issues its reward coupon into the wallet and starts again.
 */
export async function earnOrderStamps(tx: Database, order: OrderRef, now: Date): Promise<void> {
  // In card order, as the refund below: two transactions of one member lock the cards alike.
  const cards = await tx
    .select()
    .from(stampCards)
    .where(eq(stampCards.brandId, order.brandId))
    .orderBy(asc(stampCards.id))
  for (const card of cards) {
    if (!orderEarnsStamp({ orderTypes: card.orderTypes, minSpend: card.minSpend }, order)) continue
    const state = await lockedState(tx, order.memberId, card.id, now)
    if (await hasEntry(tx, order.id, card.id, STAMP_ENTRY_KIND.earned)) continue
    const outcome = earnStamp(state, card.stampsNeeded)
    await addEntry(tx, order.memberId, card, order.id, STAMP_ENTRY_KIND.earned, now)
    await saveState(tx, order.memberId, card.id, outcome.state, now)
    if (!outcome.reward) continue
    const memberCouponId = await issueOwedCoupon(
      tx,
      order.memberId,
      card.rewardCouponId,
      now,
      MEMBER_COUPON_SOURCE.stamps,
    )
    await tx.insert(stampRewards).values({
      memberId: order.memberId,
      cardId: card.id,
      orderId: order.id,
      memberCouponId,
      createdAt: now,
    })
  }
}

/**
 * Withdraws the member's latest reward of the card whose coupon is still unspent (in the wallet:
 * not held by an order, not in a gift link, not given away); false when every reward was spent.
 */
async function withdrawUnspentReward(tx: Database, memberId: number, cardId: number): Promise<boolean> {
  const [reward] = await tx
    .select({ id: stampRewards.id, memberCouponId: stampRewards.memberCouponId })
    .from(stampRewards)
    .innerJoin(memberCoupons, eq(memberCoupons.id, stampRewards.memberCouponId))
    .where(
      and(
        eq(stampRewards.memberId, memberId),
        eq(stampRewards.cardId, cardId),
        eq(stampRewards.status, STAMP_REWARD_STATUS.issued),
        eq(memberCoupons.status, MEMBER_COUPON_STATUS.available),
      ),
    )
    .orderBy(desc(stampRewards.id))
    .limit(1)
  if (!reward) return false
  // Conditional on the coupon being still available: an order reserving it at this moment wins.
  const taken = await tx
    .update(memberCoupons)
    .set({ status: MEMBER_COUPON_STATUS.withdrawn })
    .where(
      and(
        eq(memberCoupons.id, reward.memberCouponId),
        eq(memberCoupons.status, MEMBER_COUPON_STATUS.available),
      ),
    )
    .returning({ id: memberCoupons.id })
  if (taken.length === 0) return false
  await tx
    .update(stampRewards)
    .set({ status: STAMP_REWARD_STATUS.withdrawn })
    .where(eq(stampRewards.id, reward.id))
  return true
}

/**
 * A completed order was refunded: the stamp it earned on each card comes off, once
 * (src/domain/stamps/completion.ts reverseStamp: off the current card; else the unspent reward it
 * helped earn is withdrawn and the card goes back one stamp; else it is owed by the next stamps).
 */
export async function reverseOrderStamps(tx: Database, order: OrderRef, now: Date): Promise<void> {
  const earned = await tx
    .select({ card: stampCards })
    .from(stampEntries)
    .innerJoin(stampCards, eq(stampCards.id, stampEntries.cardId))
    .where(and(eq(stampEntries.orderId, order.id), eq(stampEntries.kind, STAMP_ENTRY_KIND.earned)))
    .orderBy(asc(stampCards.id))
  for (const { card } of earned) {
    const state = await lockedState(tx, order.memberId, card.id, now)
    if (await hasEntry(tx, order.id, card.id, STAMP_ENTRY_KIND.reversed)) continue
    const withdrawn = state.stamps === 0 && (await withdrawUnspentReward(tx, order.memberId, card.id))
    const outcome = reverseStamp(state, card.stampsNeeded, withdrawn)
    await addEntry(tx, order.memberId, card, order.id, STAMP_ENTRY_KIND.reversed, now)
    await saveState(tx, order.memberId, card.id, outcome.state, now)
  }
}
