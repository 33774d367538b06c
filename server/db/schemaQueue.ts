import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { at } from './schemaOrder'
import { restaurants } from './schemaRestaurant'

/**
 * Queue tickets (issue 40; server/services/queue/, rules in src/domain/queue/queueRules.ts). A
 * restaurant's queue: whether it takes numbers, its periods and table types; each ticket's number
 * comes from its table type's counter of the business day (one UPDATE, so concurrent takers get
 * distinct numbers in order), and a partial unique index keeps one active ticket per person.
 */

/** A restaurant's queue: open or not, how long a called number waits, how many may wait. */
export const queueSettings = pgTable('queue_settings', {
  restaurantId: integer()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  /** 1: numbers can be taken (within a period); staff open and close it. */
  open: smallint().notNull().default(0),
  /** Minutes a called number waits before it has passed. */
  graceMinutes: smallint().notNull().default(10),
  /** Minutes one party is expected to take, for the estimated wait. */
  minutesPerParty: smallint().notNull().default(8),
  /** Parties that may wait per table type at once; null: no cap. */
  maxWaiting: integer(),
})

/** The periods numbers are taken in (lunch, dinner…), times at UTC+8 as "HH:mm". */
export const queuePeriods = pgTable(
  'queue_periods',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    opens: text().notNull(),
    closes: text().notNull(),
  },
  (t) => [uniqueIndex('queue_periods_code').on(t.restaurantId, t.code)],
)

/** The table types a party waits for, by its size; `minLevel` a member level rank it needs. */
export const queueTableTypes = pgTable(
  'queue_table_types',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** The number's letter: A, B, C… */
    prefix: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    minPersons: smallint().notNull(),
    maxPersons: smallint().notNull(),
    minLevel: smallint(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('queue_table_types_code').on(t.restaurantId, t.code)],
)

/** The last number given per table type and business day. */
export const queueCounters = pgTable(
  'queue_counters',
  {
    tableTypeId: integer()
      .notNull()
      .references(() => queueTableTypes.id, { onDelete: 'cascade' }),
    businessDay: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableTypeId, t.businessDay] })],
)

export const queueTickets = pgTable(
  'queue_tickets',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableTypeId: integer()
      .notNull()
      .references(() => queueTableTypes.id, { onDelete: 'cascade' }),
    periodId: integer().references(() => queuePeriods.id, { onDelete: 'set null' }),
    businessDay: text().notNull(),
    number: integer().notNull(),
    label: text().notNull(),
    persons: smallint().notNull(),
    /** The member's, or null for a guest's ticket (taken with a phone number, bound later). */
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    phone: text(),
    /** The secret of the ticket's link (the printed QR, the guest's device). */
    token: text().notNull(),
    /** 1: the member's level waits first (priorityWait). */
    priority: smallint().notNull().default(0),
    /** SPEC §4 queue state (src/domain/queue/queueRules.ts QUEUE_STATUS). */
    status: smallint().notNull().default(0),
    callCount: smallint().notNull().default(0),
    createdAt: at().notNull(),
    calledAt: at(),
    endedAt: at(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('queue_tickets_token').on(t.token),
    uniqueIndex('queue_tickets_number').on(t.tableTypeId, t.businessDay, t.number),
    // One active ticket per person per restaurant: the second taker's insert fails.
    uniqueIndex('queue_tickets_active_member')
      .on(t.restaurantId, t.memberId)
      .where(sql`${t.status} in (0, 1) and ${t.memberId} is not null`),
    uniqueIndex('queue_tickets_active_phone')
      .on(t.restaurantId, t.phone)
      .where(sql`${t.status} in (0, 1) and ${t.phone} is not null`),
    index('queue_tickets_waiting').on(t.tableTypeId, t.businessDay, t.status),
    index('queue_tickets_member').on(t.memberId, t.createdAt),
  ],
)
