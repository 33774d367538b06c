/**
 * Shapes of the booking calls (issue 40 item 3, docs/api.md "Bookings"): a restaurant's bookable
 * times with the seats left on a date, booking one, a member's bookings and cancelling one.
 */
import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import { IdParam, wholeNumber } from './idParams'
import { SubmissionKeyParam } from './order'

export type BookingSlotView = {
  slotId: number
  time: string
  capacity: number
  left: number
  bookable: boolean
}

export type BookingView = {
  id: number
  brandId: number
  restaurantId: number
  restaurantName: { name: string; name1: string; name2: string }
  date: string
  time: string
  persons: number
  name: string
  phone: string
  remark: string
  /** SPEC §4 state (src/domain/booking/bookingRules.ts BOOKING_STATUS). */
  status: number
  /** Whether the diner may still cancel it (before the restaurant's cut-off). */
  cancellable: boolean
  createdAt: string
}

const DateParam = v.pipe(boundedText(10), v.regex(/^\d{4}-\d{2}-\d{2}$/))

export const BookingSlotsParams = v.object({ restaurantId: IdParam, date: DateParam })

/** POST book/addBooking: seats at a slot on a date, once per submission key. */
export const AddBookingParams = v.object({
  restaurantId: IdParam,
  slotId: IdParam,
  date: DateParam,
  persons: wholeNumber(1, 20),
  name: v.pipe(boundedText(40), v.trim(), v.minLength(1)),
  phone: v.pipe(boundedText(16), v.trim(), v.regex(/^\d{8}(\d{3})?$/)),
  remark: v.optional(v.pipe(boundedText(100), v.trim()), ''),
  submissionKey: SubmissionKeyParam,
})
export type AddBookingInput = v.InferOutput<typeof AddBookingParams>

export const MemberBookingsParams = v.object({ brandId: IdParam })
export const BookingIdParams = v.object({ id: IdParam })

/** POST /api/staff/bookings/status: confirm (1), seat (2), complete (3) or cancel — also a no-show — (4). */
export const StaffBookingStatusParams = v.object({ id: IdParam, status: wholeNumber(1, 4) })
export const StaffBookingsParams = v.object({ restaurantId: IdParam, date: DateParam })

/** errCodes of bookings (docs/api.md "Bookings"). */
export const BOOKING_ERROR = {
  /** The slot has fewer seats left than asked. */
  full: 'BOOKING.FULL',
  /** The date and time have passed or are too far ahead. */
  notBookable: 'BOOKING.NOT_BOOKABLE',
  /** Past the cut-off, or already over: SPEC §8 "Cancellation failed". */
  cancelFailed: 'BOOKING.CANCEL_FAILED',
  notFound: 'BOOKING.NOT_FOUND',
  move: 'BOOKING.ILLEGAL_MOVE',
} as const
