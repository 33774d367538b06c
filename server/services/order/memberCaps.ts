import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  hasRoomForOpenOrder,
  OPEN_ORDER_STATUSES,
  type PlacementLimits,
} from '../../../src/domain/placementLimits'
import type { Database } from '../../db/open'
import { members } from '../../db/schema'
import { openLimitError, rateLimitedError } from './orderErrors'

/**
 * The member's caps of issue 34 item 4 (src/domain/placementLimits.ts), in the placing transaction:
 * orders placed in the brand within the rate's window, and orders open at once. Both count the
 * orders table under a lock on the member's row, held until the order commits: one member's
 * concurrent placements run one after the other, and under READ COMMITTED each counts the orders
 * the one before it committed, so two of them never both pass a count of limit - 1. Only orders
 * written count: a refused attempt uses up nothing, and a repeat of a placed submission key is
 * answered its order (./placeOrder.ts reads the key after any refusal).
 */

const CountsResult = v.object({
  rows: v.tuple([
    v.object({
      open: v.number(),
      /** When the `limit`-th latest order within the window was placed (ms), or null when fewer. */
      nthAt: v.nullable(v.number()),
    }),
  ]),
})

/** Refuses the placement with ORDER.RATE_LIMITED or ORDER.OPEN_LIMIT when the member is at a cap. */
export async function checkMemberCaps(
  tx: Database,
  key: { memberId: number; brandId: number },
  limits: PlacementLimits,
  now: Date,
): Promise<void> {
  const { rate, openLimit } = limits
  if (!rate && openLimit === null) return
  // Its own statement, so the counts below are read after the lock is held (a new snapshot).
  await tx.select({ id: members.id }).from(members).where(eq(members.id, key.memberId)).for('no key update')
  const mine = sql`member_id = ${key.memberId} and brand_id = ${key.brandId}`
  const since = new Date(now.getTime() - (rate?.minutes ?? 0) * 60_000).toISOString()
  const result = await tx.execute(sql`select
    (select count(*)::int from orders where ${mine}
      and status = any(${`{${OPEN_ORDER_STATUSES.join(',')}}`}::smallint[])) as open,
    (select (extract(epoch from created_at) * 1000)::float8 from orders
      where ${mine} and created_at > ${since}::timestamptz
      order by created_at desc offset ${Math.max(0, (rate?.limit ?? 1) - 1)} limit 1) as "nthAt"`)
  const [counts] = v.parse(CountsResult, result).rows
  if (rate && counts.nthAt !== null)
    throw rateLimitedError(rate, new Date(counts.nthAt + rate.minutes * 60_000), now)
  if (openLimit !== null && !hasRoomForOpenOrder(counts.open, openLimit)) throw openLimitError(openLimit)
}
