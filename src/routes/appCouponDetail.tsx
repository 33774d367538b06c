import { createFileRoute } from '@tanstack/react-router'
import { CouponDetailScreen } from '../features/couponWallet/CouponDetailScreen'
import { MissingArgDialog } from './-components/MissingArgDialog'
import { argRouteOptions } from './-components/search'
import { loadWalletCouponRoute } from './-components/walletRoute'

/** /appCouponDetail?arg= — the native app's coupon detail: /myCouponDetail's screen. Missing arg → Warm prompt. */
export const Route = createFileRoute('/appCouponDetail')({
  ...argRouteOptions,
  loader: async ({ deps, context }) => ({
    context: await loadWalletCouponRoute(context, undefined, deps.arg),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CouponDetailScreen context={context} />
}
