import { createFileRoute } from '@tanstack/react-router'
import { couponCentreArg } from '../../domain/couponRouteArgs'
import { CouponCentreScreen } from '../../features/couponCentre/CouponCentreScreen'
import { loadCentreRoute } from '../-components/couponCentreRoute'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { validateShellSearch } from '../-components/search'

/** /moreCoupon/:arg — the coupon centre, as /collectCoupons (the "more coupons" entry). Arg `[brandId, restaurantId, fromIndex]`; missing → Warm prompt. */
export const Route = createFileRoute('/moreCoupon/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async (load) => ({ context: await loadCentreRoute(couponCentreArg, load) }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CouponCentreScreen context={context} view={{ kind: 'centre' }} />
}
