import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { TableRound, TableSessionView } from '../../../src/domain/contract/table'
import { ORDER_STATUS } from '../../../src/domain/orderStatus'
import { TABLE_SESSION_STATUS, type TableSessionStatus } from '../../../src/domain/table/tableSession'
import type { Database } from '../../db/open'
import { members, orderLines, orders, tableSessions } from '../../db/schema'
import { detailsOf } from './orderRows'
import { billsOf, billView } from './tableBills'
import { clearTableCart } from './tableCart'
import type { TableOfCode } from './tables'

/**
 * A table's sessions (issue 37): at most one open per table (the partial unique index
 * table_sessions_one_open), so phones racing to start one all land in the same; its row is the lock
 * that puts the table's rounds one after another.
 */

export type SessionRow = typeof tableSessions.$inferSelect

/** The table's open session, created when it has none, locked until the transaction ends. */
export async function openSessionLocked(tx: Database, table: TableOfCode, now: Date): Promise<SessionRow> {
  await tx.execute(sql`insert into table_sessions (table_id, brand_id, restaurant_id, opened_at)
    values (${table.id}, ${table.brandId}, ${table.restaurantId}, ${now.toISOString()})
    on conflict (table_id) where status = ${TABLE_SESSION_STATUS.open} do nothing`)
  const [session] = await tx
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, table.id), eq(tableSessions.status, TABLE_SESSION_STATUS.open)))
    .for('update')
  if (!session) throw new Error(`table ${table.id} has no open session after opening one`)
  return session
}

/** The session of this table with this id, locked until the transaction ends, or null. */
export async function tableSessionLocked(
  tx: Database,
  table: TableOfCode,
  sessionId: number,
): Promise<SessionRow | null> {
  const [session] = await tx
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.id, sessionId), eq(tableSessions.tableId, table.id)))
    .for('update')
  return session ?? null
}

/** The session with this id, or null. */
export async function sessionById(db: Database, sessionId: number): Promise<SessionRow | null> {
  const [session] = await db.select().from(tableSessions).where(eq(tableSessions.id, sessionId))
  return session ?? null
}

/** The table's open session, or null. */
export async function openSessionOf(db: Database, tableId: number): Promise<SessionRow | null> {
  const [session] = await db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, TABLE_SESSION_STATUS.open)))
  return session ?? null
}

/** The lines of the session's rounds that stand (not cancelled): what limitType 2 counts. */
export async function sentLinesOf(
  tx: Database,
  sessionId: number,
): Promise<{ productId: number; number: number }[]> {
  return tx
    .select({ productId: orderLines.productId, number: orderLines.number })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.tableSessionId, sessionId), ne(orders.status, ORDER_STATUS.cancelled)))
}

/** The next round's number: one after the session's last (under the session's lock). */
export async function nextRoundNo(tx: Database, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${orders.roundNo})` })
    .from(orders)
    .where(eq(orders.tableSessionId, sessionId))
  return Number(row?.last ?? 0) + 1
}

/** The session as everyone at the table sees it: guests, rounds with their senders, the running total. */
export async function sessionView(db: Database, session: SessionRow): Promise<TableSessionView> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.tableSessionId, session.id))
    .orderBy(asc(orders.roundNo))
  const details = await detailsOf(db, rows)
  const senderIds = [...new Set(rows.map((row) => row.memberId))]
  const names = new Map(
    senderIds.length === 0
      ? []
      : (
          await db
            .select({ id: members.id, name: members.name })
            .from(members)
            .where(inArray(members.id, senderIds))
        ).map((member) => [member.id, member.name]),
  )
  const rounds: TableRound[] = details.map((order, index) => ({
    orderId: order.id,
    orderNo: order.orderNo,
    roundNo: rows[index]!.roundNo ?? index + 1,
    sentBy: names.get(order.memberId) ?? '',
    status: order.status,
    price: order.priceResult.price,
    priceResult: order.priceResult,
    createdAt: order.createdAt,
    lines: order.lines,
    payment: order.payment,
  }))
  const bill = billView(rounds, await billsOf(db, session.id))
  return {
    id: session.id,
    status: session.status as TableSessionStatus,
    persons: session.persons,
    openedAt: session.openedAt.toISOString(),
    closedAt: session.closedAt?.toISOString() ?? null,
    rounds,
    total: bill.priceResult.price,
    bill,
  }
}

/** Sets the guests at the table, opening its session when it has none. */
export async function setPersons(
  db: Database,
  table: TableOfCode,
  persons: number,
  now: Date,
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const session = await openSessionLocked(tx, table, now)
    const [updated] = await tx
      .update(tableSessions)
      .set({ persons })
      .where(eq(tableSessions.id, session.id))
      .returning()
    return updated!
  })
}

/**
 * Closes the table's open session (the staff, once the table has paid) and empties its shared cart
 * and guests, so the next scan starts afresh; null when no session was open.
 */
export async function closeOpenSession(db: Database, tableId: number, now: Date): Promise<SessionRow | null> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(tableSessions)
      .set({ status: TABLE_SESSION_STATUS.closed, closedAt: now })
      .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, TABLE_SESSION_STATUS.open)))
      .returning()
    await clearTableCart(tx, tableId, now)
    return closed ?? null
  })
}
