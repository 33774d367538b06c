/**
 * The staff API's coupon calls (docs/api.md "Staff API"): coupon templates with what is issued and
 * left, creating a template (collectable in the coupon centre, or a promo code) and a coupon group.
 * Shared by server/services/staff and `npm run staff -- coupons` (scripts/staffCoupons.ts).
 */
import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import { AmountSchema } from '../pricing/schemas'
import { IdParam, isEmptyValue, OptionalIdParam, wholeNumber } from './idParams'

export const STAFF_COUPON_ERR = {
  /** The brand has a template (or group) with this code already. */
  codeTaken: 'COUPON.CODE_TAKEN',
} as const

/** An amount as a decimal string of at most two places (a number is read as its text). */
export const MoneyParam = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.trim(),
  AmountSchema,
)
const optional = <TSchema extends v.GenericSchema>(schema: TSchema, fallback: v.InferInput<TSchema>) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isEmptyValue(input) ? fallback : input)),
      schema,
    ),
    fallback,
  )
const Flag = optional(wholeNumber(0, 1), 0)
const Name = v.pipe(boundedText(60), v.trim(), v.minLength(1))
/** A date and time with its offset, e.g. `2026-12-31T23:59:59+08:00`. */
const Instant = v.pipe(
  boundedText(40),
  v.isoTimestamp(),
  v.transform((text) => new Date(text)),
)

/** GET /api/staff/coupons?brandId= */
export const StaffCouponsParams = v.object({ brandId: IdParam })

/** How members get a template: collecting it in the centre, or typing its code (a promo code). */
const STAFF_COUPON_KINDS = ['collect', 'promo'] as const

/** POST /api/staff/coupons: a new template of the brand. */
export const StaffCouponCreateParams = v.object({
  brandId: IdParam,
  /** Natural key; for a promo code, what members type. */
  code: v.pipe(boundedText(64), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,32}$/), v.toUpperCase()),
  kind: v.picklist(STAFF_COUPON_KINDS),
  /** Names: Traditional Chinese, English, Simplified Chinese. */
  name: Name,
  name1: Name,
  name2: Name,
  /** 2 cash-off of `amount`, 1 percentage (`discount` percent). */
  couponType: wholeNumber(1, 2),
  amount: optional(MoneyParam, '0.00'),
  discount: optional(
    v.pipe(
      MoneyParam,
      v.check((text) => Number(text) <= 100, 'at most 100'),
    ),
    '0.00',
  ),
  spend: optional(MoneyParam, '0.00'),
  billMinAmount: optional(MoneyParam, '0.00'),
  accumulate: Flag,
  exclusive: Flag,
  validDays: optional(wholeNumber(1, 3650), 30),
  perMemberLimit: optional(wholeNumber(1, 1000), 1),
  /** 0 no limit. */
  totalQuantity: optional(wholeNumber(0, 10_000_000), 0),
  groupId: OptionalIdParam,
  startsAt: v.optional(Instant),
  endsAt: v.optional(Instant),
})

/** POST /api/staff/couponGroups: a new group of the brand's coupon centre. */
export const StaffCouponGroupCreateParams = v.object({
  brandId: IdParam,
  code: v.pipe(boundedText(64), v.trim(), v.regex(/^[a-z0-9-]{1,32}$/)),
  name: Name,
  name1: Name,
  name2: Name,
  sort: optional(wholeNumber(0, 10_000), 0),
})

/** A template as the staff see it. */
export type StaffCouponRow = {
  id: number
  code: string
  /** collect, promo, or other (the starter set, issued by the seed). */
  kind: 'collect' | 'promo' | 'other'
  name1: string
  couponType: number
  amount: string
  discount: string
  spend: string
  billMinAmount: string
  accumulate: number
  exclusive: number
  validDays: number
  perMemberLimit: number
  totalQuantity: number
  issuedQuantity: number
  /** Copies left; null unlimited. */
  left: number | null
  groupId: number | null
  startsAt: string | null
  endsAt: string | null
}

export type StaffCouponGroupRow = { id: number; code: string; name1: string; sort: number }

/** GET /api/staff/coupons' answer. */
export type StaffCoupons = { groups: StaffCouponGroupRow[]; coupons: StaffCouponRow[] }
