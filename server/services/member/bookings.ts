import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { BOOKING_STATUS, isBookable, mayCancelBooking } from '../../../src/domain/booking/bookingRules'
import {
  type AddBookingInput,
  BOOKING_ERROR,
  type BookingSlotView,
  type BookingView,
} from '../../../src/domain/contract/booking'
import type { Database } from '../../db/open'
import { bookingSeats, bookingSlots, bookings, restaurants } from '../../db/schema'
import { ApiError, validationError } from '../../http/errors'
import { requireRestaurant } from '../brandScope'

/**
 * Table bookings (issue 40 item 3; docs/api.md "Bookings"): a restaurant's times with the seats
 * left, booking (the seats taken by one conditional UPDATE that never passes the capacity, so
 * concurrent bookings never overbook), a member's own bookings and cancelling them before the
 * restaurant's cut-off (the seats go back), and the staff's moves.
 */

type BookingRow = typeof bookings.$inferSelect

function notFound(): ApiError {
  return new ApiError(404, BOOKING_ERROR.notFound, 'bookingNotFound', { field: 'id' })
}

/** GET book/getSlots: the restaurant's times on `date` with the seats left. */
export async function bookingSlotsOn(
  db: Database,
  restaurantId: number,
  date: string,
  now: Date,
): Promise<BookingSlotView[]> {
  await requireRestaurant(db, { restaurantId })
  const rows = await db
    .select({
      slotId: bookingSlots.id,
      time: bookingSlots.time,
      capacity: bookingSlots.capacity,
      booked: sql<number>`coalesce(${bookingSeats.booked}, 0)::integer`,
    })
    .from(bookingSlots)
    .leftJoin(bookingSeats, and(eq(bookingSeats.slotId, bookingSlots.id), eq(bookingSeats.date, date)))
    .where(eq(bookingSlots.restaurantId, restaurantId))
    .orderBy(asc(bookingSlots.time))
  return rows.map((row) => {
    const left = Math.max(0, row.capacity - Number(row.booked))
    return {
      slotId: row.slotId,
      time: row.time,
      capacity: row.capacity,
      left,
      bookable: left > 0 && isBookable(date, row.time, now),
    }
  })
}

async function viewOf(db: Database, rows: readonly BookingRow[], now: Date): Promise<BookingView[]> {
  if (rows.length === 0) return []
  const ids = [...new Set(rows.map((row) => row.restaurantId))]
  const names = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      name1: restaurants.name1,
      name2: restaurants.name2,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, ids))
  const slots = await db
    .select({ id: bookingSlots.id, cutoff: bookingSlots.cancelCutoffMinutes })
    .from(bookingSlots)
    .where(inArray(bookingSlots.id, [...new Set(rows.map((row) => row.slotId))]))
  return rows.map((row) => {
    const { id: _id, ...restaurantName } = names.find((name) => name.id === row.restaurantId)!
    const cutoff = slots.find((slot) => slot.id === row.slotId)?.cutoff ?? 0
    return {
      id: row.id,
      brandId: row.brandId,
      restaurantId: row.restaurantId,
      restaurantName,
      date: row.date,
      time: row.time,
      persons: row.persons,
      name: row.name,
      phone: row.phone,
      remark: row.remark,
      status: row.status,
      cancellable: mayCancelBooking(row, cutoff, now),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

/** POST book/addBooking: the seats, once per submission key (a retry answers the same booking). */
export async function addBooking(
  db: Database,
  memberId: number,
  input: AddBookingInput,
  now: Date,
): Promise<BookingView> {
  const [existing] = await db.select().from(bookings).where(eq(bookings.submissionKey, input.submissionKey))
  if (existing) {
    if (existing.memberId !== memberId) throw notFound()
    return (await viewOf(db, [existing], now))[0]!
  }
  const restaurant = await requireRestaurant(db, { restaurantId: input.restaurantId })
  const [slot] = await db
    .select()
    .from(bookingSlots)
    .where(and(eq(bookingSlots.id, input.slotId), eq(bookingSlots.restaurantId, restaurant.id)))
  if (!slot) throw validationError('slotId')
  if (!isBookable(input.date, slot.time, now))
    throw new ApiError(200, BOOKING_ERROR.notBookable, 'bookingNotBookable', { field: 'date' })
  const row = await db
    .transaction(async (tx) => {
      await tx
        .insert(bookingSeats)
        .values({ slotId: slot.id, date: input.date, booked: 0 })
        .onConflictDoNothing()
      const [taken] = await tx
        .update(bookingSeats)
        .set({ booked: sql`${bookingSeats.booked} + ${input.persons}` })
        .where(
          and(
            eq(bookingSeats.slotId, slot.id),
            eq(bookingSeats.date, input.date),
            sql`${bookingSeats.booked} + ${input.persons} <= ${slot.capacity}`,
          ),
        )
        .returning({ booked: bookingSeats.booked })
      if (!taken) throw new ApiError(200, BOOKING_ERROR.full, 'bookingFull')
      const [created] = await tx
        .insert(bookings)
        .values({
          brandId: restaurant.brandId,
          restaurantId: restaurant.id,
          slotId: slot.id,
          memberId,
          date: input.date,
          time: slot.time,
          persons: input.persons,
          name: input.name,
          phone: input.phone,
          remark: input.remark,
          submissionKey: input.submissionKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning()
      // The same key sent twice at once: this one rolls back its seats, the first answers.
      if (!created) throw new KeyTaken()
      return created
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof KeyTaken)) throw error
      const [first] = await db.select().from(bookings).where(eq(bookings.submissionKey, input.submissionKey))
      if (!first || first.memberId !== memberId) throw notFound()
      return first
    })
  return (await viewOf(db, [row], now))[0]!
}

class KeyTaken extends Error {}

/** POST book/getAllBookings2: the member's bookings of the brand, latest date first (100). */
export async function memberBookings(db: Database, memberId: number, brandId: number, now: Date) {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.memberId, memberId), eq(bookings.brandId, brandId)))
    .orderBy(desc(bookings.date), desc(bookings.time), desc(bookings.id))
    .limit(100)
  return viewOf(db, rows, now)
}

