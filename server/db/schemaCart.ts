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
import { members } from './schemaMember'
import { orders } from './schemaOrder'
import { restaurants, tableQrCodes } from './schemaRestaurant'

/**
 * A shared cart (issue 37): one cart that several phones read and change line by line — a table's
 * (item 3, one per table: `tableId`) or a group order's (item 4, `invites.cartId`; `tableId` null).
 * `version` grows with every change (phones wait for the next one); `generation` names the cart's
 * contents until a round sends them, and a send names the generation it sends, so two phones
 * sending at once make one round (the second finds the generation sent). An invite's cart keeps
 * its one generation: it is placed once.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: serial().primaryKey(),
    tableId: integer().references(() => tableQrCodes.id, { onDelete: 'cascade' }),
    version: integer().notNull().default(0),
    generation: text().notNull(),
    /** The round that sent the previous generation, and that generation: a late second send finds it. */
    sentGeneration: text(),
    sentOrderId: integer(),
    /** The generation the staff emptied by closing the table: a late send of it hears that the table closed. */
    closedGeneration: text(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('shared_carts_table').on(t.tableId)],
)

/**
 * A line of a shared cart, named by the phone that added it (a random id), so that changes merge
 * per line: an add is made once however often it is retried, and a quantity is set on its own
 * line. The cart holds the lines of its current `generation`; a removed line stays as a tombstone
 * (number 0), and a sent line (or one the staff's close emptied) stays with its past generation,
 * so a late retry of its add cannot bring it back. Housekeeping purges past generations' lines
 * once no phone can still be retrying them (server/services/housekeeping.ts).
 */
export const sharedCartLines = pgTable(
  'shared_cart_lines',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => sharedCarts.id, { onDelete: 'cascade' }),
    lineId: text().notNull(),
    /** The cart generation the line was added to (shared_carts.generation). */
    generation: text().notNull(),
    /** The cart line (SPEC §3) as the phone built it; the server prices it again when it is sent. */
    line: jsonb().notNull(),
    number: integer().notNull(),
    guestNo: smallint().notNull(),
    addedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('shared_cart_lines_line').on(t.cartId, t.lineId),
    index('shared_cart_lines_generation').on(t.cartId, t.generation),
  ],
)

/** The guests of a shared cart: a phone's random key, its number ("Guest 2") and chosen name. */
export const sharedCartGuests = pgTable(
  'shared_cart_guests',
  {
    cartId: integer()
      .notNull()
      .references(() => sharedCarts.id, { onDelete: 'cascade' }),
    guestKey: text().notNull(),
    guestNo: smallint().notNull(),
    name: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.guestKey] })],
)

/**
 * A group order (issue 37 item 4): a member (the host) shares its random `code`; friends holding
 * it add their lines to the invite's shared cart under their names until the host locks it and
 * places the order from its lines (src/domain/contract/invite.ts). Open until the end of the
 * business day it was started on (`expiresAt`); housekeeping deletes it (with its cart) later.
 */
export const invites = pgTable(
  'invites',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    cartId: integer()
      .notNull()
      .references(() => sharedCarts.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Delivery (1) or pick-up (7), from the menu `menuType`. */
    orderType: smallint().notNull(),
    menuType: smallint().notNull(),
    /** INVITE_STATUS: 1 open, 2 locked, 3 ordered, 4 cancelled. */
    status: smallint().notNull().default(1),
    /** The host's order, once placed. */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('invites_code').on(t.code),
    uniqueIndex('invites_cart').on(t.cartId),
    index('invites_restaurant').on(t.restaurantId, t.status),
    index('invites_member').on(t.memberId),
    index('invites_expires').on(t.expiresAt),
  ],
)
