import { and, count, eq, gt, inArray } from 'drizzle-orm'
import { businessDayEnd } from '../../../src/domain/businessDay'
import {
  INVITE_ERR,
  INVITE_MAX_LINES,
  INVITE_MAX_OPEN,
  INVITE_STATUS,
  type InviteChangeInput,
  type InviteStartInput,
  type InviteState,
  type InviteView,
} from '../../../src/domain/contract/invite'
import { MENU_ERR } from '../../../src/domain/contract/menu'
import { checkShopState } from '../../../src/domain/menu/menuFlow'
import { orderTypeFitsMenu } from '../../../src/domain/order/orderTypes'
import type { Database } from '../../db/open'
import { invites, members, sharedCarts } from '../../db/schema'
import { ApiError, restaurantNotFound, validationError } from '../../http/errors'
import { loadContextJson } from './contextSql'
import { shopStateError } from './orderErrors'
import { orderMenu, orderMenusOf } from './orderMenus'
import {
  applyChanges,
  bumpVersion,
  type CartRefusals,
  cartContents,
  lockCart,
  type SharedCartRow,
} from './sharedCart'
import { newTableCode } from './tableCodes'

/**
 * Group orders (issue 37 item 4; the contract is src/domain/contract/invite.ts): an invite row and
 * its shared cart (./sharedCart.ts, the same per-line cart as a table's). Every change of either
 * runs under the cart row's lock, and the invite row is read again under it: a friend's change, the
 * host's lock or cancel and the placing (./inviteOrder.ts) are one after the other, each bumping the
 * version the phones wait on.
 */

export type InviteRow = typeof invites.$inferSelect

const INVITE_REFUSALS: CartRefusals = {
  full: () => new ApiError(200, INVITE_ERR.full, 'inviteFull'),
  maxLines: INVITE_MAX_LINES,
}

export const inviteNotFound = () => new ApiError(200, INVITE_ERR.notFound, 'inviteNotFound')
const notHost = () => new ApiError(200, INVITE_ERR.notHost, 'inviteNotHost')

/** The invite's state now: an open or locked invite whose business day has ended has expired. */
export function inviteState(invite: Pick<InviteRow, 'status' | 'expiresAt'>, now: Date): InviteState {
  switch (invite.status) {
    case INVITE_STATUS.ordered:
      return 'ordered'
    case INVITE_STATUS.cancelled:
      return 'cancelled'
    default:
      if (now >= invite.expiresAt) return 'expired'
      return invite.status === INVITE_STATUS.locked ? 'locked' : 'open'
  }
}

const CLOSED_MESSAGES = {
  ordered: 'inviteClosedOrdered',
  cancelled: 'inviteClosedCancelled',
  expired: 'inviteClosedExpired',
} as const

/** INVITE.CLOSED saying how it closed (`data.state`), for an invite no longer open or locked; else nothing. */
export function refuseClosed(state: InviteState): void {
  if (state === 'ordered' || state === 'cancelled' || state === 'expired')
    throw new ApiError(200, INVITE_ERR.closed, CLOSED_MESSAGES[state], { data: { state } })
}

/** The invite with this code, or INVITE.NOT_FOUND. */
export async function inviteOfCode(db: Database, code: string): Promise<InviteRow> {
  const [invite] = await db.select().from(invites).where(eq(invites.code, code))
  if (!invite) throw inviteNotFound()
  return invite
}

/** The host's invite with this code: INVITE.NOT_HOST for anyone else's. */
export async function hostInvite(db: Database, memberId: number, code: string): Promise<InviteRow> {
  const invite = await inviteOfCode(db, code)
  if (invite.memberId !== memberId) throw notHost()
  return invite
}

/**
 * The invite and its cart, both as they are under the cart's lock (held until the transaction
 * ends): the invite is read after the lock is taken, so it is as the last change left it.
 */
export async function lockedInvite(
  tx: Database,
  { id, cartId }: Pick<InviteRow, 'id' | 'cartId'>,
): Promise<{ invite: InviteRow; cart: SharedCartRow }> {
  const cart = await lockCart(tx, cartId)
  const [invite] = await tx.select().from(invites).where(eq(invites.id, id))
  if (!invite) throw inviteNotFound()
  return { invite, cart }
}

/** The version of the invite's cart now (what a waiting phone compares). */
export async function inviteVersion(db: Database, inviteId: number): Promise<number> {
  const [row] = await db
    .select({ version: sharedCarts.version })
    .from(invites)
    .innerJoin(sharedCarts, eq(sharedCarts.id, invites.cartId))
    .where(eq(invites.id, inviteId))
  return row?.version ?? 0
}

/**
 * The invite as the phones see it: its lines, each under its person (the phones sum each person's
 * lines; the server prices the order only when it is placed). `host`: the host's answer, which
 * names the order.
 */
