import { and, desc, eq, inArray, not, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import type { OrderDetail } from '../../../src/domain/contract/order'
import type { StaffListParams, StaffOrderList } from '../../../src/domain/contract/staff'
import { isPurchaseOrderType } from '../../../src/domain/order/orderTypes'
import { CANCEL_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import {
  type MoveOutcome,
  refundMove,
  refundOnCancel,
  staffCancelMove,
  staffStatusMove,
  trackingMove,
} from '../../../src/domain/orderTransitions'
import type { Database } from '../../db/open'
import { orders, orderTracking } from '../../db/schema'
import { earnOrderPoints, reverseOrderPoints } from '../member/pointsLedger'
import { endPurchase, startPurchase } from '../member/purchases'
import { earnOrderStamps, reverseOrderStamps } from '../member/stampLedger'
import { releaseOrderHolds } from '../order/cancelOrder'
import { type ChangedOrder, type OrderEventBus, publishOrderChanges } from '../order/events'
import { spendOrderCoupon } from '../order/memberCoupons'
import { orderNotFoundError } from '../order/orderErrors'
import { detailsOf, readOrder } from '../order/orderRows'
import { illegalTransitionError } from './staffErrors'

/**
 * The merchant's order commands (docs/api.md "Staff API"). Each runs in one transaction with the
 * order row locked (a staff move racing the diner's cancel or the sweep waits for it), checks the
 * move with src/domain/orderTransitions.ts, writes, and after the commit publishes the change
 * (./../order/events.ts). A move the order already made answers the order unchanged.
 */

type OrderRow = typeof orders.$inferSelect
/** Which order, and the brand it must belong to when given. */
export type OrderRef = { orderId: number; brandId?: number | undefined }
/** What a command writes: the order's new fields (updatedAt is added) and anything else in `tx`. */
type Write = { set: Partial<OrderRow>; also?: (tx: Database) => Promise<void> }

/** Locks the order and applies the decided write; answers the changed order, or null when nothing changed. */
async function command(
  db: Database,
  ref: OrderRef,
  now: Date,
  decide: (row: OrderRow, tx: Database) => Promise<{ outcome: MoveOutcome; write: () => Write }>,
): Promise<ChangedOrder | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update')
    if (!row || (ref.brandId !== undefined && row.brandId !== ref.brandId)) throw orderNotFoundError()
    const { outcome, write } = await decide(row, tx)
    if (!outcome.ok) throw illegalTransitionError(outcome.refusal, row.status)
    if (!outcome.changed) return null
    const { set, also } = write()
    const [changed] = await tx
      .update(orders)
      .set({ ...set, updatedAt: now })
      .where(eq(orders.id, row.id))
      .returning({
        id: orders.id,
        memberId: orders.memberId,
        status: orders.status,
        updatedAt: orders.updatedAt,
      })
    await also?.(tx)
    return changed ?? null
  })
}

/** Runs a command, publishes its change and answers the order as it is now. */
async function run(
  db: Database,
  events: OrderEventBus,
  ref: OrderRef,
  changed: Promise<ChangedOrder | null>,
): Promise<OrderDetail> {
  const order = await changed
  if (order) await publishOrderChanges(events, [order])
  const detail = await readOrder(db, { id: ref.orderId })
  if (!detail) throw orderNotFoundError()
  return detail
}

/** The commands, bound to the database, the event bus and the clock. */
export function staffCommands(db: Database, events: OrderEventBus, now: () => Date) {
  return {
    /** Moves the order to a staff status (8 confirm, 2, 3, 4, 5); the order's coupon is spent. */
    status: (ref: OrderRef, status: number) =>
      run(
        db,
        events,
        ref,
        command(db, ref, now(), async (row) => ({
          outcome: staffStatusMove(row, status),
          // The merchant has taken the order: a coupon it reserved is spent (a paid one already was).
          // Completed: the member earns points and stamps, once (the order is locked; a retry changes nothing).
          write: () => ({
            set: { status },
            also: async (tx) => {
              await spendOrderCoupon(tx, row.id)
              if (status !== ORDER_STATUS.completed) return
              // A purchase paid in cash starts what it bought instead: buying earns no points or stamps.
              if (isPurchaseOrderType(row.orderType)) {
                await startPurchase(tx, row, now())
                return
              }
              await earnOrderPoints(tx, row, now())
              await earnOrderStamps(tx, row, now())
            },
          }),
        })),
      ),

    /** Records a delivery tracking state (with the time). */
    track: (ref: OrderRef, state: number) => {
      const at = now()
      return run(
        db,
        events,
        ref,
        command(db, ref, at, async (row, tx) => {
          const [last] = await tx
            .select({ state: orderTracking.state })
            .from(orderTracking)
            .where(eq(orderTracking.orderId, row.id))
            .orderBy(desc(orderTracking.id))
            .limit(1)
          return {
            outcome: trackingMove(row, last?.state ?? null, state),
            write: () => ({
              set: {},
              also: async (t) => {
                await t.insert(orderTracking).values({ orderId: row.id, state, at })
              },
            }),
          }
        }),
      )
    },

    /**
     * The merchant's cancel (6, cancel type 2): stock and coupon released, the refund started when
     * paid online. A completed order's cancel is its refund after the meal: nothing goes back to
     * stock and its coupon stays used, and the points and stamps it earned are taken back once.
     */
    cancel: (ref: OrderRef) =>
      run(
        db,
        events,
        ref,
        command(db, ref, now(), async (row) => ({
          outcome: staffCancelMove(row),
          write: () => ({
            set: {
              status: ORDER_STATUS.cancelled,
              cancelType: CANCEL_TYPE.merchant,
              refundProgress: refundOnCancel(row),
            },
            also: async (tx) => {
              if (row.status !== ORDER_STATUS.completed)
                return releaseOrderHolds(tx, row.id, row.memberCouponId)
              // A refunded purchase takes back the level's days or the package's unused vouchers.
              if (isPurchaseOrderType(row.orderType)) return endPurchase(tx, row, now())
              await reverseOrderPoints(tx, row, now())
              await reverseOrderStamps(tx, row, now())
            },
          }),
        })),
      ),

    /** Advances the refund progress of a cancelled online-paid order (7 → 5). */
    refund: (ref: OrderRef, progress: number) =>
      run(
        db,
        events,
        ref,
        command(db, ref, now(), async (row) => ({
          outcome: refundMove(row, progress),
          write: () => ({ set: { refundProgress: progress } }),
        })),
      ),
  }
}

/** The order as the diner's calls read it, for the staff (any member's; brand-scoped when given). */
export async function staffOrder(db: Database, ref: OrderRef): Promise<OrderDetail> {
  const detail = await readOrder(db, { id: ref.orderId })
  if (!detail || (ref.brandId !== undefined && detail.brandId !== ref.brandId)) throw orderNotFoundError()
  return detail
}

const CLOSED = [ORDER_STATUS.completed, ORDER_STATUS.cancelled, ORDER_STATUS.cancelled2]

/** GET /api/staff/orders: open orders (or all with `all`), newest first, of a brand or restaurant when given. */
export async function staffOrderList(
  db: Database,
  params: v.InferOutput<typeof StaffListParams>,
): Promise<StaffOrderList> {
  const conditions: SQL[] = []
  if (!params.all) conditions.push(not(inArray(orders.status, CLOSED)))
  if (params.brandId !== undefined) conditions.push(eq(orders.brandId, params.brandId))
  if (params.restaurantId !== undefined) conditions.push(eq(orders.restaurantId, params.restaurantId))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(params.limit),
    db.$count(orders, where),
  ])
  return { list: await detailsOf(db, rows), total }
}
