import { createFileRoute } from '@tanstack/react-router'
import { CouponOrdersScreen } from '../../features/couponWallet/CouponOrdersScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadWalletCouponRoute } from '../-components/walletRoute'

/** /couponOrderDetail/:arg? — the order a wallet coupon is held by or was used in. Arg `[brandId, restaurantId, fromIndex, memberCouponId]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/couponOrderDetail/{-$arg}')({
  ...argRouteOptions,
  loader: async ({ params, deps, context }) => ({
    context: await loadWalletCouponRoute(context, params.arg, deps.arg),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CouponOrdersScreen context={context} />
}
