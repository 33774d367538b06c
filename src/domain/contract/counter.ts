/**
 * The counter-code calls (issue 37 item 5, docs/api.md "Counter codes"): a take-out QR at a
 * restaurant's counter (takeOutScan/*) and a self-service code (public/exclusive/selfServiceCode,
 * order/selfServiceCodeOrder). Each code opens one pick-up menu of one restaurant; orders placed
 * with it are addOrder2's orders of that restaurant, priced and placed by the same rules.
 */
import * as v from 'valibot'
import { type CounterCodeKind, counterCodeKind } from '../counter/counterCode'
import { boundedText } from '../inputBounds'
import { ORDER_TYPE } from '../menu/types'
import { AddOrderParams } from './order'
import { IdParam } from './system'

/** Error codes of the counter-code calls. */
export const COUNTER_ERR = {
  /** SPEC §8 'Links are invalid': no restaurant has this code (or it was replaced). */
  codeInvalid: 'COUNTER.CODE_INVALID',
  /** SPEC §8 'Unable to access the page, please check the link for errors': its menu takes no orders. */
  unavailable: 'COUNTER.UNAVAILABLE',
  /** The order names another brand or restaurant than the code's. */
  wrongRestaurant: 'COUNTER.WRONG_RESTAURANT',
} as const

function codeOfKind(kind: CounterCodeKind) {
  return v.pipe(
    boundedText(64),
    v.check((code) => counterCodeKind(code) === kind),
  )
}

/** POST restaurant/takeOutScan/takeOutAddressAndRest, POST order/takeOutScan/getTakeRestInfo. */
export const TakeOutCodeParams = v.object({ code: codeOfKind('takeOut') })
/** GET restaurant/public/exclusive/selfServiceCode. */
export const SelfServiceCodeParams = v.object({ code: codeOfKind('selfService') })

/** POST order/takeOutScan/takeOutAddOrder: addOrder2's input for a pick-up order (7), with the code. */
export const TakeOutOrderParams = v.object({
  ...AddOrderParams.entries,
  orderType: v.literal(ORDER_TYPE.pickup),
  code: codeOfKind('takeOut'),
})
export type TakeOutOrderInput = v.InferOutput<typeof TakeOutOrderParams>

/** POST order/selfServiceCodeOrder: addOrder2's input for a takeout order (2), with the code. */
export const SelfServiceOrderParams = v.object({
  ...AddOrderParams.entries,
  orderType: v.literal(ORDER_TYPE.takeout),
  code: codeOfKind('selfService'),
})
export type SelfServiceOrderInput = v.InferOutput<typeof SelfServiceOrderParams>

/** Where a counter code leads: its restaurant and the pick-up menu it orders from. */
export type CounterPlace = {
  code: string
  kind: CounterCodeKind
  brandId: number
  restaurantId: number
  /** The code's pick-up menu: 7 or 10. */
  menuType: number
  /** Names and address as the restaurant reads (Traditional Chinese, English, Simplified Chinese). */
  name: string
  name1: string
  name2: string
  address: string
  address1: string
  address2: string
  phone: string
  /** The restaurant takes orders now (SPEC §4 open state and its hours). */
  openNow: boolean
}

/** POST order/takeOutScan/getTakeRestInfo: the restaurant's take-out facts now. */
export type TakeRestInfo = {
  restaurantId: number
  /** SPEC §4 openStatus as stored. */
  openStatus: number
  /** 'ok', or the SPEC §4 pick-up refusal: closed, unavailable, or outside its hours now. */
  shopState: 'ok' | 'closed' | 'unavailable' | 'afterHours'
  /** The hours as the restaurant sets them (e.g. `11:00-22:00`); empty when open round the clock. */
  businessHours: string
  /** When it closes next (ISO 8601), or null when open round the clock. */
  closesAt: string | null
  /** When it opens next (ISO 8601) while its hours have it closed, else null. */
  opensAt: string | null
}

/** A staff view of one counter code (GET staff/counterCodes). */
export type CounterCodeRow = {
  id: number
  kind: CounterCodeKind
  code: string
  restaurantId: number
  menuType: number
  /** The page the printed QR code opens, below the origin (`/shop/…`). */
  path: string
}

/** GET /api/staff/counterCodes: a restaurant's counter codes. */
export const StaffCounterCodesParams = v.object({ brandId: IdParam, restaurantId: IdParam })

/** POST /api/staff/counterCodes/rotate: replaces a code (the printed one stops working). */
export const StaffCounterRotateParams = v.object({
  brandId: IdParam,
  restaurantId: IdParam,
  code: v.pipe(
    boundedText(64),
    v.check((code) => counterCodeKind(code) !== null),
  ),
})

/** An order as the device's order outbox keeps and sends it: one placed with a counter code, or addOrder2's. */
export const OutboxOrderParams = v.union([TakeOutOrderParams, SelfServiceOrderParams, AddOrderParams])
