/**
 * Parameters and answers of the gsa calls (SPEC §7 "Restaurant and menu": gsa/queryDeliveryFee and
 * gsa/calculateEstimatedTime; docs/api.md "GSA service"), shared by the PWA and server/services/gsa.
 * The rule behind them is ./deliveryFee.ts. Errors: VALIDATION, AUTH.*, RESTAURANT.NOT_FOUND,
 * ORDER_ERR.addressNotFound, ORDER_ERR.outOfScope, ORDER_ERR.needAddress (./order.ts).
 */
import * as v from 'valibot'
import { ORDER_TYPE } from '../menu/types'
import { IdParam, isEmptyValue, OptionalIdParam, wholeNumber } from './idParams'

/** companyType: 3 the cold-chain company (SPEC §7), anything else 1–99 the regular one; absent: 1. */
const CompanyTypeParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (isEmptyValue(input) ? undefined : input)),
    v.union([v.undefined(), wholeNumber(1, 99)]),
  ),
)

/** POST gsa/gsa/queryDeliveryFee. */
export const DeliveryFeeParams = v.object({
  /** One of the token member's addresses. */
  addressId: IdParam,
  /** When given, the token's member. */
  userId: OptionalIdParam,
  restaurantId: IdParam,
  companyType: CompanyTypeParam,
})

/**
 * The order types an estimate is asked for: delivery (1), pick-up (7), cold-chain (8), and a
 * self-service code's takeout (2, collected at the counter as pick-up is).
 */
const ESTIMATE_ORDER_TYPES = [
  ORDER_TYPE.shop,
  ORDER_TYPE.takeout,
  ORDER_TYPE.pickup,
  ORDER_TYPE.coldChain,
] as const

/** POST gsa/calculateEstimatedTime. */
export const EstimatedTimeParams = v.object({
  restaurantId: IdParam,
  /** Required for delivery (1) and cold-chain (8); ignored for pick-up (7) and takeout (2). */
  addressId: OptionalIdParam,
  orderType: v.pipe(wholeNumber(1, 99), v.picklist(ESTIMATE_ORDER_TYPES)),
  /** 3 with order type 1: the cold-chain menu's delivery (as queryDeliveryFee). */
  companyType: CompanyTypeParam,
  userId: OptionalIdParam,
})

/** queryDeliveryFee's `data`. */
export type DeliveryFeeAnswer = {
  /** Money, e.g. "12.00": what addOrder2 charges as the delivery fee to this address. */
  deliveryFee: string
  /** Distance from the restaurant, km with one place, e.g. "2.4". */
  distanceKm: string
  /** 3 cold-chain, 1 regular: the fee table used. */
  companyType: number
}

/** calculateEstimatedTime's `data`. */
export type EstimatedTimeAnswer = {
  /** Minutes from now: preparation plus travel. */
  minutes: number
  /** now + minutes rounded up to the minute, ISO 8601 at +08:00. */
  estimatedTime: string
  /** Distance to the address ("2.4"); null for pick-up. */
  distanceKm: string | null
}
