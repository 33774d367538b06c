import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnreachablePage } from '../features/brand/UnreachablePage'
import { WalletScreen } from '../features/couponWallet/WalletScreen'
import { validateShellSearch } from './-components/search'
import { loadOptionalWalletRoute } from './-components/walletRoute'

/**
 * /appCouponList — the native app's coupon list: the wallet of /myCouponList. `?arg=` as there,
 * optional: `?alias=`, else the stored brand.
 */
export const Route = createFileRoute('/appCouponList')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ alias: search.alias, arg: search.arg }),
  loader: async ({ deps, context }) => ({
    context: await loadOptionalWalletRoute(context, undefined, deps),
  }),
  component: RouteScreen,
})

function RouteScreen() {
  const { t } = useLingui()
  const { context } = Route.useLoaderData()
  if (!context) return <UnreachablePage title={t`My coupons`} />
  return <WalletScreen context={context} layout="phone" />
}
