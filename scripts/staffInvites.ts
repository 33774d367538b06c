import type { StaffInvite } from '../src/domain/contract/staff'
import { formatDate } from '../src/domain/time'
import { type RestaurantCli, restaurantOf } from './staffTables'

const ORDER_TYPES: Record<number, string> = { 1: 'delivery', 7: 'pick-up' }

/** A group order as lines to read: its code, state, host, people and lines, and when it closes. */
function inviteText(invite: StaffInvite): string {
  const kind = ORDER_TYPES[invite.orderType] ?? `order type ${invite.orderType}`
  return (
    `${invite.code}  ${invite.state} ${kind}, host member ${invite.hostMemberId}\n` +
    `  ${invite.guests} people, ${invite.lines} lines; ` +
    `started ${formatDate(invite.createdAt, 8)}, expires ${formatDate(invite.expiresAt, 8)}`
  )
}

/**
 * `invites --brand <id> --restaurant <id>`: the restaurant's group orders still open or locked;
 * `invites cancel <code> --brand <id> --restaurant <id>`: cancels one (its friends' link closes).
 */
export async function invitesCommand(rest: string[], cli: RestaurantCli): Promise<string> {
  const { options } = cli
  const { scope, list } = restaurantOf(cli, 'invites')
  if (rest.length === 0) {
    const invites = (await cli.call(list)) as StaffInvite[]
    if (options.json) return JSON.stringify(invites, null, 2)
    if (invites.length === 0) return `Restaurant ${scope.restaurantId} has no open group orders.`
    return invites.map(inviteText).join('\n')
  }
  if (rest[0] !== 'cancel' || rest.length !== 2) throw cli.usage('invites takes nothing, or "cancel <code>"')
  const cancelled = (await cli.call('invites/cancel', { ...scope, code: rest[1] })) as {
    code: string
    cancelled: boolean
    state: string
  }
  if (options.json) return JSON.stringify(cancelled, null, 2)
  return cancelled.cancelled
    ? `Group order ${cancelled.code} cancelled; its link no longer works.`
    : `Group order ${cancelled.code} was already ${cancelled.state}.`
}
