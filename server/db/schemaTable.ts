import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { restaurants, tableQrCodes } from './schemaRestaurant'

/**
 * A table's session (issue 37): from the first round sent (or the guests counted) to the staff
 * closing the table. Its rounds are orders (type 3) with its id; they share one bill. At most one
 * session of a table is open (the partial unique index), so phones racing to start one join it.
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: serial().primaryKey(),
    tableId: integer()
      .notNull()
      .references(() => tableQrCodes.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Guests at the table (SPEC §9 default 1): the per-person limits use it. */
    persons: smallint().notNull().default(1),
    /** 1 open, 2 closed by the staff (src/domain/table/session.ts). */
    status: smallint().notNull().default(1),
    openedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('table_sessions_one_open').on(t.tableId).where(sql`${t.status} = 1`),
    index('table_sessions_restaurant').on(t.restaurantId, t.openedAt),
  ],
)
