import { createFileRoute } from '@tanstack/react-router'
import { sendSingleArg } from '../../domain/couponRouteArgs'
import { GiftClaimScreen } from '../../features/couponGift/GiftClaimScreen'
import { SendCouponScreen } from '../../features/couponGift/SendCouponScreen'
import { loadMemberArgRoute } from '../-components/couponCentreRoute'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { validateShellSearch } from '../-components/search'

/**
 * /sendSingle/:arg — sending a coupon to a friend. Arg `[brandId, restaurantId, fromIndex,
 * memberCouponId?, giftCode?]`: the giver's form names their coupon, the friend's the gift link's
 * code. Missing → Warm prompt.
 */
export const Route = createFileRoute('/sendSingle/{-$arg}')({
  validateSearch: validateShellSearch,
  loaderDeps: ({ search }) => ({ arg: search.arg }),
  loader: async (load) => ({ arg: await loadMemberArgRoute(sendSingleArg, load) }),
  component: RouteScreen,
})

function RouteScreen() {
  const { arg } = Route.useLoaderData()
  if (!arg) return <MissingArgDialog />
  if (arg.giftCode !== undefined) return <GiftClaimScreen brandId={arg.brandId} code={arg.giftCode} />
  return <SendCouponScreen brandId={arg.brandId} memberCouponId={arg.memberCouponId!} />
}
