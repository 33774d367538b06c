import { readInvite } from '../../api/invite'
import type { InviteView } from '../../domain/contract/invite'
import { TABLE_CART_MAX_CHANGES, type TableCartView } from '../../domain/contract/tableCart'
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
    push: async (kept, call) => {
      const batch = kept.pending.slice(0, TABLE_CART_MAX_CHANGES)
      const answer = await call('order/invite/change', {
        code,
        guestKey: kept.guestKey,
        guestName: kept.guestName,
        changes: batch,
      })
      if (!answer) return null
      return answer.success && answer.data
        ? { confirmed: batch.length, view: asCartView(answer.data as InviteView) }
        : { confirmed: batch.length, refusal: { code: answer.errCode ?? '', message: answer.errMsg ?? '' } }
    },
  }
}
