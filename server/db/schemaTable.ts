import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { orders } from './schemaOrder'
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
 * A bill of a table session (issue 37 item 2): what was paid, or is being paid, for which rounds —
 * online through a payment (the pay service's `payments` row, whose order is the bill's first
 * round) or at the counter by the staff. Its status follows PAY_STATUS (0, 1, 4 under way, 2 paid,
 * 3 failed, 5 cancelled); at most one bill of a session is under way at once (the partial unique
 * index), so two phones paying together start one payment. The rounds a bill covers are fixed when
 * it starts: a round sent later stays due.
 */
export const tableBills = pgTable(
  'table_bills',
  {
    id: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    /** The member who pays online; null at the counter. */
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    /** SPEC §9 method id: an online one, or 1 (cash) at the counter. */
    payType: integer().notNull(),
    /** The sum of the covered rounds' prices (src/domain/table/sessionBill.ts): what is charged. */
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    status: smallint().notNull(),
    /**
     * The online payment (payments.id); null at the counter. No foreign key: schemaPay loads after
     * this file (its money columns come from schemaOrder, which imports this one), and payments are
     * never deleted but with their order, which takes its bill rounds with it.
     */
    paymentId: integer(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('table_bills_one_live').on(t.sessionId).where(sql`${t.status} in (0, 1, 4)`),
    uniqueIndex('table_bills_payment').on(t.paymentId),
    index('table_bills_session').on(t.sessionId, t.id),
  ],
)

/** The rounds (orders) a bill covers. */
export const tableBillRounds = pgTable(
  'table_bill_rounds',
  {
    billId: integer()
      .notNull()
      .references(() => tableBills.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.billId, t.orderId] }), index('table_bill_rounds_order').on(t.orderId)],
)
