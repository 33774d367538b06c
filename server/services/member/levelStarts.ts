import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  type HeldLevel,
  termEndAfterPurchase,
  termEndAfterRefund,
} from '../../../src/domain/levels/levelTerms'
import type { Database } from '../../db/open'
import {
  levelOrders,
  MEMBER_COUPON_SOURCE,
  memberBrands,
  memberLevelCoupons,
  memberLevels,
} from '../../db/schema'
import { issueMemberCoupon } from '../order/memberCoupons'
import { startPeriodic } from '../periodic'
import { brandLevels } from './membership'

/**
 * What a level order does to its member (issue 39 item 1), each step once whatever retries,
 * replayed callbacks or races: the term starts when the payment settles (or staff take the cash),
 * claimed by a conditional UPDATE on level_orders.startedAt; a refund takes its days back, claimed
 * on endedAt; a term past its end is swept back to the brand's lowest level. The member's
 * member_brands row is locked for each change, so two purchases starting together add up.
 */

type LevelOrder = typeof levelOrders.$inferSelect

/**
 * The member's membership of the brand and the level held in it (null level: none), or null when
 * not a member; with `lock`, the member_brands row is locked for the caller's transaction.
 */
export async function heldLevelOf(
  tx: Database,
  memberId: number,
  brandId: number,
  lock: boolean,
): Promise<{ held: HeldLevel | null } | null> {
  const query = tx
    .select({ levelId: memberBrands.levelId, endsAt: memberBrands.levelEndsAt, rank: memberLevels.level })
    .from(memberBrands)
    .leftJoin(memberLevels, eq(memberLevels.id, memberBrands.levelId))
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
  const [row] = lock ? await query.for('update', { of: memberBrands }) : await query
  if (!row) return null
  if (row.levelId === null) return { held: null }
  return { held: { levelId: row.levelId, rank: row.rank ?? 0, endsAt: row.endsAt } }
}

/** The member's held level in the brand, its row locked for the caller's transaction. */
async function lockHeldLevel(tx: Database, memberId: number, brandId: number): Promise<HeldLevel | null> {
  return (await heldLevelOf(tx, memberId, brandId, true))?.held ?? null
}

/** Issues the coupons the level grants on each start, with the source `level`. */
async function grantLevelCoupons(tx: Database, order: LevelOrder, now: Date): Promise<void> {
  const grants = await tx
    .select({ couponId: memberLevelCoupons.couponId, quantity: memberLevelCoupons.quantity })
    .from(memberLevelCoupons)
    .where(eq(memberLevelCoupons.levelId, order.levelId))
    .orderBy(asc(memberLevelCoupons.couponId))
  for (const grant of grants)
    for (let copy = 0; copy < grant.quantity; copy++)
      await issueMemberCoupon(tx, order.memberId, grant.couponId, now, MEMBER_COUPON_SOURCE.level)
}

/**
 * Starts the term the order bought, in the caller's transaction: the member holds the level until
 * the term's end and gets its coupons. False when the order buys no level or already started.
 */
export async function startLevelOfOrder(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(levelOrders)
    .set({ startedAt: now })
    .where(and(eq(levelOrders.orderId, orderId), isNull(levelOrders.startedAt)))
    .returning()
  if (!order) return false
  const held = await lockHeldLevel(tx, order.memberId, order.brandId)
  const endsAt = termEndAfterPurchase(held, order, now)
  await tx
    .update(memberBrands)
    .set({ levelId: order.levelId, levelEndsAt: endsAt })
    .where(and(eq(memberBrands.memberId, order.memberId), eq(memberBrands.brandId, order.brandId)))
  await tx.update(levelOrders).set({ endsAt }).where(eq(levelOrders.orderId, orderId))
  await grantLevelCoupons(tx, order, now)
  return true
}

/**
 * Takes back the days of a started level order that is refunded, once: the member's term of that
 * level is shortened by them, or ends now when nothing is left. A term of another level (bought
 * since) is left as it is. Coupons the start granted stay with the member.
 */
export async function endLevelOfOrder(tx: Database, orderId: number, now: Date): Promise<void> {
  const [order] = await tx
    .update(levelOrders)
    .set({ endedAt: now })
    .where(
      and(eq(levelOrders.orderId, orderId), isNotNull(levelOrders.startedAt), isNull(levelOrders.endedAt)),
    )
    .returning()
  if (!order) return
  const held = await lockHeldLevel(tx, order.memberId, order.brandId)
  if (!held || held.levelId !== order.levelId || held.endsAt === null) return
  const endsAt = termEndAfterRefund(held.endsAt, order.validDays, now)
  // Nothing left: back to the brand's lowest level (brandLevels is lowest first).
  const levelId = endsAt ? held.levelId : ((await brandLevels(tx, order.brandId))[0]?.id ?? null)
  await tx
    .update(memberBrands)
    .set({ levelId, levelEndsAt: endsAt })
    .where(and(eq(memberBrands.memberId, order.memberId), eq(memberBrands.brandId, order.brandId)))
}

/**
 * The level sweep: every bought term past its end goes back to its brand's lowest level, in one
 * statement (safe on several instances: a row another instance swept no longer matches).
 * Answers how many memberships it moved.
 */
export async function sweepEndedLevels(db: Database, now: Date): Promise<number> {
  const lowest = sql`(select l.id from member_levels l where l.brand_id = ${memberBrands.brandId}
    order by l.level, l.id limit 1)`
  const moved = await db
    .update(memberBrands)
    .set({ levelId: lowest, levelEndsAt: null })
    .where(and(isNotNull(memberBrands.levelEndsAt), lte(memberBrands.levelEndsAt, now)))
    .returning({ memberId: memberBrands.memberId })
  return moved.length
}

/** How often the level sweep runs: a term read past its end already counts as ended (membership.ts). */
const LEVEL_SWEEP_INTERVAL_MS = 60_000

/** Sweeps ended terms now and then every minute; returns the stop function. */
export function startLevelSweep(db: Database, logger: Logger, now: () => Date): () => void {
  return startPeriodic(() => sweepEndedLevels(db, now()), LEVEL_SWEEP_INTERVAL_MS, logger, {
    done: 'ended membership levels swept',
    failed: 'membership level sweep failed',
  })
}
