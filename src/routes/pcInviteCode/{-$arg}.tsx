import { createFileRoute } from '@tanstack/react-router'
import { InviteLinkInvalid } from '../../features/invite/InviteLinkInvalid'
import { InviteScreen } from '../../features/invite/InviteScreen'
import { MissingArgDialog } from '../-components/MissingArgDialog'
import { argRouteOptions } from '../-components/search'
import { loadInviteRoute } from '../inviteCode/-inviteLoader'

/**
 * /pcInviteCode/:arg — a group order's page laid out wide (the desktop menu's Next leads here): the
 * same page as /inviteCode, its check-out going to /pcInviteOrder. Missing arg → Warm prompt.
 */
export const Route = createFileRoute('/pcInviteCode/{-$arg}')({
  ...argRouteOptions,
  loader: loadInviteRoute,
  component: RouteScreen,
})

function RouteScreen() {
  const { context } = Route.useLoaderData()
  if (!context) return <MissingArgDialog />
  const { invite } = context
  return invite ? <InviteScreen arg={{ ...context, invite }} layout="desktop" /> : <InviteLinkInvalid />
}
