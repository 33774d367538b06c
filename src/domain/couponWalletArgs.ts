import * as v from 'valibot'
import { WALLET_TABS, type WalletTab } from './contract/couponWallet'
import { CommonArg, IdText, routeArg } from './routeArgs'

/**
 * Route args of the coupon wallet (issue 38; SPEC §2 "Coupons", docs/routes.md "Coupon wallet"),
 * over the common prefix `[brandId, restaurantId, fromIndex]`.
 */

/** A wallet tab by name; empty or absent is the usable tab. */
const TabText = v.optional(
  v.pipe(
    v.picklist(['', ...WALLET_TABS]),
    v.transform((text): WalletTab => (text === '' ? 'usable' : text)),
  ),
  'usable',
)

/**
 * /coupon/:arg, /pcCoupon/:arg, /myCoupons/:arg, /myCouponList/:arg? and /appCouponList —
 * `[brandId, restaurantId, fromIndex, tab?]`: the wallet, on `tab` (usable, used or expired).
 */
export const walletArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'tab'],
  v.object({ ...CommonArg.entries, tab: TabText }),
)
export type WalletArg = v.InferOutput<typeof CommonArg> & { tab: WalletTab }

/**
 * /myCouponDetail/:arg, /appCouponDetail and /couponOrderDetail/:arg? —
 * `[brandId, restaurantId, fromIndex, memberCouponId]`: one of the member's coupons, its rules or its orders.
 */
export const walletCouponArg = routeArg(
  ['brandId', 'restaurantId', 'fromIndex', 'memberCouponId'],
  v.object({ ...CommonArg.entries, memberCouponId: v.pipe(IdText, v.minValue(1)) }),
)
export type WalletCouponArg = v.InferOutput<typeof CommonArg> & { memberCouponId: number }

/** The arg values of a wallet screen, the usable tab's left off. */
export function walletArgValues(arg: Omit<WalletArg, 'tab'> & { tab?: WalletTab }): (string | number)[] {
  const values: (string | number)[] = [arg.brandId, arg.restaurantId, arg.fromIndex ? 1 : 0]
  if (arg.tab && arg.tab !== 'usable') values.push(arg.tab)
  return values
}

/** The arg values of a coupon's detail or orders. */
export function walletCouponArgValues(arg: WalletCouponArg): (string | number)[] {
  return [arg.brandId, arg.restaurantId, arg.fromIndex ? 1 : 0, arg.memberCouponId]
}
