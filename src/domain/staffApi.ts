/**
 * Parameters and answers of the staff API (docs/api.md "Staff API"), our own merchant-side calls
 * under /api/staff, shared by the server (server/services/staff) and `npm run staff`
 * (scripts/staff.ts). Every order move answers the order as the diner's calls read it.
 */
import * as v from 'valibot'
import { IdParam, isEmptyValue, OptionalIdParam } from './idParams'
import type { OrderDetail } from './orderApi'

/** Error codes of the staff API besides VALIDATION, AUTH.UNAUTHORIZED and ORDER.NOT_FOUND. */
export const STAFF_ERR = {
  /** HTTP 409: the move is not allowed from the order's state (`data.refusal` says why). */
  illegalTransition: 'ORDER.ILLEGAL_TRANSITION',
} as const

/** A whole number sent as a number or as digits. */
const CodeParam = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((input) =>
    typeof input === 'number' ? input : /^\d{1,3}$/.test(input.trim()) ? Number(input) : Number.NaN,
  ),
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(999),
)

/** GET /api/staff/orders: open orders (not completed, not cancelled), newest first; `all` includes those too. */
export const StaffListParams = v.object({
  brandId: OptionalIdParam,
  restaurantId: OptionalIdParam,
  all: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => !isEmptyValue(input) && input !== '0' && input !== 0 && input !== false),
    ),
    false,
  ),
  limit: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isEmptyValue(input) ? 50 : input)),
      IdParam,
      v.maxValue(200),
    ),
    50,
  ),
})

/** The order every move names; with brandId, an order of another brand is not found (a brand's screen). */
const OrderScope = { orderId: IdParam, brandId: OptionalIdParam }

/** POST /api/staff/orders/confirm and /cancel. */
export const StaffOrderParams = v.object(OrderScope)
/** POST /api/staff/orders/status: status 8, 2, 3, 4 or 5. */
export const StaffStatusParams = v.object({ ...OrderScope, status: CodeParam })
/** POST /api/staff/orders/track: a tracking state 1–7. */
export const StaffTrackParams = v.object({ ...OrderScope, state: CodeParam })
/** POST /api/staff/orders/refund: refund progress 5 (completed) or 7 (refunding). */
export const StaffRefundParams = v.object({ ...OrderScope, progress: CodeParam })

/** One page of the staff list. */
export type StaffOrderList = { list: OrderDetail[]; total: number }
