import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { INVITE_STATUS } from '../../../src/domain/contract/invite'
import type {
  StaffInvite,
  StaffInviteCancelParams,
  StaffInvitesParams,
} from '../../../src/domain/contract/staff'
import type { Database } from '../../db/open'
import { invites } from '../../db/schema'
import { requireRestaurant } from '../brandScope'
import {
  inviteNotFound,
  inviteOfCode,
  inviteState,
  inviteView,
  liveInvites,
  moveInvite,
} from '../order/invites'

/** The restaurant's group orders still open or locked (not expired), oldest first, as the staff see them. */
export async function staffInvites(
  db: Database,
  params: v.InferOutput<typeof StaffInvitesParams>,
  now: Date,
): Promise<StaffInvite[]> {
  const restaurant = await requireRestaurant(db, params)
  const rows = await db
    .select()
    .from(invites)
    .where(and(eq(invites.restaurantId, restaurant.id), liveInvites(now)))
    .orderBy(invites.id)
  return Promise.all(
    rows.map(async (invite) => {
      const view = await inviteView(db, invite, now)
      return {
        code: invite.code,
        state: view.state,
        orderType: invite.orderType,
        hostMemberId: invite.memberId,
        guests: view.guests.length,
        lines: view.lines.length,
        createdAt: invite.createdAt.toISOString(),
        expiresAt: view.expiresAt,
      }
    }),
  )
}

/**
 * Cancels a group order of the restaurant as its host can: its friends' link closes (they hear it
 * within a second). `cancelled` false when it was already (a repeat changes nothing); INVITE.CLOSED
 * for one ordered or expired, INVITE.NOT_FOUND for a code not of this restaurant.
 */
export async function cancelStaffInvite(
  db: Database,
  params: v.InferOutput<typeof StaffInviteCancelParams>,
  now: Date,
): Promise<{ code: string; cancelled: boolean; state: string }> {
  const restaurant = await requireRestaurant(db, params)
  const invite = await inviteOfCode(db, params.code)
  // Another restaurant's invite reads as unknown here, as a table code does.
  if (invite.restaurantId !== restaurant.id) throw inviteNotFound()
  const { changed } = await moveInvite(db, invite, INVITE_STATUS.cancelled, now)
  const after = await inviteOfCode(db, invite.code)
  return { code: invite.code, cancelled: changed, state: inviteState(after, now) }
}
