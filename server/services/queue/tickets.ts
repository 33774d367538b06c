import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { businessDay } from '../../../src/domain/businessDay'
import {
  QUEUE_ERROR,
  type QueueTicket,
  type TakeNumberInput,
  type TicketRef,
} from '../../../src/domain/contract/queue'
import {
  ACTIVE_QUEUE_STATUSES,
  estimatedWaitMinutes,
  openPeriod,
  type QueueRefusal,
  queueMoveTarget,
  queueRefusal,
  shownQueueStatus,
  tableTypeFor,
  ticketLabel,
} from '../../../src/domain/queue/queueRules'
import type { Database } from '../../db/open'
import { queueCounters, queueTableTypes, queueTickets, restaurants } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { membershipOf } from '../member/membership'
import { passOverdueCalls, periodsOf, queueSettingsOf, tableTypesOf, waitingByType } from './queueReads'

/**
 * Queue tickets (issue 40; docs/api.md "Queue"): taking a number, reading and cancelling one, and
 * binding a guest's to a member. A ticket is its member's, or anyone's who holds its link's token
 * (a guest's device, a printed ticket's QR). Numbers come from the table type's counter of the
 * business day, one UPDATE in the taking transaction, so concurrent takers get distinct numbers in
 * order; the partial unique indexes keep one active ticket per member or phone per restaurant.
 */

type TicketRow = typeof queueTickets.$inferSelect

const REFUSAL: Record<QueueRefusal, { errCode: string; message: QueueMessage }> = {
  closed: { errCode: QUEUE_ERROR.closed, message: 'queueClosed' },
  noPeriod: { errCode: QUEUE_ERROR.noPeriod, message: 'queueClosed' },
  noTableType: { errCode: QUEUE_ERROR.noTableType, message: 'queueNoTableType' },
  level: { errCode: QUEUE_ERROR.level, message: 'queueLevel' },
  full: { errCode: QUEUE_ERROR.full, message: 'queueFull' },
}
type QueueMessage = 'queueClosed' | 'queueNoTableType' | 'queueLevel' | 'queueFull'

export function ticketNotFound(): ApiError {
  return new ApiError(404, QUEUE_ERROR.notFound, 'queueTicketNotFound', { field: 'id' })
}

function activeError(ticketId: number): ApiError {
  return new ApiError(200, QUEUE_ERROR.active, 'queueActive', { data: { id: ticketId } })
}

/** Who asks: the logged-in member, or a guest. */
export type Asker = { memberId: number | null }

/** The person's active ticket in the restaurant, if any. */
async function activeTicketOf(
  tx: Database,
  restaurantId: number,
  who: { memberId: number | null; phone: string | null },
) {
  const owner =
    who.memberId !== null ? eq(queueTickets.memberId, who.memberId) : eq(queueTickets.phone, who.phone ?? '')
  const [row] = await tx
    .select({ id: queueTickets.id })
    .from(queueTickets)
    .where(
      and(
        eq(queueTickets.restaurantId, restaurantId),
        owner,
        inArray(queueTickets.status, [...ACTIVE_QUEUE_STATUSES]),
      ),
    )
    .limit(1)
  return row ?? null
}

