import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
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
import { coupons } from './schemaPromotion'
import { restaurants } from './schemaRestaurant'
import { tableSessions } from './schemaTable'

/**
 * Orders (SPEC §3 "Order", §4 status codes, DESIGN §4 exactly-once submission), their lines as the
 * server priced them, and members' copies of coupon templates. Money is numeric(12,2); every field
 * of the pricing engine's PriceResult (src/domain/pricing/priceOrder.ts) is kept as it was charged.
 */

/** A money column: numeric(12,2). */
export const money = () => numeric({ precision: 12, scale: 2 })
/** A point in time, with its time zone. */
export const at = () => timestamp({ withTimezone: true, mode: 'date' })

/** Source of the display order numbers (server/services/order/orderNumber.ts). */
export const orderNumberSeq = pgSequence('order_number_seq')

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** For display: `YYMMDD` at UTC+8 then a 6-digit sequence, e.g. `260302000042`. */
    orderNo: text().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SPEC §4: 1 shop/delivery, 2 takeout, 3 scan, 7 pick-up, 8 cold-chain. */
    orderType: smallint().notNull(),
    /** SPEC §2 menu type the cart came from. */
    menuType: smallint().notNull(),
    /** SPEC §4 status codes (src/domain/orderStatus.ts). */
    status: smallint().notNull(),
    /** 1 pay later (cash on delivery or at the shop), 2 online. */
    orderPayType: smallint().notNull(),
    /** 1 cash on delivery / pay at the shop; otherwise a payment method id (SPEC §9). */
    payType: integer().notNull(),
    /** Set when cancelled: 1 by the diner, 2 by the merchant, 3 by the system. */
    cancelType: smallint(),
    /** SPEC §4 refund progress: 7 in progress, 5 completed; null when no refund. */
    refundProgress: smallint(),
    persons: smallint().notNull().default(1),
    /** At most 50 characters (SPEC §5). */
    remark: text().notNull().default(''),
    /** The member's address as it was when ordered (delivery and cold-chain); null for pick-up. */
    address: jsonb(),
    /** 0 as soon as possible, 1 at `slotTime`. */
    slotType: smallint().notNull().default(0),
    slotTime: at(),
    /** PriceResult, as charged. */
    total: money().notNull(),
    subtotal: money().notNull(),
    lunchbox: money().notNull(),
    /** The service-charge percentage as text, "10%". */
    service: text().notNull(),
    serviceCharge: money().notNull(),
    deliveryFee: money().notNull(),
    all: money().notNull(),
    discount: money().notNull(),
    discountReason: text(),
    discountRuleId: integer(),
    memberDiscountResult: money().notNull(),
    couponCanUsePrice: money().notNull(),
    coupon: money().notNull(),
    couponReason: text(),
    /** Signed rounding difference. */
    decimal: numeric({ precision: 12, scale: 2 }).notNull(),
    price: money().notNull(),
    /** The member coupon reserved for (and then used by) this order. */
    memberCouponId: integer(),
    /** A table round (order type 3, issue 37): its table session, and its place among the session's rounds. */
    tableSessionId: integer().references(() => tableSessions.id, { onDelete: 'set null' }),
    roundNo: smallint(),
    /** A pick-up order's collection number (src/domain/order/collectionNo.ts), "A023"; null otherwise. */
    collectionNo: text(),
    /** The client's key (DESIGN §4): a repeated send returns the first order. */
    submissionKey: text().notNull(),
    /**
     * SHA-256 (hex) of the request the order was placed with (server/services/order/submission.ts):
     * a repeat of the key with another body is refused. Null on orders placed before it was kept.
     */
    submissionFingerprint: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('orders_submission_key').on(t.submissionKey),
    uniqueIndex('orders_table_round').on(t.tableSessionId, t.roundNo),
    index('orders_member_created').on(t.memberId, t.createdAt),
    index('orders_restaurant_created').on(t.restaurantId, t.createdAt),
    // The unpaid sweep (server/services/order/unpaidSweep.ts) reads only these: online orders still at 0.
    index('orders_unpaid_online').on(t.createdAt).where(sql`${t.orderPayType} = 2 and ${t.status} = 0`),
  ],
)

