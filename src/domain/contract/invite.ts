import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { ORDER_TYPE } from '../menu/types'
import type { InviteState } from './inviteState'
import { MenuTypeParam } from './menu'
import { AddOrderParams, type OrderDetail } from './order'
import { IdParam } from './system'
import {
  GuestNameParam,
  RandomIdParam,
  TABLE_CART_MAX_CHANGES,
  TableCartChangeSchema,
  type TableCartLine,
  VersionParam,
} from './tableCart'

/**
 * Group orders (issue 37 item 4, docs/api.md "Invites"): a member (the host) starts an invite for
 * a delivery or pick-up order at a restaurant and shares its code; friends holding the code add
 * their own lines under their names to the invite's shared cart (the same per-line cart as a
 * table's, ./tableCart.ts) until the host locks it and places the order from its lines. The code
 * is the friends' capability: they need no login.
 */

/** What an invite is, as stored (server/db/schemaCart.ts `invites.status`). */
export const INVITE_STATUS = { open: 1, locked: 2, ordered: 3, cancelled: 4 } as const

export type { InviteState } from './inviteState'

/** Lines an invite's cart holds (removed ones count). */
export const INVITE_MAX_LINES = 200
/** Invites one member may have open or locked at once (each is a cart kept until it expires). */
export const INVITE_MAX_OPEN = 5

export const INVITE_ERR = {
  /** No invite has this code. */
  notFound: 'INVITE.NOT_FOUND',
  /** Only the member who started the invite may lock, unlock, cancel or place it. */
  notHost: 'INVITE.NOT_HOST',
  /** The host locked the invite: friends' changes wait until it is unlocked. */
  locked: 'INVITE.LOCKED',
  /** The invite was ordered, cancelled or has expired: `data.status` says which. */
  closed: 'INVITE.CLOSED',
  /** The invite changed since the version the host placed from: show it again and ask. */
  changed: 'INVITE.CHANGED',
  /** The invite has no lines to order. */
  empty: 'INVITE.EMPTY',
  /** The invite holds INVITE_MAX_LINES lines. */
  full: 'INVITE.FULL',
  /** The member has INVITE_MAX_OPEN invites open or locked: `data.max`. */
  tooMany: 'INVITE.TOO_MANY',
} as const

/** An invite's code: 32 hex digits, random (server/services/order/tableCodes.ts). */
export const InviteCodeParam = v.pipe(boundedText(64), v.regex(/^[0-9a-f]{32}$/))

/** POST order/invite/start: a group order at a restaurant, delivery or pick-up, from a menu that order type fits (as addOrder2). */
export const InviteStartParams = v.object({
  brandId: IdParam,
  restaurantId: IdParam,
  orderType: v.picklist([ORDER_TYPE.shop, ORDER_TYPE.pickup]),
  menuType: MenuTypeParam,
})
export type InviteStartInput = v.InferOutput<typeof InviteStartParams>

/** POST order/invite/lock, unlock, cancel (the host's). */
export const InviteCodeParams = v.object({ code: InviteCodeParam })

/** GET order/invite (anyone with the code) and order/invite/host (the host): with `after`, its next version. */
export const InviteReadParams = v.object({
  code: InviteCodeParam,
  after: v.optional(VersionParam),
  /** The phone's key: the answer's `you` is its guest number. */
  guestKey: v.optional(RandomIdParam),
})

/** POST order/invite/change: a friend's (or the host's) changes, under the name the others see. */
export const InviteChangeParams = v.object({
  code: InviteCodeParam,
  guestKey: RandomIdParam,
  /** Required: the host sees each person's lines under their name. */
  guestName: v.pipe(GuestNameParam, v.minLength(1, 'missingField')),
  changes: boundedArray(TableCartChangeSchema, TABLE_CART_MAX_CHANGES),
})
export type InviteChangeInput = v.InferOutput<typeof InviteChangeParams>

const order = AddOrderParams.entries

/** POST order/invite/place: the invite's lines as they are at `version`, as the host's order (addOrder2's other inputs). */
export const InvitePlaceParams = v.object({
  code: InviteCodeParam,
  version: VersionParam,
  addressId: order.addressId,
  timeSlot: order.timeSlot,
  persons: order.persons,
  remark: order.remark,
  memberCouponId: order.memberCouponId,
  payType: order.payType,
  expectedPrice: order.expectedPrice,
  businessDay: order.businessDay,
})
export type InvitePlaceInput = v.InferOutput<typeof InvitePlaceParams>

/**
 * A person of the invite: their number and the name they gave. Each person's total is the phones'
 * sum of their lines (src/features/cart/cartSums.ts): the server prices an order only through
 * priceCheckout, when the host places it.
 */
type InviteGuest = { guestNo: number; name: string }

export type InviteView = {
  code: string
  state: InviteState
  brandId: number
  restaurantId: number
  orderType: number
  menuType: number
  version: number
  /** The lines to order (removed ones left out), in the order they were added, each with its person. */
  lines: TableCartLine[]
  guests: InviteGuest[]
  /** The guest number of the phone that asked (its guestKey), null before its first change. */
  you: number | null
  /** The host's order once placed (the host's answers only; null for friends). */
  orderId: number | null
  expiresAt: string
}

export type InvitePlaceAnswer = { order: OrderDetail; invite: InviteView }

/** The submission key of an invite's order: one per invite, however often the host places it. */
export function inviteSubmissionKey(inviteId: number): string {
  return `invite:${inviteId}`
}
