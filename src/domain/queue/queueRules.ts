import { DISPLAY_UTC_OFFSET_MINUTES } from '../businessDay'

/**
 * Queue tickets (issue 40; SPEC §4 "Queue ticket", §6, §8): their states and moves, which table
 * type a party waits for, which period is open, why a number cannot be taken, and when a called
 * number has passed. Pure; the server applies them in its transactions and the PWA shows them.
 */

/** SPEC §4 queue states: queuing, calling ("your turn"), passed ("missed number"), seated, cancelled. */
export const QUEUE_STATUS = { queuing: 0, calling: 1, passed: 2, seated: 3, cancelled: 4 } as const
export type QueueStatus = (typeof QUEUE_STATUS)[keyof typeof QUEUE_STATUS]

/** The states a ticket still waits in: one per person per restaurant at a time. */
export const ACTIVE_QUEUE_STATUSES: readonly QueueStatus[] = [QUEUE_STATUS.queuing, QUEUE_STATUS.calling]

function isActiveTicket(status: number): boolean {
  return (ACTIVE_QUEUE_STATUSES as readonly number[]).includes(status)
}

/** What staff do with a ticket: call (again), seat, mark passed; the diner (or staff) cancels. */
export type QueueMove = 'call' | 'seat' | 'pass' | 'cancel'

/** The state a move leads to from `status`, or null when it is not allowed from there. */
export function queueMoveTarget(status: number, move: QueueMove): QueueStatus | null {
  switch (move) {
    case 'call':
      // A passed number may be called again when the party comes back.
      return status === QUEUE_STATUS.passed || isActiveTicket(status) ? QUEUE_STATUS.calling : null
    case 'seat':
      return isActiveTicket(status) || status === QUEUE_STATUS.passed ? QUEUE_STATUS.seated : null
    case 'pass':
      return status === QUEUE_STATUS.calling ? QUEUE_STATUS.passed : null
    case 'cancel':
      return isActiveTicket(status) ? QUEUE_STATUS.cancelled : null
  }
}

/** A called number passes once the restaurant's grace minutes are over without the party seated. */
function hasCallPassed(calledAt: Date, graceMinutes: number, now: Date): boolean {
  return now.getTime() - calledAt.getTime() >= graceMinutes * 60_000
}

/** The state to show: a call past its grace reads as passed before the sweep writes it. */
export function shownQueueStatus(
  ticket: { status: number; calledAt: Date | null },
  graceMinutes: number,
  now: Date,
): number {
  if (
    ticket.status === QUEUE_STATUS.calling &&
    ticket.calledAt &&
    hasCallPassed(ticket.calledAt, graceMinutes, now)
  )
    return QUEUE_STATUS.passed
  return ticket.status
}

/** The number as printed and called: the table type's letter and three digits ("A007"). */
export function ticketLabel(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(3, '0')}`
}

/** A restaurant's table type: the party sizes it seats, and the member level it needs (if any). */
export type QueueTableType = { id: number; minPersons: number; maxPersons: number; minLevel: number | null }

/** The table type a party of `persons` waits for: the first (by the given order) that seats them. */
export function tableTypeFor<T extends QueueTableType>(types: readonly T[], persons: number): T | null {
  return types.find((type) => persons >= type.minPersons && persons <= type.maxPersons) ?? null
}

/** A queue period: minutes after midnight (UTC+8) it opens and closes. */
export type QueuePeriod = { id: number; opens: number; closes: number }

/** Minutes after midnight at UTC+8 of an instant. */
function localMinutes(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) + DISPLAY_UTC_OFFSET_MINUTES
  return ((minutes % 1440) + 1440) % 1440
}

/** The period taking numbers now, or null between periods. */
export function openPeriod<P extends QueuePeriod>(periods: readonly P[], now: Date): P | null {
  const at = localMinutes(now)
  return periods.find((period) => at >= period.opens && at < period.closes) ?? null
}

/** "11:30" as minutes after midnight ("24:00" is the day's end); null when it is not a time of day. */
export function parseClock(text: string): number | null {
  if (text === '24:00') return 1440
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** Why a number cannot be taken (SPEC §6, §8). */
export type QueueRefusal = 'closed' | 'noPeriod' | 'noTableType' | 'level' | 'full'

/** The checks before a number is taken, in the order a diner needs to hear them. */
export function queueRefusal(input: {
  open: boolean
  period: QueuePeriod | null
  tableType: QueueTableType | null
  /** The member's level in the brand (its rank, whether it may queue); null for a guest. */
  memberLevel: { rank: number; canQueue: number } | null
  waiting: number
  maxWaiting: number | null
}): QueueRefusal | null {
  if (!input.open) return 'closed'
  if (!input.period) return 'noPeriod'
  if (!input.tableType) return 'noTableType'
  const { memberLevel } = input
  if (memberLevel?.canQueue === 0) return 'level'
  const needed = input.tableType.minLevel
  if (needed !== null && (memberLevel === null || memberLevel.rank < needed)) return 'level'
  if (input.maxWaiting !== null && input.waiting >= input.maxWaiting) return 'full'
  return null
}

/** Minutes a party is expected to wait: the parties ahead times the minutes each table turns. */
export function estimatedWaitMinutes(partiesAhead: number, minutesPerParty: number): number {
  return Math.max(0, partiesAhead) * minutesPerParty
}