export async function inviteView(
  db: Database,
  invite: InviteRow,
  now: Date,
  asked: { guestKey?: string; host?: boolean } = {},
): Promise<InviteView> {
  const [cart] = await db.select().from(sharedCarts).where(eq(sharedCarts.id, invite.cartId))
  if (!cart) throw new Error(`invite ${invite.id} has no cart`)
  const { lines, guests, you } = await cartContents(db, cart, asked.guestKey)
  return {
    code: invite.code,
    state: inviteState(invite, now),
    brandId: invite.brandId,
    restaurantId: invite.restaurantId,
    orderType: invite.orderType,
    menuType: invite.menuType,
    version: cart.version,
    lines,
    guests,
    you,
    orderId: asked.host ? invite.orderId : null,
    expiresAt: invite.expiresAt.toISOString(),
  }
}

/**
 * Checks that the restaurant (of the brand) takes this order type from this menu now, as addOrder2
 * would (./placeOrder.ts): the menu exists and the shop state lets the order type in. What depends
 * on the order itself (the address's reach, the time slot within the hours) is checked when it is placed.
 */
async function checkOrderable(db: Database, memberId: number, input: InviteStartInput, now: Date) {
  if (!orderTypeFitsMenu(input.orderType, input.menuType)) throw validationError('orderType')
  const json = await loadContextJson(db, {
    ...input,
    memberId,
    settingNames: [],
    memberCouponId: null,
    addressId: null,
    now,
  })
  if (!json.shop) throw restaurantNotFound()
  const menu = await orderMenu(db, orderMenusOf(db), input, json.menuRevision)
  if (!menu) throw new ApiError(200, MENU_ERR.menuNotFound, 'menuNotFound', { field: 'menuType' })
  const shop = checkShopState({ orderType: input.orderType, ...json.shop, hasAddress: true })
  if (shop !== 'ok' && shop !== 'afterHours' && shop !== 'outOfScope' && shop !== 'needAddress')
    throw shopStateError(shop)
}

/** Invites still open or locked (not expired): a condition on `invites`. */
export const liveInvites = (now: Date) =>
  and(inArray(invites.status, [INVITE_STATUS.open, INVITE_STATUS.locked]), gt(invites.expiresAt, now))

/**
 * POST order/invite/start: a new invite of the member, open until its business day ends; at most
 * INVITE_MAX_OPEN live at once (counted under the member's row lock, so starts at the same moment
 * count each other).
 */
export async function startInvite(
  db: Database,
  memberId: number,
  input: InviteStartInput,
  now: Date,
): Promise<InviteRow> {
  await checkOrderable(db, memberId, input, now)
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
    const [live] = await tx
      .select({ invites: count() })
      .from(invites)
      .where(and(eq(invites.memberId, memberId), liveInvites(now)))
    if ((live?.invites ?? 0) >= INVITE_MAX_OPEN)
      throw new ApiError(200, INVITE_ERR.tooMany, 'inviteTooMany', {
        params: { max: String(INVITE_MAX_OPEN) },
        data: { max: INVITE_MAX_OPEN },
      })
    const [cart] = await tx.insert(sharedCarts).values({ generation: 'invite', updatedAt: now }).returning()
    const [invite] = await tx
      .insert(invites)
      .values({
        ...input,
        code: newTableCode(),
        cartId: cart!.id,
        memberId,
        createdAt: now,
        expiresAt: businessDayEnd(now),
      })
      .returning()
    return invite!
  })
}

/**
 * POST order/invite/change: a person's changes under the invite's lock, applied as a table's cart
 * applies them. INVITE.LOCKED while the host has it locked; INVITE.CLOSED once it is closed.
 */
export async function changeInvite(
  db: Database,
  ref: Pick<InviteRow, 'id' | 'cartId'>,
  input: InviteChangeInput,
  now: Date,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const { invite, cart } = await lockedInvite(tx, ref)
    const state = inviteState(invite, now)
    refuseClosed(state)
    if (state === 'locked') throw new ApiError(200, INVITE_ERR.locked, 'inviteLocked')
    return applyChanges(tx, cart, input, INVITE_REFUSALS, now)
  })
}

/**
 * Moves the host's invite to `to` under its lock (lock, unlock, the host's or
 * the staff's cancel); the same move again changes nothing. INVITE.CLOSED once it is closed.
 */
export async function moveInvite(
  db: Database,
  ref: Pick<InviteRow, 'id' | 'cartId'>,
  to: (typeof INVITE_STATUS)['open' | 'locked' | 'cancelled'],
  now: Date,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const { invite, cart } = await lockedInvite(tx, ref)
    const state = inviteState(invite, now)
    if (invite.status === to && state !== 'expired') return { changed: false }
    refuseClosed(state)
    await tx.update(invites).set({ status: to }).where(eq(invites.id, invite.id))
    await bumpVersion(tx, cart, now)
    return { changed: true }
  })
}
