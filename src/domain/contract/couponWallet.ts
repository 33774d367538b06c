/**
 * The coupon wallet's call (SPEC §7 "Member area": member/getMemberCoupon/v2; docs/api.md
 * "Coupon wallet"), shared by the PWA (src/features/couponWallet) and server/services/member.
 */
import * as v from 'valibot'
import type { Money } from '../menu/types'
import type { MemberCouponItem } from './coupon'
import { IdParam, isEmptyValue, MAX_ID, OptionalIdParam } from './idParams'

/**
 * The wallet's tabs: `usable` the coupons not reserved, used or expired (exactly what
 * member/memberCoupon/getAvailableCouponQuantity counts); `used` the ones an order holds or spent;
 * `expired` the ones whose validity ended unused. One in an open gift link is under `used`; one
 * a friend claimed is no longer the member's.
 */
export const WALLET_TABS = ['usable', 'used', 'expired'] as const
export type WalletTab = (typeof WALLET_TABS)[number]

/** Coupons on a wallet page when the caller does not say. */
export const WALLET_PAGE_SIZE = 20
/** The most coupons one page may ask for. */
const WALLET_MAX_PAGE_SIZE = 50

/** A whole number from `min` to `max`, given as a number or digits; `fallback` when empty. */
const PageNumber = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) =>
        isEmptyValue(input)
          ? fallback
          : typeof input === 'string' && /^\d{1,10}$/.test(input)
            ? Number(input)
            : input,
      ),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(max),
    ),
    fallback,
  )

/** POST member/getMemberCoupon/v2. */
export const WalletPageParams = v.object({
  brandId: IdParam,
  /** When given, the token's member. */
  memberId: OptionalIdParam,
  tab: v.optional(v.picklist(WALLET_TABS), 'usable'),
  pageIndex: PageNumber(1, MAX_ID),
  pageSize: PageNumber(WALLET_PAGE_SIZE, WALLET_MAX_PAGE_SIZE),
  /** When given, only this coupon of the member's (whichever tab it is in): the detail screens. */
  memberCouponId: OptionalIdParam,
})
export type WalletPageInput = v.InferOutput<typeof WalletPageParams>

/** The order a coupon is held by (reserved) or was spent on (used). */
export type WalletCouponOrder = {
  id: number
  orderNo: string
  restaurantId: number
  /** Restaurant names: Traditional Chinese, English, Simplified Chinese. */
  restaurantName: string
  restaurantName1: string
  restaurantName2: string
  orderType: number
  /** SPEC §4 order status. */
  status: number
  /** What the diner paid. */
  price: Money
  /** What the coupon took off. */
  coupon: Money
  /** Placed at, ISO 8601 at +08:00. */
  createdAt: string
}

/** One coupon in the wallet: the checkout's item plus where it came from and its order. */
export type WalletCouponItem = MemberCouponItem & {
  /** How it reached the wallet: `promo` (a promo code), `join` (the brand's starter set) or `issued`. */
  source: string
  /** Received at, ISO 8601 at +08:00. */
  receivedAt: string
  /** In a gift link a friend has not claimed yet (/sendSingle): held, in the used tab. */
  sending: boolean
  /** The order holding or having spent it; null in the usable and expired tabs. */
  order: WalletCouponOrder | null
}

export type WalletCounts = Record<WalletTab, number>

/** One page of member/getMemberCoupon/v2. */
export type WalletPage = {
  tab: WalletTab
  list: WalletCouponItem[]
  pageIndex: number
  pageSize: number
  /** Coupons in this tab (counts[tab]). */
  total: number
  hasMore: boolean
  /** Coupons in each tab. */
  counts: WalletCounts
}
