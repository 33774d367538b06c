/**
 * Shapes of the queue calls (issue 40, docs/api.md "Queue"): whether a restaurant takes numbers and
 * how many wait, taking a number (a member, or a guest with a phone number), following a ticket
 * (its owner, or anyone holding its link's token), cancelling and binding it, and the staff's side.
 */
import * as v from 'valibot'
import { boundedText } from '../inputBounds'
import { isValidLoginPhone } from '../memberRules'
import { IdParam, wholeNumber } from './idParams'

type Names = { name: string; name1: string; name2: string }

/** A table type with the parties waiting for it now. */
export type QueueTableTypeView = Names & {
  id: number
  prefix: string
  minPersons: number
  maxPersons: number
  /** A member level rank it needs; null for everyone. */
  minLevel: number | null
  waiting: number
  /** The number being called now, if any ("A007"). */
  calling: string | null
}

export type QueuePeriodView = Names & { id: number; opens: string; closes: string }

/** GET …/getNumberOpen: whether numbers can be taken now, the period and the table types. */
export type QueueState = {
  restaurantId: number
  open: boolean
  period: QueuePeriodView | null
  periods: QueuePeriodView[]
  tableTypes: QueueTableTypeView[]
  maxWaiting: number | null
  minutesPerParty: number
}

/** A ticket as its owner (or its link) sees it. */
export type QueueTicket = {
  id: number
  brandId: number
  restaurantId: number
  restaurantName: Names
  label: string
  persons: number
  tableType: Names & { id: number }
  /** SPEC §4 state (src/domain/queue/queueRules.ts), a call past its grace read as passed. */
  status: number
  priority: number
  /** Active parties of the table type before this one. */
  partiesAhead: number
  estimatedWaitMinutes: number
  createdAt: string
  calledAt: string | null
  endedAt: string | null
  /** The link's secret: only in the answer of the call that took the number, and to its owner. */
  token: string
  /** Whether a member holds it (a guest's may be bound). */
  bound: boolean
}

const Persons = wholeNumber(1, 99)
const Token = v.pipe(boundedText(64), v.regex(/^[A-Za-z0-9_-]{16,64}$/))

export const QueueRestaurantParams = v.object({ restaurantId: IdParam })

/** POST …/autoGetNumber: a member's number (token), or a guest's with a phone (countryId, phone). */
export const TakeNumberParams = v.pipe(
  v.object({
    restaurantId: IdParam,
    persons: Persons,
    countryId: v.optional(wholeNumber(1, 99)),
    phone: v.optional(v.pipe(boundedText(16), v.trim())),
  }),
  v.check(
    (input) => input.phone === undefined || isValidLoginPhone(input.countryId ?? 1, input.phone),
    'phone',
  ),
)
export type TakeNumberInput = v.InferOutput<typeof TakeNumberParams>

/** A ticket named by id, with its link's token unless the member holds it. */
export const TicketParams = v.object({ id: IdParam, token: v.optional(Token) })
export type TicketRef = v.InferOutput<typeof TicketParams>

/** POST …/bindMemberId: a guest's ticket (id and token) to the logged-in member. */
export const BindTicketParams = v.object({ id: IdParam, token: Token })

export const QueueHistoryParams = v.object({ brandId: IdParam })

/** errCodes of the queue (docs/api.md "Queue"). */
export const QUEUE_ERROR = {
  closed: 'QUEUE.CLOSED',
  noPeriod: 'QUEUE.NO_PERIOD',
  noTableType: 'QUEUE.NO_TABLE_TYPE',
  level: 'QUEUE.LEVEL',
  full: 'QUEUE.FULL',
  /** The person already waits in this restaurant's queue (`data.id` names the ticket). */
  active: 'QUEUE.ACTIVE',
  /** A guest's number needs a phone number. */
  phoneNeeded: 'QUEUE.PHONE_NEEDED',
  notFound: 'QUEUE.NOT_FOUND',
  /** The move is not allowed from the ticket's state. */
  move: 'QUEUE.ILLEGAL_MOVE',
} as const

/** POST /api/staff/queue/open: opens or closes a restaurant's queue (and its settings). */
export const StaffQueueOpenParams = v.object({
  restaurantId: IdParam,
  open: wholeNumber(0, 1),
  graceMinutes: v.optional(wholeNumber(1, 120)),
  minutesPerParty: v.optional(wholeNumber(1, 120)),
  maxWaiting: v.optional(wholeNumber(0, 9999)),
})

/** POST /api/staff/queue/call: the next number of a table type, or a ticket again (re-call). */
export const StaffQueueCallParams = v.union([
  v.object({ restaurantId: IdParam, tableTypeId: IdParam }),
  v.object({ ticketId: IdParam }),
])

/** POST /api/staff/queue/seat, /pass, /cancel. */
export const StaffTicketParams = v.object({ ticketId: IdParam })
