import { encodeArg } from '../../domain/args'

/**
 * The link to a brand's coupon wallet, for the account screen and the checkout: `<Link {...walletLink(...)}>`.
 * /myCoupons/:arg is the wallet's phone route (docs/routes.md "Coupon wallet"); its arg is the common
 * prefix alone, the usable tab (src/domain/couponWalletArgs.ts, not imported here: the checkout's
 * chunk, which the menu fetches, stays without the wallet's arg schema).
 */
export function walletLink(context: { brandId: number; restaurantId?: number; fromIndex?: boolean }) {
  const arg = encodeArg([context.brandId, context.restaurantId ?? 0, context.fromIndex ? 1 : 0])
  return { to: '/myCoupons/{-$arg}' as const, params: { arg } }
}
