import * as v from 'valibot'
import { GIFT_CODE_PATTERN } from './contract/couponCentre'
import { CommonArg, emptyAsAbsent, IdText, routeArg } from './routeArgs'

/**
 * Args of the coupon centre's routes (SPEC §2; docs/routes.md) and of /sendSingle. The centre's
 * forms /collectCoupons, /collect, /moreCoupon and /conponGroupList take the common prefix only.
 */

/** /collectCoupons/:arg, /collect/:arg, /moreCoupon/:arg, /conponGroupList/:arg? — `[brandId, restaurantId, fromIndex]`. */
export const couponCentreArg = routeArg(['brandId', 'restaurantId', 'fromIndex'], CommonArg)

/** /collect/couponList/:arg — `[brandId, restaurantId, fromIndex, groupId]`: one group's coupons (0: those of no group). */
export const couponGroupArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'groupId'],
  v.object({ ...CommonArg.entries, groupId: IdText }),
)

/** /collect/couponDetail/:arg — `[brandId, restaurantId, fromIndex, couponId]`: one coupon to collect. */
export const couponDetailArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'couponId'],
  v.object({ ...CommonArg.entries, couponId: v.pipe(IdText, v.minValue(1)) }),
)

const GiftCodeText = v.pipe(v.string(), v.regex(GIFT_CODE_PATTERN))

/**
 * /sendSingle/:arg — `[brandId, restaurantId, fromIndex, memberCouponId?, giftCode?]`: the giver's
 * form names their coupon (memberCouponId), the friend's the link (giftCode); exactly one of them.
 */
export const sendSingleArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'memberCouponId', 'giftCode'],
  v.pipe(
    v.object({
      ...CommonArg.entries,
      memberCouponId: emptyAsAbsent(v.pipe(IdText, v.minValue(1))),
      giftCode: emptyAsAbsent(GiftCodeText),
    }),
    v.check((arg) => (arg.memberCouponId === undefined) !== (arg.giftCode === undefined)),
  ),
)
