import { createFileRoute } from '@tanstack/react-router'
import { CouponDetailScreen } from '../../features/couponWallet/CouponDetailScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadWalletCouponRoute } from '../-components/walletRoute'

/** /myCouponDetail/:arg — a wallet coupon's detail. Arg `[brandId, restaurantId, fromIndex, memberCouponId]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/myCouponDetail/{-$arg}')({
  ...argRouteOptions,
  loader: async ({ params, deps, context }) => ({
    context: await loadWalletCouponRoute(context, params.arg, deps.arg),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CouponDetailScreen context={context} />
}
