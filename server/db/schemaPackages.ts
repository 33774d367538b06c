import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { members } from './schemaMember'
import { at, money, orders } from './schemaOrder'

/**
 * Vouchers and packages (issue 39 item 4; server/services/member/vouchers.ts). A brand sells
 * packages of N vouchers of one dish; buying one is an order (type 12) whose vouchers are issued
 * once, when its payment settles (package_orders.issuedAt, claimed in that transaction). Each
 * voucher gives one unit of its dish at 0 in a later order, and is used by one order only: the
 * claim is a conditional UPDATE of its status.
 */

export const voucherPackages = pgTable(
  'voucher_packages',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Natural key of the seed and the staff command. */
    code: text().notNull(),
    /** Names and descriptions: Traditional Chinese, English, Simplified Chinese. */
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    description: text().notNull().default(''),
    description1: text().notNull().default(''),
    description2: text().notNull().default(''),
    imageUrl: text().notNull().default(''),
    price: money().notNull(),
    voucherCount: smallint().notNull(),
    /** The dish each voucher gives: its posFid on the brand's menus, and its names as sold. */
    foodCode: text().notNull(),
    foodName: text().notNull(),
    foodName1: text().notNull(),
    foodName2: text().notNull(),
    /** Days each voucher lasts from the payment. */
    validDays: integer().notNull(),
    /** 0: no longer sold; the vouchers bought stay usable. */
    forSale: smallint().notNull().default(1),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('voucher_packages_brand_code').on(t.brandId, t.code),
    check('voucher_packages_count', sql`${t.voucherCount} between 1 and 100`),
  ],
)

/** An order that buys a package, and when its vouchers were issued and withdrawn (refund). */
export const packageOrders = pgTable(
  'package_orders',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => voucherPackages.id, { onDelete: 'cascade' }),
    /** The package's count and length when bought. */
    voucherCount: smallint().notNull(),
    validDays: integer().notNull(),
    /** Set once, when the payment settles (or staff take the cash): the vouchers exist from then. */
    issuedAt: at(),
    /** Set once when the order is refunded: its unused vouchers are withdrawn. */
    withdrawnAt: at(),
  },
  (t) => [index('package_orders_member').on(t.memberId, t.brandId)],
)

/** A member's voucher: 0 usable, 1 used (by usedOrderId), 2 withdrawn. */
export const memberVouchers = pgTable(
  'member_vouchers',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    packageOrderId: integer()
      .notNull()
      .references(() => packageOrders.orderId, { onDelete: 'cascade' }),
    status: smallint().notNull().default(0),
    expiresAt: at().notNull(),
    usedOrderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    usedAt: at(),
  },
  (t) => [
    index('member_vouchers_member').on(t.memberId, t.brandId, t.status),
    index('member_vouchers_package_order').on(t.packageOrderId),
    index('member_vouchers_used_order').on(t.usedOrderId),
  ],
)
