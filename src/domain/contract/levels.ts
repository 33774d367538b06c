/**
 * Shapes of the level calls (issue 39 item 1, docs/api.md "Membership levels"): the brand's levels
 * with what each gives, the member's level and its end, and buying one (order/addBuyMemberLevelOrder).
 */
import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { isKnownPayType } from '../payTypes'
import { PercentSchema } from '../pricing/schemas'
import { CodeParam, IdParam, OptionalIdParam, wholeNumber } from './idParams'
import type { MemberLevel } from './member'
import { SubmissionKeyParam } from './order'
import { DescriptionParam, NameParam, RateParam } from './points'
import { MoneyParam } from './staffCoupons'

/** A coupon a level grants when a bought term of it starts. */
type LevelCoupon = { couponId: number; name: string; name1: string; name2: string; quantity: number }

/** A level with everything it gives (GET restaurant/member/getMemberTypeEquity). */
export type LevelEquity = MemberLevel & { coupons: LevelCoupon[] }

/** POST order/addBuyMemberLevelOrder: an order for one term of a level, paid like any order. */
export const BuyLevelParams = v.object({
  brandId: IdParam,
  levelId: IdParam,
  /** The restaurant whose payment methods pay it; the brand's first one when left out. */
  restaurantId: OptionalIdParam,
  /**
   * An online method the restaurant offers (SPEC §9 ids), or 1 to pay cash at the shop where it is
   * taken; left out, the restaurant's default online method (confirmPay may pay with another).
   */
  payType: v.optional(v.pipe(v.number(), v.integer(), v.check(isKnownPayType))),
  submissionKey: SubmissionKeyParam,
})
export type BuyLevelInput = v.InferOutput<typeof BuyLevelParams>

/** errCodes of buying a level (docs/api.md "Errors"). */
export const LEVEL_ERROR = {
  notForSale: 'LEVEL.NOT_FOR_SALE',
  lower: 'LEVEL.LOWER_THAN_HELD',
  notJoined: 'LEVEL.NOT_JOINED',
} as const

/** GET /api/staff/levels: the brand's levels with what they give. */
export const StaffLevelsParams = v.object({ brandId: IdParam })

/**
 * POST /api/staff/levels: creates the brand's level of that code, or updates it; `coupons` (template
 * codes with copies) replaces the coupons it grants when a bought term starts.
 */
export const StaffLevelParams = v.object({
  brandId: IdParam,
  code: CodeParam,
  /** Rank, 1 lowest. */
  level: wholeNumber(1, 99),
  name: NameParam,
  name1: NameParam,
  name2: NameParam,
  memberDiscount: v.optional(
    v.pipe(v.union([boundedText(8), v.number()]), v.transform(String), PercentSchema),
    '0',
  ),
  /** 0: not sold. */
  price: v.optional(MoneyParam, '0'),
  pointsRate: v.optional(RateParam, '1'),
  validDays: v.optional(wholeNumber(1, 3660), 365),
  canQueue: v.optional(wholeNumber(0, 1), 1),
  queuePriority: v.optional(wholeNumber(0, 1), 0),
  freeDelivery: v.optional(wholeNumber(0, 1), 0),
  benefits: DescriptionParam,
  benefits1: DescriptionParam,
  benefits2: DescriptionParam,
  coupons: v.optional(
    boundedArray(v.object({ code: CodeParam, quantity: v.optional(wholeNumber(1, 10), 1) }), 10),
    [],
  ),
})
