import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnreachablePage } from '../../features/brand/UnreachablePage'
import { WalletScreen } from '../../features/couponWallet/WalletScreen'
import { validateShellSearch } from '../-components/search'
import { loadOptionalWalletRoute } from '../-components/walletRoute'

/**
 * /myCouponList/:arg? — the coupon wallet, the same screen as the app's /appCouponList. Arg
 * `[brandId, restaurantId, fromIndex, tab?]`, optional: `?alias=`, else the stored brand.
 */
export const Route = createFileRoute('/myCouponList/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: async ({ params, deps, context }) => ({
    context: await loadOptionalWalletRoute(context, params.arg, deps),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { t } = useLingui()
  const { context } = Route.useLoaderData()
  if (!context) return <UnreachablePage title={t`My coupons`} />
  return <WalletScreen context={context} layout="phone" />
}
