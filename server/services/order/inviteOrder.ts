import { eq } from 'drizzle-orm'
import type { InvitePlaceAnswer, InvitePlaceInput } from '../../../src/domain/contract/invite'
import { INVITE_ERR, INVITE_STATUS, inviteSubmissionKey } from '../../../src/domain/contract/invite'
import type { OrderToPlace } from '../../../src/domain/contract/order'
import type { Locale } from '../../../src/domain/locale'
import type { OrderType } from '../../../src/domain/menu/types'
import type { Database } from '../../db/open'
import { invites } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { hostInvite, type InviteRow, inviteState, inviteView, lockedInvite, refuseClosed } from './invites'
import { orderMenusOf } from './orderMenus'
import { readKeyedOrder } from './orderRows'
import { placeInTransaction } from './placeOrder'
import { bumpVersion, lineOf, liveLines } from './sharedCart'
import { submissionFingerprint } from './submission'

/**
 * POST order/invite/place (issue 37 item 4): the host's order from the invite's lines, placed as
 * addOrder2 places one (./placeOrder.ts placeInTransaction: every check, the price the host saw,
 * the caps) under the invite's own submission key. Under the invite's lock: the lines are those of
 * the version the host saw (a friend's change after it is INVITE.CHANGED, never in the order
 * unseen), and the invite becomes ordered with the order in the same transaction, so a second
 * place — a retry, or one of many at once — finds it ordered and answers its order: one order per
 * invite, as a table cart's send is one round per generation (./tableCartSend.ts).
 */
export async function placeInvite(
  db: Database,
  host: { memberId: number; locale: Locale; handheld: boolean },
  /** The host's invite (./invites.ts hostInvite). */
  ref: Pick<InviteRow, 'id' | 'cartId'>,
  input: InvitePlaceInput,
  now: Date,
): Promise<InvitePlaceAnswer> {
  const { memberId, locale, handheld } = host
  const { code: _code, version, ...choices } = input
  const menus = orderMenusOf(db)
  const { id } = ref
  const submissionKey = inviteSubmissionKey(id)
  const fingerprint = submissionFingerprint(input)
  const placed = await db.transaction(async (tx) => {
    const { invite, cart } = await lockedInvite(tx, ref)
    const state = inviteState(invite, now)
    // Ordered already (another of the host's sends was first): answered with its order below.
    if (state === 'ordered') return null
    refuseClosed(state)
    if (cart.version !== version) throw new ApiError(200, INVITE_ERR.changed, 'inviteChanged')
    const lines = await liveLines(tx, cart)
    if (lines.length === 0) throw new ApiError(200, INVITE_ERR.empty, 'inviteEmpty')
    const toPlace: OrderToPlace = {
      ...choices,
      brandId: invite.brandId,
      restaurantId: invite.restaurantId,
      // Stored from InviteStartParams (./invites.ts startInvite): what addOrder2 takes.
      orderType: invite.orderType as OrderType,
      menuType: invite.menuType as OrderToPlace['menuType'],
      lines: lines.map(lineOf),
      submissionKey,
    }
    const order = await placeInTransaction(tx, menus, {
      memberId,
      input: toPlace,
      fingerprint,
      now,
      locale,
      handheld,
    })
    if (!order) return null
    await tx
      .update(invites)
      .set({ status: INVITE_STATUS.ordered, orderId: order.id })
      .where(eq(invites.id, id))
    await bumpVersion(tx, cart, now)
    return order
  })
  // The invite's key is the server's, not the phone's: any of the host's sends after the first
  // answers the order, whatever it sent (the price it agreed to afresh, another version).
  const order = placed ?? (await readKeyedOrder(db, submissionKey))?.order
  if (!order) throw new Error(`invite ${id} is ordered without an order under its key`)
  const invite = await hostInvite(db, memberId, input.code)
  return { order, invite: await inviteView(db, invite, now, { host: true }) }
}
