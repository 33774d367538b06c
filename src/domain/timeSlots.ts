/**
 * Delivery and pick-up time slots (SPEC §3 "Time slot", §5): first 'immediately' (or 'Served as soon
 * as possible' in that mode), then slots of `intervalMinutes` from the first possible start to the
 * end of the business day (05:00 UTC+8, src/domain/businessDay.ts) or the closing time if earlier.
 * Plain arithmetic at the fixed UTC+8 offset (Hong Kong has no daylight saving), so the first
 * render needs no date library. Every range slot is one the server accepts (isSlotOpen in
 * ./contract/order.ts): it starts at or after now + lead.
 */
import { BUSINESS_DAY_START_HOUR, businessDay, DISPLAY_UTC_OFFSET_MINUTES } from './businessDay'
import type { TimeSlot } from './contract/order'
import { toMoneyString } from './money'

const MS_PER_MINUTE = 60_000
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE
const OFFSET_MS = DISPLAY_UTC_OFFSET_MINUTES * MS_PER_MINUTE

/** One choice of the checkout's time list. */
export type TimeSlotOption = {
  /** 0 as soon as possible, 1 a range starting at `time`. */
  type: 0 | 1
  /** Range start, ISO 8601 at +08:00 (what addOrder2's timeSlot.time takes). */
  time?: string
  /** The delivery charge of this slot (decimal string). */
  deliveryCharge: string
  /** How to show it: 'immediately', 'asap' ('As soon as possible', for pick-up), or the range start–end. */
  label: 'immediately' | 'asap' | 'range'
  start?: string
  end?: string
  /** A range on the next calendar day (ordering ahead while closed for the night). */
  tomorrow?: true
}

export type TimeSlotInput = {
  now: Date
  /** Slot length and step (DELIVERY_SLOT_MINUTES); below 1: only the 'as soon as possible' choice. */
  intervalMinutes: number
  /** Earliest start from now (preparation and travel, e.g. calculateEstimatedTime's minutes). */
  leadMinutes: number
  /** When the shop closes (src/domain/openingHours.ts hoursAt); the slots end by it. */
  closesAt?: Date
  /**
   * Closed by its hours now: when it opens. Then there is no 'as soon as possible', and the slots
   * run from its opening (plus the lead) to `closesAt`, within that business day.
   */
  opensAt?: Date
  deliveryFee: string
  /** The mode whose first choice reads 'As soon as possible' (pick-up) instead of 'Immediately'. */
  asapMode: boolean
}

/** An instant as ISO 8601 at UTC+8, to the second: `2026-03-02T12:45:00+08:00`. */
export function toDisplayIso(instant: Date | number): string {
  return `${new Date(Number(instant) + OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}

/** When the business day of `now` ends: the next 05:00 at UTC+8. */
export function businessDayEnd(now: Date | number): Date {
  const day = businessDay(now)
  const start = Date.parse(`${day}T00:00:00Z`) - OFFSET_MS + BUSINESS_DAY_START_HOUR * 60 * MS_PER_MINUTE
  return new Date(start + MS_PER_DAY)
}

/**
 * The time list: type 0 first (unless closed by its hours), then slots of `intervalMinutes` starting
 * at now (or the opening) + lead rounded up to the interval (counted from the business day's 05:00
 * start, so that 15- or 30-minute slots sit on the clock's quarters), each ending no later than the
 * end of that business day or `closesAt`.
 */
export function timeSlotList(input: TimeSlotInput): TimeSlotOption[] {
  const deliveryCharge = toMoneyString(input.deliveryFee)
  const first: TimeSlotOption = { type: 0, deliveryCharge, label: input.asapMode ? 'asap' : 'immediately' }
  const firsts = input.opensAt ? [] : [first]
  const interval = Math.floor(input.intervalMinutes)
  const from = Math.max(input.now.getTime(), input.opensAt?.getTime() ?? 0)
  if (!Number.isFinite(interval) || interval < 1 || Number.isNaN(from)) return firsts
  const stepMs = interval * MS_PER_MINUTE
  const lead = Number.isFinite(input.leadMinutes) ? Math.max(0, Math.ceil(input.leadMinutes)) : 0
  const dayEnd = businessDayEnd(from).getTime()
  const closes = input.closesAt?.getTime()
  const end = closes !== undefined && !Number.isNaN(closes) && closes < dayEnd ? closes : dayEnd
  const dayStart = dayEnd - MS_PER_DAY
  const earliest = from + lead * MS_PER_MINUTE
  let start = dayStart + Math.ceil((earliest - dayStart) / stepMs) * stepMs
  const slots = [...firsts]
  const today = toDisplayIso(input.now).slice(0, 10)
  while (start + stepMs <= end) {
    const time = toDisplayIso(start)
    slots.push({
      type: 1,
      time,
      deliveryCharge,
      label: 'range',
      start: time,
      end: toDisplayIso(start + stepMs),
      ...(time.slice(0, 10) === today ? {} : { tomorrow: true as const }),
    })
    start += stepMs
  }
  return slots
}

/** How far ahead a time slot may be chosen: 7 days. */
const MAX_SLOT_AHEAD_MS = 7 * 24 * 60 * 60_000

/**
 * Whether a chosen time slot can still be served: 'as soon as possible' always; a slot at `time`
 * until it has ended (time + slotMinutes after now) and when at most 7 days ahead.
 * Interpretation: a slot that has started but not ended is still a slot the diner may choose.
 */
export function isSlotOpen(slot: TimeSlot, now: Date, slotMinutes: number): boolean {
  if (slot.type === 0) return true
  const start = Date.parse(slot.time)
  if (Number.isNaN(start)) return false
  return start + slotMinutes * 60_000 > now.getTime() && start - now.getTime() <= MAX_SLOT_AHEAD_MS
}
