import { eq, sql } from 'drizzle-orm'
import { businessDay } from '../../../src/domain/businessDay'
import { collectionNoOf } from '../../../src/domain/order/collectionNo'
import type { Database } from '../../db/open'
import { collectionCounters, orders } from '../../db/schema'

/**
 * Gives a new pick-up order the next collection number of its restaurant's business day, in the
 * placing transaction: the counter row is locked until it commits, so concurrent orders get
 * consecutive numbers, and an order that fails later (stock, coupon) rolls its number back.
 */
export async function takeCollectionNo(
  tx: Database,
  order: { id: number; restaurantId: number },
  now: Date,
): Promise<string> {
  const [counter] = await tx
    .insert(collectionCounters)
    .values({ restaurantId: order.restaurantId, businessDay: businessDay(now), last: 1 })
    .onConflictDoUpdate({
      target: [collectionCounters.restaurantId, collectionCounters.businessDay],
      set: { last: sql`${collectionCounters.last} + 1` },
    })
    .returning({ last: collectionCounters.last })
  const collectionNo = collectionNoOf(counter!.last)
  await tx.update(orders).set({ collectionNo }).where(eq(orders.id, order.id))
  return collectionNo
}