/** POST …/autoGetNumber: the next number of the table type that seats the party. */
export async function takeNumber(
  db: Database,
  asker: Asker,
  input: TakeNumberInput,
  now: Date,
): Promise<QueueTicket> {
  const restaurant = await requireRestaurant(db, { restaurantId: input.restaurantId })
  const phone = asker.memberId === null ? (input.phone ?? null) : null
  if (asker.memberId === null && phone === null)
    throw new ApiError(200, QUEUE_ERROR.phoneNeeded, 'queuePhoneNeeded', { field: 'phone' })
  await passOverdueCalls(db, restaurant.id, now)
  const settings = await queueSettingsOf(db, restaurant.id)
  const period = openPeriod(await periodsOf(db, restaurant.id), now)
  const tableType = tableTypeFor(await tableTypesOf(db, restaurant.id), input.persons)
  const membership =
    asker.memberId === null ? null : await membershipOf(db, asker.memberId, restaurant.brandId, now)
  const level = membership?.level ?? null
  const waiting = tableType ? ((await waitingByType(db, [tableType.id], now)).get(tableType.id) ?? 0) : 0
  const refusal = queueRefusal({
    open: settings.open === 1,
    period,
    tableType,
    memberLevel: level ? { rank: level.level, canQueue: level.canQueue } : null,
    waiting,
    maxWaiting: settings.maxWaiting,
  })
  if (refusal) throw new ApiError(200, REFUSAL[refusal].errCode, REFUSAL[refusal].message)
  const who = { memberId: asker.memberId, phone }
  const active = await activeTicketOf(db, restaurant.id, who)
  if (active) throw activeError(active.id)
  const day = businessDay(now)
  const taken = await db
    .transaction(async (tx) => {
      const [counter] = await tx
        .insert(queueCounters)
        .values({ tableTypeId: tableType!.id, businessDay: day, last: 1 })
        .onConflictDoUpdate({
          target: [queueCounters.tableTypeId, queueCounters.businessDay],
          set: { last: sql`${queueCounters.last} + 1` },
        })
        .returning({ last: queueCounters.last })
      const number = counter!.last
      // Counted again under the counter's row lock, which takers of this table type queue on: the
      // cap holds when many take the last places at once (the check above answers the usual case).
      const waitingNow = (await waitingByType(tx, [tableType!.id], now)).get(tableType!.id) ?? 0
      if (settings.maxWaiting !== null && waitingNow >= settings.maxWaiting)
        throw new ApiError(200, REFUSAL.full.errCode, REFUSAL.full.message)
      // Another tab or device of the same person won the race: no row, and the number rolls back.
      const [ticket] = await tx
        .insert(queueTickets)
        .values({
          brandId: restaurant.brandId,
          restaurantId: restaurant.id,
          tableTypeId: tableType!.id,
          periodId: period!.id,
          businessDay: day,
          number,
          label: ticketLabel(tableType!.prefix, number),
          persons: input.persons,
          memberId: asker.memberId,
          phone,
          token: randomBytes(18).toString('base64url'),
          priority: level?.queuePriority === 1 ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!ticket) throw new RaceLost()
      return ticket
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof RaceLost)) throw error
      const winner = await activeTicketOf(db, restaurant.id, who)
      throw winner ? activeError(winner.id) : new ApiError(200, QUEUE_ERROR.active, 'queueTakeFailed')
    })
  return ticketView(db, taken, now, true)
}

class RaceLost extends Error {}

/** The ticket as its holder sees it: parties ahead (priority first, then by number) and the wait. */
export async function ticketView(
  db: Database,
  row: TicketRow,
  now: Date,
  withToken: boolean,
): Promise<QueueTicket> {
  const settings = await queueSettingsOf(db, row.restaurantId)
  const status = shownQueueStatus(row, settings.graceMinutes, now)
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(queueTickets)
    .where(
      and(
        eq(queueTickets.tableTypeId, row.tableTypeId),
        eq(queueTickets.businessDay, row.businessDay),
        eq(queueTickets.status, 0),
        or(
          sql`${queueTickets.priority} > ${row.priority}`,
          and(eq(queueTickets.priority, row.priority), sql`${queueTickets.number} < ${row.number}`),
        ),
      ),
    )
  const partiesAhead = status === 0 ? Number(ahead?.n ?? 0) : 0
  const [names] = await db
    .select({
      type: {
        id: queueTableTypes.id,
        name: queueTableTypes.name,
        name1: queueTableTypes.name1,
        name2: queueTableTypes.name2,
      },
      restaurant: { name: restaurants.name, name1: restaurants.name1, name2: restaurants.name2 },
    })
    .from(queueTableTypes)
    .innerJoin(restaurants, eq(restaurants.id, queueTableTypes.restaurantId))
    .where(eq(queueTableTypes.id, row.tableTypeId))
  return {
    id: row.id,
    brandId: row.brandId,
    restaurantId: row.restaurantId,
    restaurantName: names!.restaurant,
    label: row.label,
    persons: row.persons,
    tableType: names!.type,
    status,
    priority: row.priority,
    partiesAhead,
    estimatedWaitMinutes: estimatedWaitMinutes(partiesAhead, settings.minutesPerParty),
    createdAt: row.createdAt.toISOString(),
    calledAt: row.calledAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    token: withToken ? row.token : '',
    bound: row.memberId !== null,
  }
}

function tokenMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given))
}

/** The ticket when the asker may see it (its member, or the right token); otherwise not found. */
async function heldTicket(db: Database, asker: Asker, ref: TicketRef): Promise<TicketRow> {
  const [row] = await db.select().from(queueTickets).where(eq(queueTickets.id, ref.id))
  if (!row) throw ticketNotFound()
  const owns = asker.memberId !== null && row.memberId === asker.memberId
  if (!owns && !tokenMatches(row.token, ref.token)) throw ticketNotFound()
  return row
}

/** GET …/getByNumId. */
export async function readTicket(
  db: Database,
  asker: Asker,
  ref: TicketRef,
  now: Date,
): Promise<QueueTicket> {
  const row = await heldTicket(db, asker, ref)
  await passOverdueCalls(db, row.restaurantId, now)
  const [fresh] = await db.select().from(queueTickets).where(eq(queueTickets.id, row.id))
  return ticketView(db, fresh!, now, true)
}

/** Moves a ticket (staff, or the holder's cancel) with a conditional UPDATE on the state it was read in. */
export async function moveTicket(
  db: Database,
  row: TicketRow,
  move: 'call' | 'seat' | 'pass' | 'cancel',
  now: Date,
): Promise<TicketRow> {
  const target = queueMoveTarget(row.status, move)
  if (target === null) throw new ApiError(409, QUEUE_ERROR.move, 'queueIllegalMove')
  const calling = move === 'call'
  const [moved] = await db
    .update(queueTickets)
    .set({
      status: target,
      updatedAt: now,
      ...(calling
        ? { calledAt: now, callCount: sql`${queueTickets.callCount} + 1`, endedAt: null }
        : { endedAt: now }),
    })
    .where(and(eq(queueTickets.id, row.id), eq(queueTickets.status, row.status)))
    .returning()
  if (!moved) throw new ApiError(409, QUEUE_ERROR.move, 'queueIllegalMove')
  return moved
}

/** POST …/updateNumberStatus: the holder cancels the ticket. */
export async function cancelTicket(
  db: Database,
  asker: Asker,
  ref: TicketRef,
  now: Date,
): Promise<QueueTicket> {
  const row = await heldTicket(db, asker, ref)
  return ticketView(db, await moveTicket(db, row, 'cancel', now), now, true)
}

/** POST …/bindMemberId: a guest's ticket (by its token) becomes the member's. */
export async function bindTicket(
  db: Database,
  memberId: number,
  ref: TicketRef,
  now: Date,
): Promise<QueueTicket> {
  const row = await heldTicket(db, { memberId: null }, ref)
  if (row.memberId === memberId) return ticketView(db, row, now, true)
  if (row.memberId !== null) throw ticketNotFound()
  const refuseIfActive = async () => {
    const active = await activeTicketOf(db, row.restaurantId, { memberId, phone: null })
    if (active && active.id !== row.id) throw activeError(active.id)
  }
  await refuseIfActive()
  let bound: TicketRow | undefined
  try {
    ;[bound] = await db
      .update(queueTickets)
      .set({ memberId, updatedAt: now })
      .where(and(eq(queueTickets.id, row.id), isNull(queueTickets.memberId)))
      .returning()
  } catch (error) {
    // The member took a number there meanwhile: one active ticket per person (the unique index).
    await refuseIfActive()
    throw error
  }
  if (!bound) throw ticketNotFound()
  return ticketView(db, bound, now, true)
}

/** GET …/history: the member's tickets of the brand, newest first (the last 50). */
export async function ticketHistory(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
): Promise<QueueTicket[]> {
  const rows = await db
    .select()
    .from(queueTickets)
    .where(and(eq(queueTickets.memberId, memberId), eq(queueTickets.brandId, brandId)))
    .orderBy(desc(queueTickets.id))
    .limit(50)
  return Promise.all(rows.map((row) => ticketView(db, row, now, true)))
}
