import { createFileRoute } from '@tanstack/react-router'
import { InviteLinkInvalid } from '../../features/invite/InviteLinkInvalid'
import { InviteMenuScreen } from '../../features/invite/InviteMenuScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadInviteMenuRoute } from './-inviteMenuLoader'

/**
 * /inviteOrder/:arg — the link a group order's host shares (issue 37 item 4): the restaurant's menu
 * adding to the group order's cart, under the name the friend gives first. Arg: the menu's with the
 * group order's code (./-inviteMenuLoader.ts). Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/inviteOrder/{-$arg}')({
  ...argRouteOptions,
  loader: loadInviteMenuRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  const { invite } = context
  return invite ? <InviteMenuScreen arg={{ ...context, invite }} /> : <InviteLinkInvalid />
}
