import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, money, orders } from './schemaOrder'
import { restaurants } from './schemaRestaurant'

/**
 * Payments (issue 13): the methods each restaurant offers (SPEC §3 "Payment type"), the payment
 * attempts of orders (src/domain/contract/pay.ts PAY_STATUS) and, apart, the sandbox provider's own
 * ledger (server/providers/payment/sandbox.ts), which stands where a real provider's systems would.
 */

/** The payment methods of a restaurant, in its order (SPEC §3: id, isdefault, show, img, payName). */
export const restaurantPayTypes = pgTable(
  'restaurant_pay_types',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** SPEC §9 payment type id (1 cash). */
    payType: integer().notNull(),
    /** 1 for the restaurant's default method. */
    isdefault: smallint().notNull().default(0),
    /** 1 shown to diners (and accepted by addOrder2 and confirmPay), 0 hidden. */
    show: smallint().notNull().default(1),
    /** The method's picture (a URL or /uploads/… path), or null. */
    img: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('restaurant_pay_types_restaurant_type').on(t.restaurantId, t.payType)],
)

/** One attempt to pay an order online. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payType: integer().notNull(),
    /** The order's price when the attempt was made: what the provider charges. */
    amount: money().notNull(),
    /** PAY_STATUS: 0 created, 1 pending, 4 processing, 2 paid, 3 failed, 5 cancelled. */
    status: smallint().notNull(),
    /** The provider that holds it (`sandbox`). */
    provider: text().notNull(),
    /** The provider's id of the payment; null until the provider has it. */
    providerRef: text(),
    /** When it was paid (the order detail shows it); null until then. */
    paidAt: at(),
    /** SPEC §4 refund progress of this payment: 7 refunding, 5 refunded; null when none. */
    refundProgress: smallint(),
    /** The provider's id of the refund. */
    refundRef: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    // One payment under way or paid per order: concurrent confirmPay calls cannot make two.
    uniqueIndex('payments_one_live_per_order').on(t.orderId).where(sql`${t.status} in (0, 1, 2, 4)`),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_order').on(t.orderId, t.id),
    // The reconciliation sweep reads only these: payments under way, and refunds under way.
    index('payments_live').on(t.updatedAt).where(sql`${t.status} in (0, 1, 4)`),
    index('payments_refunding').on(t.updatedAt).where(sql`${t.refundProgress} = 7`),
  ],
)

/** The sandbox provider's own records of the payments it was asked to take (its "bank"). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The provider's reference: 128 random bits, base64url; the hosted page's address holds it. */
    ref: text().primaryKey(),
    /** The merchant's idempotency key (our payment id): asking twice answers the first. */
    merchantRef: text().notNull(),
    /** The merchant's order id, sent back in every callback. */
    orderId: integer().notNull(),
    amount: money().notNull(),
    method: integer().notNull(),
    /** open, processing, paid, failed or cancelled. */
    status: text().notNull(),
    /** Where the browser goes after a button (the merchant's return page). */
    returnUrl: text().notNull(),
    /** The refund asked for, and when (completed REFUND_SECONDS later). */
    refundedAmount: money(),
    refundedAt: at(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex('sandbox_payments_merchant_ref').on(t.merchantRef)],
)
