import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
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

/**
 * A table's shared cart (issue 37 item 3): one per table, what every phone that scanned its code
 * sees and edits. `version` grows with every change (phones wait for the next one); `generation`
 * names the cart's contents until a round sends them, and a send names the generation it sends, so
 * two phones sending at once make one round (the second finds the generation sent).
 */
export const tableCarts = pgTable('table_carts', {
  tableId: integer()
    .primaryKey()
    .references(() => tableQrCodes.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
  generation: text().notNull(),
  /** The round that sent the previous generation, and that generation: a late second send finds it. */
  sentGeneration: text(),
  sentOrderId: integer(),
  /** The generation the staff emptied by closing the table: a late send of it hears that the table closed. */
  closedGeneration: text(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * A line of a table's shared cart, named by the phone that added it (a random id), so that changes
 * merge per line: an add is made once however often it is retried, and a quantity is set on its own
 * line. The cart holds the lines of its current `generation`; a removed line stays as a tombstone
 * (number 0), and a sent line (or one the staff's close emptied) stays with its past generation,
 * so a late retry of its add cannot bring it back. Housekeeping purges past generations' lines
 * once no phone can still be retrying them (server/services/housekeeping.ts).
 */
export const tableCartLines = pgTable(
  'table_cart_lines',
  {
    id: serial().primaryKey(),
    tableId: integer()
      .notNull()
      .references(() => tableQrCodes.id, { onDelete: 'cascade' }),
    lineId: text().notNull(),
    /** The cart generation the line was added to (table_carts.generation). */
    generation: text().notNull(),
    /** The cart line (SPEC §3) as the phone built it; the server prices it again when it is sent. */
    line: jsonb().notNull(),
    number: integer().notNull(),
    guestNo: smallint().notNull(),
    addedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('table_cart_lines_line').on(t.tableId, t.lineId),
    index('table_cart_lines_generation').on(t.tableId, t.generation),
  ],
)

/** The guests of a table's shared cart: a phone's random key, its number ("Guest 2") and chosen name. */
export const tableCartGuests = pgTable(
  'table_cart_guests',
  {
    tableId: integer()
      .notNull()
      .references(() => tableQrCodes.id, { onDelete: 'cascade' }),
    guestKey: text().notNull(),
    guestNo: smallint().notNull(),
    name: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.guestKey] })],
)
