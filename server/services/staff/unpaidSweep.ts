import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import * as v from 'valibot'
import { CANCEL_TYPE, ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import type { Database } from '../../db/open'
import { releaseOrderHolds } from '../order/cancelOrder'
import { type ChangedOrder, type OrderEventBus, publishOrderChanges } from '../order/events'
import { startPeriodic } from '../periodic'

/**
 * The unpaid sweep (issue 11 item 8; SPEC §9 "Unpaid orders auto-cancel after X minutes"): online
 * orders (orderPayType 2) still unpaid (status 0) once the brand's UNPAID_CANCEL_MINUTES setting
 * (a restaurant row overrides the brand's) has passed since they were placed are cancelled by the
 * system (status 6, cancel type 3), their stock and coupon released and the change published.
 * Safe with several server instances: each sweep locks the due rows with FOR UPDATE SKIP LOCKED and
 * the UPDATE still requires status 0, so an order is cancelled (and released) exactly once.
 */

/** Minutes before an unpaid online order is cancelled when its brand sets none (UNPAID_CANCEL_MINUTES). */
const DEFAULT_UNPAID_CANCEL_MINUTES = 15
/** How often a running server sweeps: every 60 s (UNPAID_SWEEP_SECONDS). */
const UNPAID_SWEEP_INTERVAL_MS = 60_000
/** Orders cancelled per transaction; a sweep goes on until none is due. */
const SWEEP_BATCH = 200
/** Name of the setting row (server/db/seed/settings.ts). */
const SETTING = 'UNPAID_CANCEL_MINUTES'

const Id = v.pipe(v.union([v.number(), v.string()]), v.transform(Number))
const SweptRows = v.object({
  rows: v.array(
    v.object({
      id: Id,
      member_id: Id,
      status: Id,
      updated_at: v.pipe(
        v.union([v.date(), v.string()]),
        v.transform((value) => new Date(value)),
      ),
      member_coupon_id: v.nullable(Id),
    }),
  ),
})

/** Cancels one batch of due orders in one transaction; answers them. */
async function sweepBatch(db: Database, now: Date, defaultMinutes: number): Promise<ChangedOrder[]> {
  return db.transaction(async (tx) => {
    const at = now.toISOString()
    const result = await tx.execute(sql`
      with due as (
        select o.id from orders o
        where o.order_pay_type = ${ORDER_PAY_TYPE.online} and o.status = ${ORDER_STATUS.submitted}
          and o.created_at <= ${at}::timestamptz - make_interval(mins => coalesce((
            select s.value_int from settings s
            where s.brand_id = o.brand_id and s.setting_name = ${SETTING} and s.value_int > 0
              and (s.restaurant_id = o.restaurant_id or s.restaurant_id is null)
            order by s.restaurant_id nulls last limit 1), ${defaultMinutes}::integer))
        order by o.id
        limit ${SWEEP_BATCH}
        for update skip locked
      )
      update orders set status = ${ORDER_STATUS.cancelled}, cancel_type = ${CANCEL_TYPE.system},
        updated_at = ${at}::timestamptz
      from due where orders.id = due.id and orders.status = ${ORDER_STATUS.submitted}
      returning orders.id, orders.member_id, orders.status, orders.updated_at, orders.member_coupon_id`)
    const { rows } = v.parse(SweptRows, result)
    for (const row of rows) await releaseOrderHolds(tx, row.id, row.member_coupon_id)
    return rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      status: row.status,
      updatedAt: row.updated_at,
    }))
  })
}

/** One sweep: cancels every due order (batch after batch), publishes each change; answers how many. */
export async function sweepUnpaidOrders(
  db: Database,
  events: OrderEventBus,
  now: Date,
  defaultMinutes = DEFAULT_UNPAID_CANCEL_MINUTES,
): Promise<number> {
  let swept = 0
  for (;;) {
    const batch = await sweepBatch(db, now, defaultMinutes)
    await publishOrderChanges(events, batch)
    swept += batch.length
    if (batch.length < SWEEP_BATCH) return swept
  }
}

export type UnpaidSweepOptions = { intervalMs?: number; defaultMinutes?: number }

/** Sweeps now and then every interval; the timer never keeps the process alive. Returns a stop function. */
export function startUnpaidSweep(
  db: Database,
  events: OrderEventBus,
  logger: Logger,
  options: UnpaidSweepOptions = {},
  now: () => Date = () => new Date(),
): () => void {
  return startPeriodic(
    () => sweepUnpaidOrders(db, events, now(), options.defaultMinutes),
    options.intervalMs ?? UNPAID_SWEEP_INTERVAL_MS,
    logger,
    { done: 'unpaid online orders cancelled', failed: 'unpaid order sweep failed' },
  )
}
