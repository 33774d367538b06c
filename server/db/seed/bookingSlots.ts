import type { Database } from '../open'
import { bookingSlots } from '../schema'
import { upsertRows } from './upsert'

/**
 * Bookable times at one restaurant of each demo brand (issue 40 item 5): lunch and dinner every
 * day, 20 seats a time at Central and 40 at Aberdeen; cancelling closes two hours before.
 */
const TIMES = ['12:00', '13:00', '18:00', '19:00', '20:00']

export async function seedBookingSlots(db: Database, restaurantIds: Map<string, number>): Promise<void> {
  const places = [
    { restaurantId: restaurantIds.get('demo/central')!, capacity: 20 },
    { restaurantId: restaurantIds.get('harbour/aberdeen')!, capacity: 40 },
  ]
  await upsertRows(
    db,
    bookingSlots,
    places.flatMap(({ restaurantId, capacity }) =>
      TIMES.map((time) => ({ restaurantId, time, capacity, cancelCutoffMinutes: 120 })),
    ),
    [bookingSlots.restaurantId, bookingSlots.time],
  )
}
