import { encodeArg } from '../../domain/args'
import { walletArgValues } from '../../domain/couponWalletArgs'

/**
 * The link to a brand's coupon wallet, for the account screen and the checkout: `<Link {...walletLink(...)}>`.
 * /myCoupons/:arg is the wallet's phone route (docs/routes.md "Coupon wallet").
 */
export function walletLink(context: { brandId: number; restaurantId?: number; fromIndex?: boolean }) {
  const arg = encodeArg(
    walletArgValues({
      brandId: context.brandId,
      restaurantId: context.restaurantId ?? 0,
      fromIndex: context.fromIndex ?? false,
    }),
  )
  return { to: '/myCoupons/{-$arg}' as const, params: { arg } }
}
