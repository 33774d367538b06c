import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { at } from './schemaOrder'
import { restaurants } from './schemaRestaurant'

/**
 * Table bookings (issue 40 item 3; server/services/member/bookings.ts, rules in
 * src/domain/booking/bookingRules.ts). A restaurant's bookable times each day, with the seats each
 * takes; the seats booked per time and date are counted in booking_seats and changed only by a
 * conditional UPDATE that never goes past the capacity, so concurrent bookings never overbook.
 */

export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** "19:30" at UTC+8, every day. */
    time: text().notNull(),
    /** Seats that can be booked at this time each day. */
    capacity: smallint().notNull(),
    /** Minutes before the time after which the diner can no longer cancel. */
    cancelCutoffMinutes: smallint().notNull().default(120),
  },
  (t) => [
    uniqueIndex('booking_slots_time').on(t.restaurantId, t.time),
    check('booking_slots_capacity', sql`${t.capacity} between 1 and 999`),
  ],
)

/** Seats booked at a slot on a date (cancelled bookings give theirs back). */
export const bookingSeats = pgTable(
  'booking_seats',
  {
    slotId: integer()
      .notNull()
      .references(() => bookingSlots.id, { onDelete: 'cascade' }),
    date: text().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.date] })],
)

export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    slotId: integer()
      .notNull()
      .references(() => bookingSlots.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD` and "HH:mm" at UTC+8. */
    date: text().notNull(),
    time: text().notNull(),
    persons: smallint().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    remark: text().notNull().default(''),
    /** SPEC §4 booking state (src/domain/booking/bookingRules.ts BOOKING_STATUS). */
    status: smallint().notNull().default(0),
    /** The client's key for the request: a retry answers the same booking. */
    submissionKey: text().notNull(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('bookings_submission_key').on(t.submissionKey),
    index('bookings_member').on(t.memberId, t.date),
    index('bookings_restaurant_date').on(t.restaurantId, t.date),
  ],
)
