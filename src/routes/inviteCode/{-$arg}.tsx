import { createFileRoute } from '@tanstack/react-router'
import { InviteLinkInvalid } from '../../features/invite/InviteLinkInvalid'
import { InviteScreen } from '../../features/invite/InviteScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadInviteRoute } from './-inviteLoader'

/**
 * /inviteCode/:arg — a group order's page (issue 37 item 4): the host's link and QR code to share,
 * everyone's dishes, lock, check out, cancel; a friend's view of the same. Arg and loader:
 * ./-inviteLoader.ts. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/inviteCode/{-$arg}')({
  ...argRouteOptions,
  loader: loadInviteRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  const { invite } = context
  return invite ? <InviteScreen arg={{ ...context, invite }} layout="phone" /> : <InviteLinkInvalid />
}
