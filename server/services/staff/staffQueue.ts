import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { businessDay } from '../../../src/domain/businessDay'
import { QUEUE_ERROR, type QueueTicket } from '../../../src/domain/contract/queue'
import { ACTIVE_QUEUE_STATUSES, QUEUE_STATUS } from '../../../src/domain/queue/queueRules'
import type { Database } from '../../db/open'
import { queueSettings, queueTickets } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'
import { passOverdueCalls, queueStateOf } from '../queue/queueReads'
import { moveTicket, ticketNotFound, ticketView } from '../queue/tickets'

/**
 * The restaurant's side of the queue (issue 40 item 4; docs/api.md "Staff API"): open and close it,
 * call the next number of a table type (priority first, then by number) or a number again, seat a
 * party, mark a call passed, cancel a ticket. Each move is a conditional UPDATE on the state read.
 */

/** GET /api/staff/queue: the queue's state and today's active tickets, in calling order. */
export async function staffQueue(db: Database, restaurantId: number, now: Date) {
  await requireRestaurant(db, { restaurantId })
  const state = await queueStateOf(db, restaurantId, now)
  const rows = await db
    .select()
    .from(queueTickets)
    .where(
      and(
        eq(queueTickets.restaurantId, restaurantId),
        eq(queueTickets.businessDay, businessDay(now)),
        inArray(queueTickets.status, [...ACTIVE_QUEUE_STATUSES]),
      ),
    )
    .orderBy(asc(queueTickets.tableTypeId), desc(queueTickets.priority), asc(queueTickets.number))
  const tickets = await Promise.all(rows.map((row) => ticketView(db, row, now, false)))
  return { ...state, tickets }
}

/** POST /api/staff/queue/open: opens or closes the queue, with its settings. */
export async function setQueueOpen(
  db: Database,
  input: {
    restaurantId: number
    open: number
    graceMinutes?: number
    minutesPerParty?: number
    maxWaiting?: number
  },
  now: Date,
) {
  await requireRestaurant(db, { restaurantId: input.restaurantId })
  const { restaurantId, maxWaiting, ...rest } = input
  const fields = {
    ...rest,
    ...(maxWaiting === undefined ? {} : { maxWaiting: maxWaiting === 0 ? null : maxWaiting }),
  }
  await db
    .insert(queueSettings)
    .values({ restaurantId, ...fields })
    .onConflictDoUpdate({ target: queueSettings.restaurantId, set: fields })
  return queueStateOf(db, restaurantId, now)
}

async function ticketRow(db: Database, ticketId: number) {
  const [row] = await db.select().from(queueTickets).where(eq(queueTickets.id, ticketId))
  if (!row) throw ticketNotFound()
  return row
}

/** POST /api/staff/queue/call: the next waiting number of the table type, or the ticket again. */
export async function callTicket(
  db: Database,
  input: { ticketId: number } | { restaurantId: number; tableTypeId: number },
  now: Date,
): Promise<QueueTicket> {
  if ('ticketId' in input) {
    const row = await ticketRow(db, input.ticketId)
    return ticketView(db, await moveTicket(db, row, 'call', now), now, false)
  }
  await passOverdueCalls(db, input.restaurantId, now)
  // The first waiting ticket; a race with another caller makes the conditional move fail: try the next.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [next] = await db
      .select()
      .from(queueTickets)
      .where(
        and(
          eq(queueTickets.restaurantId, input.restaurantId),
          eq(queueTickets.tableTypeId, input.tableTypeId),
          eq(queueTickets.businessDay, businessDay(now)),
          eq(queueTickets.status, QUEUE_STATUS.queuing),
        ),
      )
      .orderBy(desc(queueTickets.priority), asc(queueTickets.number))
      .limit(1)
    if (!next) throw new ApiError(404, QUEUE_ERROR.notFound, 'queueTicketNotFound', { field: 'tableTypeId' })
    const moved = await moveTicket(db, next, 'call', now).catch(() => null)
    if (moved) return ticketView(db, moved, now, false)
  }
  throw new ApiError(409, QUEUE_ERROR.move, 'queueIllegalMove')
}

/** POST /api/staff/queue/seat, /pass, /cancel. */
export async function staffMoveTicket(
  db: Database,
  ticketId: number,
  move: 'seat' | 'pass' | 'cancel',
  now: Date,
) {
  const row = await ticketRow(db, ticketId)
  return ticketView(db, await moveTicket(db, row, move, now), now, false)
}
