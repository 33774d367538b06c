import { readInvite } from '../../api/invite'
import type { InviteView } from '../../domain/contract/invite'
import type { TableCartView } from '../../domain/contract/tableCart'
import { pushChanges } from '../../sync/tableSync'
import type { SharedCartChannel } from '../table/sharedCartChannel'

/** A group order's view as a shared cart: one generation (its code), its order once placed, its state. */
function asCartView(invite: InviteView): TableCartView & { state: InviteView['state'] } {
  return {
    version: invite.version,
    generation: invite.code,
    lines: invite.lines,
    guests: invite.guests,
    you: invite.you,
    sent: invite.orderId === null ? null : { generation: invite.code, orderId: invite.orderId },
    state: invite.state,
  }
}

/**
 * A group order's cart (issue 37 item 4) through the invite calls: friends and the host change it
 * under their names; nobody sends it from here (the host places it through the checkout). The code
 * is the capability, as a table's is.
 */
export function inviteChannel(code: string): SharedCartChannel {
  return {
    kind: 'inviteCart',
    id: code,
    read: async (api, params) => {
      const answer = await readInvite(api, { code, ...params }, 'friend')
      return answer.success && answer.data
        ? { ...answer, data: asCartView(answer.data) }
        : { ...answer, data: undefined }
    },
    push: (kept, call) =>
      pushChanges('order/invite/change', { code }, kept, call, (data) => asCartView(data as InviteView)),
  }
}