/**
 * The last collection number given per restaurant and business day (./../services/order/
 * collectionNumbers.ts): taken by an upsert in the placing transaction, so concurrent pick-up
 * orders get consecutive numbers and a rolled-back order gives its number back.
 */
export const collectionCounters = pgTable(
  'collection_counters',
  {
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD` (src/domain/businessDay.ts). */
    businessDay: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.businessDay] })],
)

/** The cart lines as the server priced them (SPEC §3 Cart line). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Position in the cart. */
    seq: smallint().notNull(),
    /** The food; 0 on the make-up line (no foreign key: foods may be deleted, history stays). */
    productId: integer().notNull(),
    posFid: text().notNull(),
    productName: text().notNull(),
    productName1: text().notNull(),
    productName2: text().notNull(),
    number: integer().notNull(),
    /** Base price per unit. */
    price: money().notNull(),
    /** Per unit: base price plus every chosen item. */
    total: money().notNull(),
    lunchboxPrice: money().notNull(),
    serviceCharge: smallint().notNull(),
    ablediscount: smallint().notNull(),
    foodType: smallint().notNull(),
    imageUrl: text().notNull().default(''),
    /** Units of this line taken from the food's stock (0 when the food is not stock-controlled); a cancel gives them back. */
    stockTaken: integer().notNull().default(0),
    /** Chosen modifiers and combo items, nested, priced by the server (CartItemDetail[]). */
    itemDetail: jsonb().notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
)

/** member_coupons.status. */
export const MEMBER_COUPON_STATUS = {
  available: 'available',
  reserved: 'reserved',
  used: 'used',
  /** Held by an open gift link (coupon_gifts): not usable, not sendable again. */
  sending: 'sending',
  /** Given to a friend who claimed the link; the friend holds a copy of their own. */
  gifted: 'gifted',
  /** A stamp-card reward taken back because an order that earned its stamps was refunded (schemaStamps.ts). */
  withdrawn: 'withdrawn',
} as const

/** member_coupons.source. */
export const MEMBER_COUPON_SOURCE = {
  issued: 'issued',
  join: 'join',
  promo: 'promo',
  /** Collected in the coupon centre. */
  collect: 'collect',
  /** Claimed from a friend's gift link (not counted against the template's copies). */
  gift: 'gift',
  /** Exchanged for points (point_exchanges). */
  points: 'points',
  /** Granted by a bought membership level when its term started (level_orders). */
  level: 'level',
  /** A full stamp card's reward (stamp_rewards). */
  stamps: 'stamps',
} as const

/** A member's copy of a coupon template: reserved by an order, used when the order completes. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** available, reserved or used (MEMBER_COUPON_STATUS). */
    status: text().notNull().default(MEMBER_COUPON_STATUS.available),
    /** The order holding it, when reserved or used. */
    orderId: integer(),
    validUntil: at().notNull(),
    createdAt: at().notNull(),
    /** How it was issued (MEMBER_COUPON_SOURCE): a promo code, the brand's starter set, or otherwise. */
    source: text().notNull().default(MEMBER_COUPON_SOURCE.issued),
  },
  (t) => [
    index('member_coupons_member').on(t.memberId, t.status),
    index('member_coupons_coupon_member').on(t.couponId, t.memberId),
  ],
)

/** SPEC §4 delivery tracking of an order: each state the staff recorded (src/domain/orderTracking.ts), with its time. */
export const orderTracking = pgTable(
  'order_tracking',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1–7 in SPEC order (TRACKING_STATE). */
    state: smallint().notNull(),
    at: at().notNull(),
  },
  (t) => [index('order_tracking_order').on(t.orderId, t.id)],
)
