/**
 * Parameters, answers and error codes of the order calls (SPEC §7 "Orders and payment"; docs/api.md
 * "Order calls"), shared by the PWA's client and the server (server/services/order). Money is a
 * decimal string; the cart lines are SPEC §3 cart lines (./menu/cartLine.ts), priced again by the
 * server from its own data (DESIGN §4): the client's figures only say what the diner saw.
 */
import * as v from 'valibot'
import { boundedArray, boundedText } from '../inputBounds'
import { CartLineSchema } from '../menu/cartLine'
import { graphemes, REMARK_MAX_CHARS, REMARK_MAX_UNITS } from '../menu/remark'
import type { OrderType } from '../menu/types'
import { PLACEABLE_ORDER_TYPES } from '../order/orderTypes'
import { ORDER_STATUS } from '../orderStatus'
import type { TrackingEntry } from '../orderTracking'
import { isKnownPayType } from '../payTypes'
import type { PriceResult } from '../pricing/priceOrder'
import { AmountSchema } from '../pricing/schemas'
import { isEmptyValue, stripEmoji } from '../text'
import type { MemberAddress } from './member'
import { MAX_PERSONS, MenuTypeParam } from './menu'
import { IdParam, MAX_ID, OptionalIdParam } from './system'

/** Error codes of the order calls (besides VALIDATION, AUTH.*, BRAND.NOT_FOUND, RESTAURANT.NOT_FOUND and MENU_ERR). */
export const ORDER_ERR = {
  /** SPEC §4 shop state, one §8 message each. */
  shopClosed: 'ORDER.SHOP_CLOSED',
  shopBusy: 'ORDER.SHOP_BUSY',
  shopUnavailable: 'ORDER.SHOP_UNAVAILABLE',
  takeawayNotOpen: 'ORDER.TAKEAWAY_NOT_OPEN',
  outOfScope: 'ORDER.OUT_OF_SCOPE',
  needAddress: 'ORDER.NEED_ADDRESS',
  /** The server's price differs from expectedPrice: `data` holds the fresh PriceResult. */
  priceChanged: 'ORDER.PRICE_CHANGED',
  /** SPEC §5: 'The payment amount should be greater than 0'. */
  amountNotPositive: 'ORDER.AMOUNT_NOT_POSITIVE',
  /** Order type 1 below ORDER_MIN_AMOUNT without the right make-up line (SPEC §5). */
  belowMinimum: 'ORDER.BELOW_MINIMUM',
  /** The member coupon is not the member's, not of the brand, expired, reserved or used. */
  couponUnavailable: 'COUPON.UNAVAILABLE',
  /** The coupon is for other order types (coupons.orderTypes). */
  couponOrderType: 'COUPON.ORDER_TYPE',
  /** The coupon's spend is not reached by this order. */
  couponSpend: 'COUPON.SPEND_NOT_REACHED',
  /** No order of this member with this id. */
  orderNotFound: 'ORDER.NOT_FOUND',
  /** SPEC §8 'Order confirmed, cannot cancel'. */
  cannotCancel: 'ORDER.CONFIRMED',
  /** The address is not one of the member's. */
  addressNotFound: 'ADDRESS.NOT_FOUND',
  /** payType is a known method the restaurant does not offer (restaurant/public/payType/list). */
  payTypeNotOffered: 'ORDER.PAY_TYPE_NOT_OFFERED',
  /**
   * Issue 34 item 4, the caps of ./placementLimits.ts (code -1, `data` in docs/api.md): orders placed
   * within the window, orders open at once, units on one line, the order's price.
   */
  rateLimited: 'ORDER.RATE_LIMITED',
  openLimit: 'ORDER.OPEN_LIMIT',
  lineUnitsLimit: 'ORDER.LINE_UNITS_LIMIT',
  totalLimit: 'ORDER.TOTAL_LIMIT',
  /** The submission key already placed an order from another request (HTTP 409; the PWA never does this). */
  submissionKeyReused: 'ORDER.SUBMISSION_KEY_REUSED',
} as const

