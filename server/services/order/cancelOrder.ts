import { and, eq, inArray, sql } from 'drizzle-orm'
import { CANCEL_TYPE, dinerMayCancel, isCancelledStatus, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { refundOnCancel } from '../../../src/domain/orderTransitions'
import type { Database } from '../../db/open'
import { orderLines, orders } from '../../db/schema'
import { releaseOrderVouchers } from '../member/vouchers'
import type { ChangedOrder } from './events'
import { releaseMemberCoupon } from './memberCoupons'
import { cannotCancelError, orderNotFoundError } from './orderErrors'
import { returnStock } from './stock'

/**
 * POST order/updateOrderStatus, the diner's cancel (SPEC §4): allowed while the merchant has not
 * confirmed (status 0 or 1), else 'Order confirmed, cannot cancel'. In one transaction, with the
 * order row locked (a cancel racing the merchant's confirmation or another cancel waits for it),
 * the status moves to 6 (cancelType 1, by the diner) and the stock the order took and its reserved
 * coupon are given back. Cancelling a cancelled order changes nothing. Answers the changed order
 * (for its live event, ./events.ts), or null when nothing changed.
 */
export async function cancelMemberOrder(
  db: Database,
  memberId: number,
  orderId: number,
  now: Date,
): Promise<ChangedOrder | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        memberId: orders.memberId,
        status: orders.status,
        orderType: orders.orderType,
        orderPayType: orders.orderPayType,
        memberCouponId: orders.memberCouponId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!row || row.memberId !== memberId) throw orderNotFoundError()
    if (isCancelledStatus(row.status)) return null
    if (!dinerMayCancel(row.status)) throw cannotCancelError()
    const cancelled = await tx
      .update(orders)
      .set({
        status: ORDER_STATUS.cancelled,
        cancelType: CANCEL_TYPE.diner,
        // An order paid online starts its refund (SPEC §4 refund progress 7).
        refundProgress: refundOnCancel(row),
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, [ORDER_STATUS.submitted, ORDER_STATUS.waitingConfirmation]),
        ),
      )
      .returning({
        id: orders.id,
        memberId: orders.memberId,
        status: orders.status,
        updatedAt: orders.updatedAt,
      })
    const [changed] = cancelled
    if (!changed) throw cannotCancelError()
    await releaseOrderHolds(tx, orderId, row.memberCouponId)
    return changed
  })
}

/**
 * Gives back what a cancelled order held: the stock its lines took, its reserved coupon and the
 * vouchers it used. Called in the cancelling transaction, right after the conditional UPDATE that
 * cancelled it (so once).
 */
export async function releaseOrderHolds(
  tx: Database,
  orderId: number,
  memberCouponId: number | null,
): Promise<void> {
  const taken = await tx
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.stockTaken})::integer` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.stockTaken} > 0`))
    .groupBy(orderLines.productId)
  await returnStock(tx, new Map(taken.map((line) => [line.productId, Number(line.units)])))
  if (memberCouponId !== null) await releaseMemberCoupon(tx, memberCouponId, orderId)
  await releaseOrderVouchers(tx, orderId)
}
