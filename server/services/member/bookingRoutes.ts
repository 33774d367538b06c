import { Hono } from 'hono'
import {
  AddBookingParams,
  BookingIdParams,
  BookingSlotsParams,
  MemberBookingsParams,
} from '../../../src/domain/contract/booking'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import { addBooking, bookingSlotsOn, cancelBooking, memberBookings } from './bookings'
import type { MemberDeps } from './deps'

/**
 * /api/member/book/… (issue 40 item 3; docs/api.md "Bookings"): the times with seats left (no
 * login), and booking, listing and cancelling the token's own bookings only.
 */
export function bookingRoutes(deps: MemberDeps) {
  const { db } = deps
  const routes = new Hono<AppEnv>()
  const auth = requireMember(db, deps.now)

  routes.get('/book/getSlots', async (c) => {
    const { restaurantId, date } = parseInput(BookingSlotsParams, queryOf(c))
    return ok(c, await bookingSlotsOn(db, restaurantId, date, deps.now()))
  })
  routes.post('/book/addBooking', auth, async (c) =>
    ok(c, await addBooking(db, c.get('member').id, await readPostParams(c, AddBookingParams), deps.now())),
  )
  routes.post('/book/getAllBookings2', auth, async (c) => {
    const { brandId } = await readPostParams(c, MemberBookingsParams)
    await requireBrand(db, brandId)
    return ok(c, await memberBookings(db, c.get('member').id, brandId, deps.now()))
  })
  routes.post('/book/deleteBooks', auth, async (c) => {
    const { id } = await readPostParams(c, BookingIdParams)
    return ok(c, await cancelBooking(db, c.get('member').id, id, deps.now()))
  })

  return routes
}