/** Most lines one order takes. */
const MAX_ORDER_LINES = 200
/** A submission key: 8–128 of letters, digits and `_ . : -` (SPEC §5: random text, id slice, timestamp). */
export const SubmissionKeyParam = v.pipe(boundedText(128), v.regex(/^[A-Za-z0-9_.:-]{8,128}$/))

/** SPEC §3 time slot as sent: type 0 as soon as possible, 1 at `time` (ISO 8601 with offset). */
const TimeSlotParam = v.variant('type', [
  v.object({ type: v.literal(0) }),
  v.object({ type: v.literal(1), time: v.pipe(boundedText(64), v.isoTimestamp()) }),
])
export type TimeSlot = v.InferOutput<typeof TimeSlotParam>

/** The remark as kept: emoji stripped, trimmed; at most 50 user-perceived characters (SPEC §5). */
const RemarkParam = v.pipe(
  v.optional(boundedText(REMARK_MAX_UNITS), ''),
  v.transform((text) => stripEmoji(text).trim()),
  v.check((text) => graphemes(text).length <= REMARK_MAX_CHARS),
)

const PersonsParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (isEmptyValue(input) ? 1 : input)),
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(MAX_PERSONS),
  ),
  1,
)

/** The most vouchers (./packages.ts) one order may use. */
export const MAX_VOUCHERS_PER_ORDER = 10

/** addOrder2's vouchers: the member's usable ones, each giving one unit of its dish in the cart at 0. */
const VoucherIdsParam = v.optional(
  v.pipe(
    boundedArray(IdParam, MAX_VOUCHERS_PER_ORDER),
    v.check((ids) => new Set(ids).size === ids.length, 'each voucher once'),
  ),
  [],
)

/** POST order/addOrder2 (docs/api.md). */
export const AddOrderParams = v.object({
  brandId: IdParam,
  restaurantId: IdParam,
  orderType: v.picklist(PLACEABLE_ORDER_TYPES),
  menuType: MenuTypeParam,
  /** The cart, every line of `restaurantId`. */
  lines: v.pipe(boundedArray(CartLineSchema, MAX_ORDER_LINES), v.minLength(1)),
  /** The member's address: required for delivery (1) and cold-chain (8), ignored for pick-up. */
  addressId: OptionalIdParam,
  timeSlot: v.optional(TimeSlotParam, { type: 0 }),
  persons: PersonsParam,
  remark: RemarkParam,
  memberCouponId: OptionalIdParam,
  voucherIds: VoucherIdsParam,
  /** 1 cash on delivery / pay at the shop, or an online method the restaurant offers (SPEC §9 ids). */
  payType: v.pipe(v.number(), v.integer(), v.check(isKnownPayType)),
  submissionKey: SubmissionKeyParam,
  /** The price the diner saw (PriceResult.price). */
  expectedPrice: AmountSchema,
  /** The business day the cart belongs to (its device key, `YYYY-MM-DD`); when sent, it must be today's. */
  businessDay: v.optional(v.pipe(boundedText(10), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
})
export type AddOrderInput = v.InferOutput<typeof AddOrderParams>
/** An order as the server places it: addOrder2's, or a table round's (order type 3, server/services/order/tableRounds.ts). */
export type OrderToPlace = Omit<AddOrderInput, 'orderType' | 'voucherIds'> & {
  orderType: OrderType
  voucherIds?: readonly number[]
}

/** POST order/getOrderDetailsByOrderId. */
export const OrderIdParams = v.object({ orderId: IdParam })

/** POST order/updateOrderStatus: the diner may only cancel (status 6, the default). */
export const CancelOrderParams = v.object({
  orderId: IdParam,
  status: v.optional(
    v.pipe(
      v.union([v.literal(ORDER_STATUS.cancelled), v.literal(String(ORDER_STATUS.cancelled))]),
      v.transform(Number),
    ),
    ORDER_STATUS.cancelled,
  ),
})

/** Order list page size (SPEC §9). */
const ORDER_PAGE_SIZE = 20
/** SPEC §9 default orderTypeList: 9, read as "every order type". */
export const ALL_ORDER_TYPES = 9

const PageIndexParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (isEmptyValue(input) ? 1 : typeof input === 'string' ? Number(input) : input)),
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(MAX_ID),
  ),
  1,
)

