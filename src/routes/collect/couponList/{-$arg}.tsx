import { createFileRoute } from '@tanstack/react-router'
import { couponGroupArg } from '../../../domain/couponRouteArgs'
import { CouponCentreScreen } from '../../../features/couponCentre/CouponCentreScreen'
import { loadCentreRoute } from '../../-components/couponCentreRoute'
import { MissingArgDialog } from '../../-components/MissingArgDialog'
import { validateShellSearch } from '../../-components/search'

/** /collect/couponList/:arg — one group's coupons to collect. Arg `[brandId, restaurantId, fromIndex, groupId]`; missing → Warm prompt. */
export const Route = createFileRoute('/collect/couponList/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async (load) => ({ context: await loadCentreRoute(couponGroupArg, load) }),
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  return <CouponCentreScreen context={context} view={{ kind: 'group', groupId: context.groupId }} />
}
