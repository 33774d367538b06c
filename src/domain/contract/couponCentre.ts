/**
 * The coupon centre's and gift links' calls (docs/api.md "Coupon centre and gifts"), shared by the
 * PWA and server/services/member-web: member-web/coupon/collectList, collect, sendInfo, sendSingle,
 * cancelGift, giftInfo and claimGift.
 */
import * as v from 'valibot'
import type { GiftState } from '../coupons/giftRules'
import type { Coupon } from '../pricing/schemas'
import type { MemberCouponItem } from './coupon'
import { IdParam, OptionalIdParam } from './idParams'

/** Error codes of the centre's and gifts' calls (besides VALIDATION, AUTH.*, BRAND.NOT_FOUND). */
export const COUPON_CENTRE_ERR = {
  /** Not a collectable coupon of the brand live now. */
  notCollectable: 'COUPON.NOT_COLLECTABLE',
  /** Every copy has been collected. */
  soldOut: 'COUPON.SOLD_OUT',
  /** The member collected as many as they may. */
  collectLimit: 'COUPON.COLLECT_LIMIT',
  /** Not one of the member's coupons that can be sent now (used, held by an order, expired, or not theirs). */
  notSendable: 'GIFT.NOT_SENDABLE',
  /** No such link. */
  giftNotFound: 'GIFT.NOT_FOUND',
  /** The link was claimed, cancelled or expired (`data.state` says which). */
  giftClosed: 'GIFT.CLOSED',
  /** The giver opened their own link. */
  giftOwn: 'GIFT.OWN',
} as const

/** A gift link's secret: 128 random bits as 32 hex digits (no `_`, which separates a route arg's values). */
export const GIFT_CODE_PATTERN = /^[0-9a-f]{32}$/

/** A gift link's code as sent. */
const GiftCodeParam = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(GIFT_CODE_PATTERN))

/** POST member-web/coupon/collectList (guests too; a member's token adds what they hold). */
export const CollectListParams = v.object({ brandId: IdParam, memberId: OptionalIdParam })

/** POST member-web/coupon/collect. */
export const CollectParams = v.object({ brandId: IdParam, couponId: IdParam, memberId: OptionalIdParam })

/** POST member-web/coupon/sendInfo and sendSingle: the giver's copy. */
export const SendCouponParams = v.object({
  brandId: IdParam,
  memberCouponId: IdParam,
  memberId: OptionalIdParam,
})

/** POST member-web/coupon/giftInfo, claimGift and cancelGift. */
export const GiftParams = v.object({ code: GiftCodeParam, memberId: OptionalIdParam })

/** A coupon template as the centre shows it: SPEC §3 Coupon, names, and what is left to collect. */
export type CollectableCoupon = Coupon & {
  /** The template (`id` is the template too: a coupon not yet anyone's copy). */
  couponId: number
  groupId: number | null
  name: string
  name1: string
  name2: string
  couponTypeName: string
  couponTypeName1: string
  couponTypeName2: string
  /** Digits of the order types it applies to (SPEC §5); '' every type. */
  orderTypes: string
  /** Days a collected copy stays usable (never past `endsAt`). */
  validDays: number
  /** The template's end, ISO 8601 at +08:00, or null. */
  endsAt: string | null
  /** Copies left of the total; null unlimited. */
  left: number | null
  /** Copies one member may get. */
  limit: number
  /** Copies this member got (0 for a guest). */
  held: number
}

/** A group of the centre; `id` 0 gathers the coupons of no group. */
export type CollectGroup = {
  id: number
  name: string
  name1: string
  name2: string
  coupons: CollectableCoupon[]
}

/** member-web/coupon/collect's answer: the coupon's new counts and the copy put in the wallet. */
export type CollectResult = { coupon: CollectableCoupon; memberCouponId: number }

/** A gift link as its giver sees it. */
export type GiftLink = { code: string; state: GiftState; expiresAt: string }

/** A coupon being given, as giver and friend see it (the giver's copy's terms and validity). */
export type GiftCoupon = Omit<MemberCouponItem, 'status'>

/** member-web/coupon/sendInfo: the giver's copy, whether it can be sent, and its open link if any. */
export type SendInfo = { coupon: GiftCoupon; sendable: boolean; gift: GiftLink | null }

/** member-web/coupon/giftInfo: what the friend (or a guest) sees when opening the link. */
export type GiftInfo = {
  brandId: number
  state: GiftState
  expiresAt: string
  coupon: GiftCoupon
  /** The token's member made this link. */
  own: boolean
}