/** `9`, `1,7` or an array of order types. */
const OrderTypeListParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (isEmptyValue(input)) return [ALL_ORDER_TYPES]
      const list = Array.isArray(input) ? input : String(input).split(',')
      return list.map((item) =>
        typeof item === 'string' && /^\d{1,2}$/.test(item.trim()) ? Number(item) : item,
      )
    }),
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
    v.minLength(1),
    v.maxLength(10),
  ),
  [ALL_ORDER_TYPES],
)

/** GET order/orderInfo/getMemberOrderList (SPEC §7). */
export const MemberOrderListParams = v.object({
  pageIndex: PageIndexParam,
  pageSize: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) =>
        isEmptyValue(input) ? ORDER_PAGE_SIZE : typeof input === 'string' ? Number(input) : input,
      ),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(50),
    ),
    ORDER_PAGE_SIZE,
  ),
  orderTypeList: OrderTypeListParam,
  /** When given, the token's member. */
  memberId: OptionalIdParam,
  brandId: OptionalIdParam,
  restaurantId: OptionalIdParam,
  /** Sent by the PWA; not read. */
  session: v.optional(v.unknown()),
  /** `1`: only the orders still waiting for their online payment (/apps/fixedOrderList, issue 37). */
  awaitingPayment: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => input === 1 || input === '1' || input === true || input === 'true'),
    ),
    false,
  ),
})

// ---------------------------------------------------------------- answers

/** The delivery address as it was when the order was placed: the member's, less owner, default and type. */
export type OrderAddress = Omit<MemberAddress, 'memberId' | 'isdefault' | 'type' | 'sex'> & { sex: number }

/** A cart line as the server priced it. */
export type OrderLine = {
  productId: number
  posFid: string
  productName: string
  productName1: string
  productName2: string
  number: number
  price: string
  total: string
  lunchboxPrice: string
  serviceCharge: number
  ablediscount: number
  foodType: number
  imageUrl: string
  itemDetail: unknown[]
}

/** An order's latest online payment attempt, as its detail shows it (src/domain/pay/orderPayState.ts). */
export type OrderPayment = {
  /** PAY_STATUS (./pay.ts): 0, 1, 4 under way, 2 paid, 3 failed, 5 cancelled. */
  status: number
  payType: number
  /** The method's name (src/domain/payTypes.ts); null for an unknown method. */
  payTypeName: string | null
  /** What was charged (or asked for), a decimal string. */
  amount: string
  /** When it was paid; null when it was not. */
  paidAt: string | null
  /** SPEC §4 refund progress of this payment: 7 refunding, 5 refunded; null when none. */
  refundProgress: number | null
}

/** An order as the order calls answer it: SPEC §3 "Order" fields, the price as charged, the lines. */
export type OrderDetail = {
  id: number
  orderId: number
  orderNo: string
  brandId: number
  restaurantId: number
  memberId: number
  orderType: number
  menuType: number
  status: number
  orderPayType: number
  payType: number
  /** The online method's name (src/domain/payTypes.ts); null for cash or an unknown method. */
  payTypeName: string | null
  cancelType: number | null
  refundProgress: number | null
  /** Its latest online payment attempt; null when none was made (cash, or not yet). */
  payment: OrderPayment | null
  /** SPEC §4 delivery tracking as the staff recorded it, oldest first (src/domain/orderTracking.ts). */
  tracking: TrackingEntry[]
  /** The latest tracking state, or null when none was recorded. */
  trackingState: number | null
  persons: number
  remark: string
  address: OrderAddress | null
  timeSlot: { type: 0 | 1; time: string | null }
  priceResult: PriceResult
  memberCouponId: number | null
  /** A pick-up order's collection number, "A023" (src/domain/order/collectionNo.ts); null otherwise. */
  collectionNo: string | null
  /** A table round (order type 3): its table session and its place among the session's rounds. */
  tableRound: { sessionId: number; roundNo: number } | null
  submissionKey: string
  createdAt: string
  updatedAt: string
  lines: OrderLine[]
}

/** One page of GET order/orderInfo/getMemberOrderList, newest first. */
export type MemberOrderPage = {
  list: OrderDetail[]
  pageIndex: number
  pageSize: number
  total: number
  hasMore: boolean
}
