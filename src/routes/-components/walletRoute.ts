import type { AppContext } from '../../app/appContext'
import {
  type WalletArg,
  type WalletCouponArg,
  walletArg,
  walletCouponArg,
} from '../../domain/couponWalletArgs'
import { withMemberMessages } from './memberMessages'
import { loadOptionalBrandArg } from './optionalBrandArg'
import { loadRequiredArg } from './requiredArg'

/**
 * The loaders of the coupon wallet's routes (docs/routes.md "Coupon wallet"), each with the member
 * area's messages: a required arg (missing → null, the Warm prompt), or an optional one (/myCouponList,
 * /appCouponList: without it the brand is `?alias=`, else the stored one, else the demo brand).
 */

/** /coupon, /pcCoupon, /myCoupons: `[brandId, restaurantId, fromIndex, tab?]` required. */
export function loadWalletRoute(app: AppContext, pathArg: string | undefined, queryArg: string | undefined) {
  return withMemberMessages(app.i18n, loadRequiredArg(app, walletArg, pathArg, queryArg))
}

/** /myCouponDetail, /appCouponDetail, /couponOrderDetail: `[brandId, restaurantId, fromIndex, memberCouponId]` required. */
export function loadWalletCouponRoute(
  app: AppContext,
  pathArg: string | undefined,
  queryArg: string | undefined,
): Promise<WalletCouponArg | null> {
  return withMemberMessages(app.i18n, loadRequiredArg(app, walletCouponArg, pathArg, queryArg))
}

/** /myCouponList/:arg? and /appCouponList: the arg optional; null when the brand cannot be reached. */
export async function loadOptionalWalletRoute(
  app: AppContext,
  pathArg: string | undefined,
  search: { arg?: string | undefined; alias?: string | undefined },
): Promise<WalletArg | null> {
  const loaded = await loadOptionalBrandArg(app, walletArg, pathArg, search)
  return loaded ? { ...loaded.common, tab: loaded.arg?.tab ?? 'usable' } : null
}
