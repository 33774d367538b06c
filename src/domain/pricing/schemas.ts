import * as v from 'valibot'
import { MAX_LINE_NUMBER } from '../contract/menu'
import { ORDER_TYPE } from '../menu/types'
import { compareMoney } from '../money'

/**
 * The inputs of the pricing engine (docs/pricing.md) as valibot schemas, the one definition of their
 * shapes: the server checks the rules it reads and the client checks what it is sent with them, and
 * every type of ./*.ts is inferred from here. Money is a decimal string of at most two places
 * (`numeric(12,2)` in the database, DESIGN §4); percentages are decimal strings too (`"12.00"` is
 * 12 %), except the service-charge setting, which the settings call gives as a number.
 */

/** A non-negative amount of at most two places, as `numeric(12,2)` holds it: `"38.50"`, `"0"`, `"120"`. */
export const AmountSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}(\.\d{1,2})?$/, 'An amount is a decimal string of at most two places, not negative.'),
)

/** A percentage from 0 to 100 as a decimal string of at most two places: `"12.00"` is 12 %. */
export const PercentSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'A percentage is a decimal string of at most two places.'),
  v.check((text) => compareMoney(text, 100) <= 0, 'A percentage is at most 100.'),
)

/** A 0/1 flag. */
const FlagSchema = v.picklist([0, 1])
const wholeNumber = v.pipe(v.number(), v.integer())
const idSchema = v.pipe(wholeNumber, v.minValue(0))

/**
 * The fields of a cart line (SPEC §3) that count in money; a full CartLine fits. `total` is per unit
 * (modifiers included); the make-up line (posFid -1111) counts like any other.
 */
const PricingLineSchema = v.object({
  posFid: v.union([v.string(), v.number()]),
  number: v.pipe(wholeNumber, v.minValue(1), v.maxValue(MAX_LINE_NUMBER)),
  total: AmountSchema,
  lunchboxPrice: AmountSchema,
  /** 1: the line bears the service charge. Any other value: it does not. */
  serviceCharge: wholeNumber,
  /** 1: the line counts towards and takes the discount rule. Any other value: it does not. */
  ablediscount: wholeNumber,
})
export type PricingLine = v.InferOutput<typeof PricingLineSchema>

/** ROUNDING_MODE (flexd): 0 drop the cents, 1 round up, 2 round half up, 3 round to the nearest 0.5. */
export const ROUNDING_MODE = { drop: 0, roundUp: 1, roundHalf: 2, toHalfDollar: 3 } as const
export type RoundingMode = (typeof ROUNDING_MODE)[keyof typeof ROUNDING_MODE]

/** MEMBER_DISCOUNT_ROUNDING: 1 truncates to cents, 2 rounds half up to cents. */
export const MEMBER_DISCOUNT_ROUNDING = { truncate: 1, round: 2 } as const
export type MemberDiscountRounding = (typeof MEMBER_DISCOUNT_ROUNDING)[keyof typeof MEMBER_DISCOUNT_ROUNDING]

/** The brand's (or restaurant's) pricing settings (docs/api.md "Seeded settings"). */
export const PricingSettingsSchema = v.object({
  /** SERVICE_CHARGE_PERCENT: 10 is 10 %; at most two places. */
  servicePercent: v.pipe(
    v.number(),
    v.minValue(0),
    v.maxValue(100),
    v.check((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'At most two places.'),
  ),
  roundingMode: v.picklist(Object.values(ROUNDING_MODE)),
  memberDiscountRounding: v.picklist(Object.values(MEMBER_DISCOUNT_ROUNDING)),
})
export type PricingSettings = v.InferOutput<typeof PricingSettingsSchema>

/** DiscountRule.type 0: a fixed amount off; any other type takes a percentage off. */
export const FIXED_DISCOUNT_TYPE = 0

/** SPEC §3 Discount rule. */
export const DiscountRuleSchema = v.object({
  id: v.optional(idSchema),
  /** 0 fixed amount (`amount`), otherwise percentage (`discountValue`). */
  type: wholeNumber,
  amount: AmountSchema,
  discountValue: PercentSchema,
  /** With isDeliveryFee 1: 1 measures restrictionAmount with the delivery fee added. */
  amountTypeMin: FlagSchema,
  /** The discountable amount (with the fee, see amountTypeMin) must reach this. */
  restrictionAmount: AmountSchema,
  isDeliveryFee: FlagSchema,
  /** Digits of the order types it applies to: 2 delivery, 3 pick-up, 4 cold-chain ("23": both first). */
  placeOrderType: v.pipe(v.string(), v.regex(/^[\d,]{0,20}$/, 'Digits of order types.')),
  /** Names: Traditional Chinese, English. */
  remark: v.optional(v.string()),
  remark2: v.optional(v.string()),
})
export type DiscountRule = v.InferOutput<typeof DiscountRuleSchema>

/** Coupon.couponType 2: cash off; any other type takes a percentage off. */
export const CASH_OFF_COUPON_TYPE = 2

/** SPEC §3 Coupon (the member's copy: `id` its own, `couponId` the template's). */
export const CouponSchema = v.object({
  id: idSchema,
  couponId: v.optional(idSchema),
  /** 2 cash-off (`amount`), otherwise percentage (`discount`). */
  couponType: wholeNumber,
  amount: AmountSchema,
  discount: PercentSchema,
  /** Usable only when couponCanUsePrice reaches it. */
  spend: AmountSchema,
  /** Cap on what the coupon takes off, when above 0. */
  billMinAmount: AmountSchema,
  /** 1: a cash-off repeats once per whole multiple of `spend`. */
  accumulate: FlagSchema,
  /** 1: not combined with other offers: choosing it drops the discount rule (docs/pricing.md). */
  exclusive: FlagSchema,
  /**
   * Digits of the order types it is for, as a discount rule's placeOrderType (SPEC §5; 1 the
   * table's: ./coupon.ts couponOrderTypeDigit); '' (or absent, from a server before it was
   * carried) for every type. A coupon for other order types is unusable ('orderType').
   */
  orderTypes: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{0,10}$/))),
  couponTypeName: v.optional(v.string()),
  couponTypeName1: v.optional(v.string()),
})
export type Coupon = v.InferOutput<typeof CouponSchema>

/** Everything priceOrder reads. */
export const PriceInputSchema = v.object({
  lines: v.array(PricingLineSchema),
  /** SPEC §4: 1 shop/delivery, 2 takeout, 3 scan, 7 pick-up, 8 cold-chain. */
  orderType: v.picklist(Object.values(ORDER_TYPE)),
  /** True when the order comes from the cold-chain menu (menu type 5). */
  coldChainMenu: v.boolean(),
  /** '0.00' for pick-up and scan orders. */
  deliveryFee: AmountSchema,
  settings: PricingSettingsSchema,
  discountRule: v.nullable(DiscountRuleSchema),
  /** The member level's memberDiscount percentage; null for guests and levels without one. */
  memberDiscount: v.nullable(PercentSchema),
  coupon: v.nullable(CouponSchema),
})

/** priceOrder's input; lines may be any cart lines (a readonly CartLine[] fits). */
export type PriceInput = Omit<v.InferOutput<typeof PriceInputSchema>, 'lines'> & {
  lines: readonly PricingLine[]
}
