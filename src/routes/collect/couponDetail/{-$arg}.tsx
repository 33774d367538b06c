import { createFileRoute } from '@tanstack/react-router'
import { couponDetailArg } from '../../../domain/couponRouteArgs'
import { CouponCentreScreen } from '../../../features/couponCentre/CouponCentreScreen'
import { loadCentreRoute } from '../../-components/couponCentreRoute'
import { MissingArgDialog } from '../../-components/MissingArgDialog'
import { validateShellSearch } from '../../-components/search'

/** /collect/couponDetail/:arg — one coupon to collect with all its rules. Arg `[brandId, restaurantId, fromIndex, couponId]`; missing → Warm prompt. */
export const Route = createFileRoute('/collect/couponDetail/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async (load) => ({ context: await loadCentreRoute(couponDetailArg, load) }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CouponCentreScreen context={context} view={{ kind: 'detail', couponId: context.couponId }} />
}
