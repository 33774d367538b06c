import { integer, numeric, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { brands } from './schemaBrand'
import { restaurants } from './schemaRestaurant'

/** Discount rules, coupons and member levels (SPEC §3, §5). */

const money = () => numeric({ precision: 12, scale: 2 })

export const discountRules = pgTable(
  'discount_rules',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Null: every restaurant of the brand. */
    restaurantId: integer().references(() => restaurants.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** 0 fixed amount, otherwise percentage. */
    type: smallint().notNull(),
    /** Fixed amount off (type 0). */
    amount: money().notNull().default('0.00'),
    /** Percentage taken off the total (type ≠ 0), e.g. `10.00` for 10 %. */
    discountValue: numeric({ precision: 5, scale: 2 }).notNull().default('0.00'),
    /** Whether restrictionAmount is measured with (1) or without (0) the delivery fee. */
    amountTypeMin: smallint().notNull().default(0),
    restrictionAmount: money().notNull().default('0.00'),
    isDeliveryFee: smallint().notNull().default(0),
    /** Digits of the order types the rule applies to (SPEC §5: 2 delivery, 3 pick-up, 4 cold-chain). */
    placeOrderType: text().notNull(),
    /** Rule name: remark Traditional Chinese, remark2 English (SPEC §3 names two languages). */
    remark: text().notNull().default(''),
    remark2: text().notNull().default(''),
    enabled: smallint().notNull().default(1),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique('discount_rules_brand_code').on(t.brandId, t.code)],
)

/**
 * Coupon groups of the coupon centre (SPEC §2 /conponGroupList): a heading that gathers collectable
 * coupons; only groups with `collectable` 1 are shown.
 */
export const couponGroups = pgTable(
  'coupon_groups',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** Names: Traditional Chinese, English, Simplified Chinese. */
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    /** Listed order in the centre, smallest first. */
    sort: integer().notNull().default(0),
    /** 1: shown in the coupon centre. */
    collectable: smallint().notNull().default(1),
  },
  (t) => [unique('coupon_groups_brand_code').on(t.brandId, t.code)],
)

/** Coupon templates; members' copies are member_coupons (schemaOrder.ts). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Natural key and promo code to redeem. */
    code: text().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    /** 2 cash-off, otherwise percentage. */
    couponType: smallint().notNull(),
    /** Cash off (couponType 2). */
    amount: money().notNull().default('0.00'),
    /** Percentage off, e.g. `15.00` for 15 % (other types). */
    discount: numeric({ precision: 5, scale: 2 }).notNull().default('0.00'),
    /** Spend needed; unusable if spend exceeds the total. */
    spend: money().notNull().default('0.00'),
    /** Cap on the discount when above 0. */
    billMinAmount: money().notNull().default('0.00'),
    /** 1 repeats a cash-off per multiple of spend. */
    accumulate: smallint().notNull().default(0),
    /** 1 when it cannot be combined with other offers. */
    exclusive: smallint().notNull().default(0),
    /**
     * Digits of the order types the coupon is for, as discount_rules.placeOrderType (SPEC §5: 2
     * delivery, 3 pick-up, 4 cold-chain); '' for every order type.
     */
    orderTypes: text().notNull().default(''),
    couponTypeName: text().notNull(),
    couponTypeName1: text().notNull(),
    couponTypeName2: text().notNull(),
    validDays: integer().notNull().default(30),
    /** Copies one member may ever get by promo code or by collecting (member-web/coupon/collect). */
    perMemberLimit: integer().notNull().default(1),
    /** Copies that may be issued in all; 0 no limit. */
    totalQuantity: integer().notNull().default(0),
    /** Copies issued so far (raised by one conditional UPDATE per copy, never past totalQuantity). */
    issuedQuantity: integer().notNull().default(0),
    /** 1: `code` is a promo code members may redeem (member-web/coupon/exchange). */
    exchangeable: smallint().notNull().default(0),
    /** 1: members may collect it in the coupon centre (member-web/coupon/collect). */
    collectable: smallint().notNull().default(0),
    /** The centre's group it is listed under; null: listed under the centre's other coupons. */
    groupId: integer().references(() => couponGroups.id, { onDelete: 'set null' }),
    /** 1: issued to each member when they join the brand (the starter set). */
    issueOnJoin: smallint().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique('coupons_brand_code').on(t.brandId, t.code)],
)

export const memberLevels = pgTable(
  'member_levels',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** Rank, 1 lowest. */
    level: smallint().notNull(),
    name: text().notNull(),
    name1: text().notNull(),
    name2: text().notNull(),
    /** SPEC §3 member discount, a percentage, e.g. `5.00`. */
    memberDiscount: numeric({ precision: 5, scale: 2 }).notNull().default('0.00'),
    /** Price to buy the level; 0 when it is earned, not bought. */
    price: money().notNull().default('0.00'),
    /** Points earned per dollar spent. */
    pointsRate: numeric({ precision: 6, scale: 2 }).notNull().default('1.00'),
    validDays: integer().notNull().default(365),
    benefits: text().notNull().default(''),
    benefits1: text().notNull().default(''),
    benefits2: text().notNull().default(''),
    /** 1 when members of this level may take queue tickets (SPEC §6). */
    canQueue: smallint().notNull().default(1),
    /** 1 when this level's queue tickets wait in the priority line (SPEC §7 getNumber/priorityWait). */
    queuePriority: smallint().notNull().default(0),
    /** 1 when members of this level pay no delivery fee (src/domain/levels/levelDelivery.ts). */
    freeDelivery: smallint().notNull().default(0),
  },
  (t) => [unique('member_levels_brand_code').on(t.brandId, t.code)],
)
