/**
 * The points calls (SPEC §7 member/pointDetails; docs/api.md "Points"): the member's history and the
 * brand's exchange items, the exchange, and the staff's points commands. Shared by the PWA and
 * server/services/member/pointRoutes.ts. Rules in ../points.ts.
 */
import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import { MAX_POINTS, MAX_POINTS_RATE, type PointReason } from '../points'
import { IdParam, isEmptyValue, OptionalIdParam, wholeNumber } from './idParams'

/** Business errors of the points calls (besides VALIDATION, AUTH.*, BRAND.NOT_FOUND). */
export const POINTS_ERR = {
  /** The balance is short of the item's cost (or of a staff removal). */
  insufficient: 'POINTS.INSUFFICIENT',
  /** The item has none left (or its coupon template has no copies left). */
  outOfStock: 'POINTS.OUT_OF_STOCK',
  /** No such item offered by the brand. */
  itemNotFound: 'POINTS.ITEM_NOT_FOUND',
  /** No such exchange of this member in the brand. */
  exchangeNotFound: 'POINTS.EXCHANGE_NOT_FOUND',
  /** The member has not joined the brand (no balance to spend). */
  notMember: 'POINTS.NOT_MEMBER',
  /** A change that would pass the largest balance. */
  tooLarge: 'POINTS.TOO_LARGE',
} as const

/** Entries per page of member/pointDetails unless asked otherwise. */
export const POINT_PAGE_SIZE = 20

/** A 1-based page number; absent or empty is 1. */
const PageParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (isEmptyValue(input) ? 1 : input)),
    wholeNumber(1, 100_000),
  ),
  1,
)

/** POST member/pointDetails: the member's entries in the brand, newest first. */
export const PointDetailsParams = v.object({
  brandId: IdParam,
  /** When given, the token's member. */
  memberId: OptionalIdParam,
  pageIndex: PageParam,
  pageSize: v.optional(wholeNumber(1, 50), POINT_PAGE_SIZE),
})

/** POST memberPoints/getExchangeItems: the brand's items, with the member's balance. */
export const ExchangeItemsParams = v.object({ brandId: IdParam, memberId: OptionalIdParam })

/** POST memberPoints/exchange: takes one item for points. */
export const PointExchangeParams = v.object({ brandId: IdParam, memberId: OptionalIdParam, itemId: IdParam })

/** POST memberPoints/getExchange: one of the member's exchanges (the result page). */
export const ExchangeReadParams = v.object({
  brandId: IdParam,
  memberId: OptionalIdParam,
  exchangeId: IdParam,
})

/** One entry of the history: why it exists and what it links to. */
export type PointEntry = {
  id: number
  /** Signed whole points. */
  amount: number
  reason: PointReason
  orderId: number | null
  orderNo: string | null
  exchangeId: number | null
  /** The exchanged item's names (zh-hk, en, zh-cn) for an exchange entry. */
  itemName: string | null
  itemName1: string | null
  itemName2: string | null
  /** A reversal: the points already spent, so not taken back. */
  shortfall: number
  /** The merchant's reason for an adjustment. */
  note: string
  createdAt: string
}

/** A page of member/pointDetails, newest first, with the balance now. */
export type PointDetails = {
  balance: number
  list: PointEntry[]
  pageIndex: number
  pageSize: number
  total: number
  hasMore: boolean
}

export type ExchangeKind = 'coupon' | 'gift'

/** An item the brand offers for points. */
export type ExchangeItem = {
  id: number
  kind: ExchangeKind
  /** Names and descriptions: Traditional Chinese, English, Simplified Chinese. */
  name: string
  name1: string
  name2: string
  description: string
  description1: string
  description2: string
  cost: number
  stock: number
  /** The coupon template issued (kind 'coupon'). */
  couponId: number | null
}

/** memberPoints/getExchangeItems: the items and the member's balance. */
export type ExchangeItems = { balance: number; items: ExchangeItem[] }

/** An exchange made: the item, its cost, and the coupon in the wallet or the gift's pick-up code. */
export type PointExchangeResult = {
  id: number
  item: ExchangeItem
  cost: number
  memberCouponId: number | null
  giftCode: string | null
  createdAt: string
  /** The balance after the exchange (memberPoints/exchange) or now (getExchange). */
  balance: number
}

export const NameParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))
export const DescriptionParam = v.optional(v.pipe(boundedText(500), v.trim()), '')

/** A points rate: points per dollar, 0–MAX_POINTS_RATE with up to two decimals. */
export const RateParam = v.pipe(
  v.union([boundedText(16), v.number()]),
  v.transform(String),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/),
  v.check((text) => Number(text) <= MAX_POINTS_RATE, `at most ${MAX_POINTS_RATE}`),
)

/** POST /api/staff/points/rate: the brand's points per dollar paid. */
export const StaffPointsRateParams = v.object({ brandId: IdParam, pointsPerDollar: RateParam })

/** POST /api/staff/points/items: creates (or, by code, updates) an exchange item. */
export const StaffExchangeItemParams = v.variant('kind', [
  v.object({
    kind: v.literal('coupon'),
    brandId: IdParam,
    code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)),
    /** The coupon template's code. */
    couponCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)),
    name: NameParam,
    name1: NameParam,
    name2: NameParam,
    description: DescriptionParam,
    description1: DescriptionParam,
    description2: DescriptionParam,
    cost: wholeNumber(1, MAX_POINTS),
    stock: wholeNumber(0, MAX_POINTS),
  }),
  v.object({
    kind: v.literal('gift'),
    brandId: IdParam,
    code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)),
    name: NameParam,
    name1: NameParam,
    name2: NameParam,
    description: DescriptionParam,
    description1: DescriptionParam,
    description2: DescriptionParam,
    cost: wholeNumber(1, MAX_POINTS),
    stock: wholeNumber(0, MAX_POINTS),
  }),
])

/** POST /api/staff/points/adjust: adds (or removes, negative) a member's points with a reason. */
export const StaffPointsAdjustParams = v.object({
  brandId: IdParam,
  memberId: IdParam,
  points: v.pipe(
    wholeNumber(-MAX_POINTS, MAX_POINTS),
    v.check((n) => n !== 0, 'not 0'),
  ),
  note: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
})

/** GET /api/staff/points?brandId=: the brand's rate and items. */
export const StaffPointsParams = v.object({ brandId: IdParam })

/** What the staff's points calls answer about a brand. */
export type StaffPoints = { brandId: number; pointsPerDollar: string; items: ExchangeItem[] }

/** What the staff's adjustment answers: the entry's amount and the member's balance after it. */
export type StaffPointsAdjusted = { memberId: number; brandId: number; amount: number; balance: number }
