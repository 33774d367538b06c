/**
 * Parameters and answers of the staff API (docs/api.md "Staff API"), our own merchant-side calls
 * under /api/staff, shared by the server (server/services/staff) and `npm run staff`
 * (scripts/staff.ts). Every order move answers the order as the diner's calls read it.
 */
import * as v from 'valibot'
import { parseOpeningHours } from '../openingHours'
import { PLACEMENT_SETTING, type PlacementCaps, type PlacementLimits } from '../placementLimits'
import { AmountSchema } from '../pricing/schemas'
import type { OpenState } from '../restaurantStatus'
import { TABLE_CODE_PATTERN } from '../table/tableSession'
import { IdParam, isEmptyValue, OptionalIdParam } from './idParams'
import { InviteCodeParam, type InviteState } from './invite'
import { MAX_LINE_NUMBER } from './menu'
import type { OrderDetail } from './order'

/** Error codes of the staff API besides VALIDATION, AUTH.UNAUTHORIZED and ORDER.NOT_FOUND. */
export const STAFF_ERR = {
  /** HTTP 409: the move is not allowed from the order's state (`data.refusal` says why). */
  illegalTransition: 'ORDER.ILLEGAL_TRANSITION',
} as const

/** A whole number from `min` to `max`, sent as a number or as digits. */
function wholeParam(min: number, max: number) {
  return v.pipe(
    v.union([v.pipe(v.string(), v.maxLength(16)), v.number()]),
    v.transform((input) =>
      typeof input === 'number' ? input : /^\d{1,9}$/.test(input.trim()) ? Number(input) : Number.NaN,
    ),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  )
}

/** A status, tracking state or refund progress code. */
const CodeParam = wholeParam(0, 999)

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

/** Highest count a placement cap is set to (orders in a window, open orders). */
const MAX_CAP_COUNT = 100_000
/** Longest window of the order rate: a day. */
const MAX_RATE_MINUTES = 1_440

/** The brand (and optionally one of its restaurants) whose placement caps are read or set. */
const CapsScope = { brandId: IdParam, restaurantId: OptionalIdParam }

/** GET /api/staff/limits: the placement caps as they apply (a restaurant's rows over the brand's). */
export const StaffLimitsParams = v.object(CapsScope)

/** The caps of POST /api/staff/limits, each optional; 0 (the price 0) turns one off. */
const CapsFields = {
  rateLimit: v.optional(wholeParam(0, MAX_CAP_COUNT)),
  rateMinutes: v.optional(wholeParam(0, MAX_RATE_MINUTES)),
  openLimit: v.optional(wholeParam(0, MAX_CAP_COUNT)),
  lineUnits: v.optional(wholeParam(0, MAX_LINE_NUMBER)),
  maxTotal: v.optional(v.pipe(v.string(), v.maxLength(16), v.trim(), AmountSchema)),
} satisfies Record<keyof PlacementCaps, v.GenericSchema>

/**
 * POST /api/staff/limits: writes the caps given on the brand's rows, or on the restaurant's (which
 * then override the brand's); at least one cap.
 */
export const StaffSetLimitsParams = v.pipe(
  v.object({ ...CapsScope, ...CapsFields }),
  v.check(
    (params) =>
      Object.keys(PLACEMENT_SETTING).some((cap) => params[cap as keyof PlacementCaps] !== undefined),
    `Name at least one cap: ${Object.keys(PLACEMENT_SETTING).join(', ')}`,
  ),
)

/** The answer of both: the caps as orders of that brand (or restaurant) meet them; null where off. */
export type StaffLimits = { brandId: number; restaurantId: number | null; limits: PlacementLimits }

/**
 * POST /api/staff/hours: a restaurant's opening hours, `HH:mm-HH:mm` at UTC+8 (a closing time at or
 * before the opening is after midnight; src/domain/openingHours.ts), or '' for none (open whenever
 * its flag says so).
 */
export const StaffHoursParams = v.object({
  brandId: IdParam,
  restaurantId: IdParam,
  businessHours: v.pipe(
    v.string(),
    v.maxLength(20),
    v.trim(),
    v.check(
      (text) => text === '' || parseOpeningHours(text) !== null,
      'Opening hours are HH:mm-HH:mm, e.g. 07:00-22:00 (or empty for none)',
    ),
  ),
})

/** Its answer: the hours as kept and the state they give now (ISO 8601 at +08:00 for opensAt). */
export type StaffHours = {
  brandId: number
  restaurantId: number
  businessHours: string
  openState: OpenState
  opensAt: string | null
}

/** GET /api/staff/tables: a restaurant's tables, their codes and open sessions (issue 37). */
export const StaffTablesParams = v.object({ brandId: IdParam, restaurantId: IdParam })

/** POST /api/staff/tables/close (scan/unbundingQrcode): closes the table's open session once it has paid. */
export const StaffTableCloseParams = v.object({
  brandId: IdParam,
  restaurantId: IdParam,
  qrCode: v.pipe(v.string(), v.maxLength(64), v.regex(TABLE_CODE_PATTERN)),
})

/**
 * POST /api/staff/tables/paid: the table paid its bill at the counter — what its session owes now
 * (the open one, or `sessionId`, e.g. a session closed before it was paid).
 */
export const StaffTablePaidParams = v.object({
  ...StaffTableCloseParams.entries,
  sessionId: v.optional(IdParam),
})

/** What the counter payment settled: the session, the amount taken and the rounds it covers. */
export type StaffTablePaid = { qrCode: string; sessionId: number; amount: string; rounds: number[] }

/** A table as the staff see it: its printed code and the link it opens, and its open session. */
export type StaffTable = {
  tableName: string
  seats: number
  qrCode: string
  /** The link the table's printed code carries, below the origin: /shop/scanCode/<arg>, which opens its scan menu. */
  path: string
  session: {
    id: number
    persons: number
    rounds: number
    total: string
    /** Paid so far (online or at the counter) and still due (src/domain/table/sessionBill.ts). */
    paid: string
    due: string
    openedAt: string
  } | null
}

/** GET /api/staff/invites: a restaurant's group orders still open or locked (issue 37 item 4). */
export const StaffInvitesParams = v.object({ brandId: IdParam, restaurantId: IdParam })

/** POST /api/staff/invites/cancel: cancels one of them (its friends' link closes). */
export const StaffInviteCancelParams = v.object({
  brandId: IdParam,
  restaurantId: IdParam,
  code: InviteCodeParam,
})

/** A group order as the staff see it: its code, host, people and lines (priced when the host places it). */
export type StaffInvite = {
  code: string
  state: InviteState
  orderType: number
  /** The host's member id (as the staff's order list names an order's member). */
  hostMemberId: number
  guests: number
  lines: number
  createdAt: string
  expiresAt: string
}
