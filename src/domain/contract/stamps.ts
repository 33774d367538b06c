/**
 * The stamp card calls (issue 39 item 3; docs/api.md "Stamp cards"): the member's cards of a brand
 * and the staff's stamp-card commands. Shared by the PWA, server/services/member-web/stampRoutes.ts,
 * server/services/staff and `npm run staff -- stamps`. Rules in ../stamps/.
 */
import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { ORDER_TYPE } from '../menu/types'
import { AmountSchema } from '../pricing/schemas'
import { MAX_STAMPS_NEEDED, MIN_STAMPS_NEEDED } from '../stamps/completion'
import { CodeParam, IdParam, isEmptyValue, OptionalIdParam, wholeNumber } from './idParams'

/** Business errors of the staff's stamp-card calls (besides VALIDATION, AUTH.*, BRAND.NOT_FOUND). */
export const STAMP_ERR = {
  /** The brand has a stamp card with this code already. */
  codeTaken: 'STAMP.CODE_TAKEN',
} as const

/** GET member-web/stampCard/list?brandId=: the member's cards of the brand. */
export const StampCardListParams = v.object({ brandId: IdParam, memberId: OptionalIdParam })

/** The coupon a full card turns into, as the wallet names it. */
export type StampReward = {
  couponId: number
  /** Names: Traditional Chinese, English, Simplified Chinese. */
  name: string
  name1: string
  name2: string
  /** 2 cash-off of `amount`, otherwise `discount` percent off; usable from `spend`. */
  couponType: number
  amount: string
  discount: string
  spend: string
}

/** A brand's stamp card as a member sees it: its rule, its reward and the member's progress. */
export type StampCardView = {
  id: number
  name: string
  name1: string
  name2: string
  /** Stamps that fill the card. */
  stampsNeeded: number
  /** Order types that earn a stamp (SPEC §4 codes); empty: every type. */
  orderTypes: number[]
  /** Least an order must cost (after discounts and coupons) to earn a stamp. */
  minSpend: string
  reward: StampReward
  /** Stamps on the member's card now (0 … stampsNeeded − 1). */
  stamps: number
  /** Stamps owed: refunded after their reward was spent, taken off the next stamps earned. */
  stampsOwed: number
  /** Rewards the member has earned on this card and kept (withdrawn ones not counted). */
  rewardsEarned: number
}

/** member-web/stampCard/list: the brand's cards, oldest first. */
export type StampCardList = { list: StampCardView[] }

const ORDER_TYPES: readonly number[] = Object.values(ORDER_TYPE)
const OrderTypeParam = v.pipe(
  wholeNumber(1, 99),
  v.check((type) => ORDER_TYPES.includes(type), 'an order type: 1, 2, 3, 7 or 8'),
)

/** Order types as a list or a comma-separated text ("7,1"); empty or absent: every type. */
const OrderTypesParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (isEmptyValue(input)) return []
      if (typeof input === 'string' && input.length <= 64) return input.split(',')
      return input
    }),
    boundedArray(OrderTypeParam, ORDER_TYPES.length),
    v.transform((types) => [...new Set(types)].sort((a, b) => a - b)),
  ),
  [],
)

const Name = v.pipe(boundedText(60), v.trim(), v.minLength(1))

/** POST /api/staff/stampCards: a new stamp card of the brand. */
export const StaffStampCardCreateParams = v.object({
  brandId: IdParam,
  /** Natural key (stored lower case). */
  code: v.pipe(CodeParam, v.toLowerCase()),
  name: Name,
  name1: Name,
  name2: Name,
  stampsNeeded: wholeNumber(MIN_STAMPS_NEEDED, MAX_STAMPS_NEEDED),
  orderTypes: OrderTypesParam,
  minSpend: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isEmptyValue(input) ? '0' : typeof input === 'number' ? String(input) : input)),
      v.string(),
      v.trim(),
      AmountSchema,
    ),
    '0',
  ),
  /** The reward: a coupon template of the brand, by its code. */
  couponCode: v.pipe(CodeParam, v.toUpperCase()),
})

/** GET /api/staff/stampCards?brandId= */
export const StaffStampCardsParams = v.object({ brandId: IdParam })

/** A stamp card as the staff calls answer it. */
export type StaffStampCard = Omit<StampCardView, 'stamps' | 'stampsOwed' | 'rewardsEarned'> & {
  code: string
  /** Members holding stamps on it now, and rewards issued in all (withdrawn ones not counted). */
  members: number
  rewardsIssued: number
}

/** GET /api/staff/stampCards: the brand's cards. */
export type StaffStampCards = { brandId: number; list: StaffStampCard[] }