/** Moves a booking from the state it was read in; a cancel gives its seats back, in one transaction. */
async function moveBooking(db: Database, row: BookingRow, status: number, now: Date): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({ status, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
      .returning()
    if (!moved) throw new ApiError(409, BOOKING_ERROR.move, 'bookingIllegalMove')
    if (status === BOOKING_STATUS.cancelled)
      await tx
        .update(bookingSeats)
        .set({ booked: sql`greatest(${bookingSeats.booked} - ${row.persons}, 0)` })
        .where(and(eq(bookingSeats.slotId, row.slotId), eq(bookingSeats.date, row.date)))
    return moved
  })
}

/** POST book/deleteBooks: the member cancels their booking before the cut-off. */
export async function cancelBooking(
  db: Database,
  memberId: number,
  id: number,
  now: Date,
): Promise<BookingView> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.memberId, memberId)))
  if (!row) throw notFound()
  const [slot] = await db.select().from(bookingSlots).where(eq(bookingSlots.id, row.slotId))
  if (!mayCancelBooking(row, slot?.cancelCutoffMinutes ?? 0, now))
    throw new ApiError(200, BOOKING_ERROR.cancelFailed, 'bookingCancelFailed')
  return (await viewOf(db, [await moveBooking(db, row, BOOKING_STATUS.cancelled, now)], now))[0]!
}

/** Which states staff may move a booking from, by the state it goes to. */
const STAFF_FROM: Record<number, readonly number[]> = {
  [BOOKING_STATUS.comingSoon]: [BOOKING_STATUS.booked],
  [BOOKING_STATUS.seated]: [BOOKING_STATUS.booked, BOOKING_STATUS.comingSoon],
  [BOOKING_STATUS.completed]: [BOOKING_STATUS.seated],
  [BOOKING_STATUS.cancelled]: [BOOKING_STATUS.booked, BOOKING_STATUS.comingSoon],
}

/** POST /api/staff/bookings/status: confirm, seat, complete, or cancel (also a no-show). */
export async function staffMoveBooking(db: Database, id: number, status: number, now: Date) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
  if (!row) throw notFound()
  if (!STAFF_FROM[status]?.includes(row.status))
    throw new ApiError(409, BOOKING_ERROR.move, 'bookingIllegalMove')
  return (await viewOf(db, [await moveBooking(db, row, status, now)], now))[0]!
}

/** GET /api/staff/bookings: a restaurant's bookings of a date, by time, with the slots' seats. */
export async function staffBookings(db: Database, restaurantId: number, date: string, now: Date) {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.restaurantId, restaurantId), eq(bookings.date, date)))
    .orderBy(asc(bookings.time), asc(bookings.id))
  return { slots: await bookingSlotsOn(db, restaurantId, date, now), bookings: await viewOf(db, rows, now) }
}
