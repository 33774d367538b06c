import { and, eq } from 'drizzle-orm'
import { POINTS_ERR } from '../../../src/domain/contract/points'
import {
  applyPointChange,
  POINT_REASON,
  type PointChange,
  type PointReason,
  pointsForOrder,
} from '../../../src/domain/points'
import type { Database } from '../../db/open'
import { memberBrands, memberLevels, type orders, pointEntries, pointRules } from '../../db/schema'
import { ApiError } from '../../http/errors'

/**
 * The points ledger (src/domain/points.ts has the arithmetic). Every change locks the member's
 * member_brands row (SELECT … FOR UPDATE), computes the outcome from the locked balance, writes the
 * entry and the new balance in the caller's transaction: concurrent exchanges, refunds and
 * completions queue on the row, so the balance is always the sum of the entries and never below 0.
 */

type EntryLink = {
  reason: PointReason
  orderId?: number
  exchangeId?: number
  note?: string
}

export type LedgerResult = { amount: number; balance: number }

/** The member's locked balance in the brand, or null when not a member of it. */
async function lockedBalance(tx: Database, memberId: number, brandId: number): Promise<number | null> {
  const [row] = await tx
    .select({ points: memberBrands.points })
    .from(memberBrands)
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
    .for('update')
  return row ? Number(row.points) : null
}

/**
 * Applies a change to the member's points in `tx` (which must be a transaction): the entry and the
 * balance, or a business error (not a member, insufficient, too large). An entry whose amount is 0
 * (a reversal of points all spent already) is still written: it records what could not be taken.
 */
export async function changePoints(
  tx: Database,
  memberId: number,
  brandId: number,
  change: PointChange,
  link: EntryLink,
  now: Date,
): Promise<LedgerResult> {
  const balance = await lockedBalance(tx, memberId, brandId)
  if (balance === null) throw new ApiError(200, POINTS_ERR.notMember, 'pointsNotMember')
  const outcome = applyPointChange(balance, change)
  if (!outcome.ok) {
    const code = outcome.refusal === 'insufficient' ? POINTS_ERR.insufficient : POINTS_ERR.tooLarge
    throw new ApiError(
      200,
      code,
      outcome.refusal === 'insufficient' ? 'pointsInsufficient' : 'pointsTooLarge',
    )
  }
  await tx.insert(pointEntries).values({
    memberId,
    brandId,
    amount: outcome.amount,
    reason: link.reason,
    orderId: link.orderId ?? null,
    exchangeId: link.exchangeId ?? null,
    shortfall: outcome.shortfall,
    note: link.note ?? '',
    createdAt: now,
  })
  await tx
    .update(memberBrands)
    .set({ points: String(outcome.balance) })
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
  return { amount: outcome.amount, balance: outcome.balance }
}

type OrderRef = Pick<typeof orders.$inferSelect, 'id' | 'memberId' | 'brandId' | 'price'>

/** Whether the order already has an entry of this reason (read under the member's row lock). */
async function hasEntry(tx: Database, orderId: number, reason: PointReason): Promise<boolean> {
  const [row] = await tx
    .select({ id: pointEntries.id })
    .from(pointEntries)
    .where(and(eq(pointEntries.orderId, orderId), eq(pointEntries.reason, reason)))
    .limit(1)
  return row !== undefined
}

/** The member's level multiplier in the brand (1.00 without a level). */
async function levelMultiplier(tx: Database, memberId: number, brandId: number): Promise<string> {
  const [row] = await tx
    .select({ rate: memberLevels.pointsRate })
    .from(memberBrands)
    .innerJoin(memberLevels, eq(memberLevels.id, memberBrands.levelId))
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
    .limit(1)
  return row?.rate ?? '1.00'
}

/**
 * The order completed (the staff's move to 5, in its transaction with the order row locked): the
 * member earns the brand's rate on what the order cost, once — the order lock makes a retried or
 * racing completion see the order completed already, and the entry's unique (order, reason) index
 * stands behind it. A guest order, a brand without a rate, a member not of the brand, or an amount
 * earning 0 points write nothing.
 */
export async function earnOrderPoints(tx: Database, order: OrderRef, now: Date): Promise<void> {
  if (order.memberId === null) return
  const [rule] = await tx
    .select({ rate: pointRules.pointsPerDollar })
    .from(pointRules)
    .where(eq(pointRules.brandId, order.brandId))
  if (!rule) return
  const multiplier = await levelMultiplier(tx, order.memberId, order.brandId)
  const points = pointsForOrder(order.price, rule.rate, multiplier)
  if (points === 0) return
  if ((await lockedBalance(tx, order.memberId, order.brandId)) === null) return
  if (await hasEntry(tx, order.id, POINT_REASON.orderEarned)) return
  await changePoints(
    tx,
    order.memberId,
    order.brandId,
    { kind: 'earn', points },
    { reason: POINT_REASON.orderEarned, orderId: order.id },
    now,
  )
}

/**
 * A completed order was refunded (the merchant's cancel of a completed order, with the order row
 * locked): what it earned is taken back once. Points the member has spent since are not taken
 * below 0: the balance goes to 0 and the entry records the shortfall.
 */
export async function reverseOrderPoints(tx: Database, order: OrderRef, now: Date): Promise<void> {
  if (order.memberId === null) return
  if ((await lockedBalance(tx, order.memberId, order.brandId)) === null) return
  const [earned] = await tx
    .select({ amount: pointEntries.amount })
    .from(pointEntries)
    .where(and(eq(pointEntries.orderId, order.id), eq(pointEntries.reason, POINT_REASON.orderEarned)))
    .limit(1)
  if (!earned || (await hasEntry(tx, order.id, POINT_REASON.orderRefunded))) return
  await changePoints(
    tx,
    order.memberId,
    order.brandId,
    { kind: 'reverse', points: earned.amount },
    { reason: POINT_REASON.orderRefunded, orderId: order.id },
    now,
  )
}
