import { createFileRoute } from '@tanstack/react-router'
import { WalletScreen } from '../../features/couponWallet/WalletScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadWalletRoute } from '../-components/walletRoute'

/** /pcCoupon/:arg — the desktop variant of the coupon wallet (the promo code beside the list). Arg `[brandId, restaurantId, fromIndex, tab?]`. Missing arg → Warm prompt. */
export const Route = createFileRoute('/pcCoupon/{-$arg}')({
  ...argRouteOptions,
  loader: async ({ params, deps, context }) => ({
    context: await loadWalletRoute(context, params.arg, deps.arg),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <WalletScreen context={context} layout="desktop" />
}
