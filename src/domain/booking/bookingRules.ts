import { DISPLAY_UTC_OFFSET_MINUTES } from '../businessDay'

/**
 * Table bookings (issue 40 item 3; SPEC §4 "Booking"): their states, which dates can be booked,
 * when a booking starts and until when the diner may cancel it. Pure; the server applies them and
 * the PWA shows them.
 */

/** SPEC §4 booking states: Booked (asked), Coming soon (confirmed), Seated, Completed, Cancelled. */
export const BOOKING_STATUS = { booked: 0, comingSoon: 1, seated: 2, completed: 3, cancelled: 4 } as const

/** The days ahead a table can be booked (today included). */
const BOOKING_DAYS_AHEAD = 30

/** The instant a booking of `date` (`YYYY-MM-DD`) at `time` ("19:30", UTC+8) starts. */
function bookingStart(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - DISPLAY_UTC_OFFSET_MINUTES * 60_000)
}

/** Today's date at UTC+8, `YYYY-MM-DD`. */
export function localDate(now: Date): string {
  return new Date(now.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)
}

/** Whether `date` at `time` is still ahead and within BOOKING_DAYS_AHEAD days. */
export function isBookable(date: string, time: string, now: Date): boolean {
  const start = bookingStart(date, time)
  if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) return false
  const last = Date.parse(`${localDate(now)}T00:00:00Z`) + BOOKING_DAYS_AHEAD * 86_400_000
  return Date.parse(`${date}T00:00:00Z`) < last
}

/** Whether the diner may still cancel: a booking not over, more than `cutoffMinutes` before it starts. */
export function mayCancelBooking(
  booking: { status: number; date: string; time: string },
  cutoffMinutes: number,
  now: Date,
): boolean {
  if (booking.status !== BOOKING_STATUS.booked && booking.status !== BOOKING_STATUS.comingSoon) return false
  return bookingStart(booking.date, booking.time).getTime() - now.getTime() > cutoffMinutes * 60_000
}
