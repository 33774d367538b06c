/**
 * A restaurant's opening hours (its `businessHours`, "07:00-22:00") against a moment: whether it is
 * open, when it closes, and when it opens next. The one rule every screen and order placement use
 * (issue 36 item 15); the shop's own flag (openStatus, ./restaurantStatus.ts) comes on top of it.
 * Times are at the fixed UTC+8 offset (Hong Kong has no daylight saving), like ./timeSlots.ts.
 * A closing time at or before the opening time is after midnight ("18:00-02:00"); the same time
 * twice, or "00:00-24:00", is open round the clock; text that is not `HH:mm-HH:mm` sets no hours.
 */
import { DISPLAY_UTC_OFFSET_MINUTES } from './businessDay'

const MS_PER_MINUTE = 60_000
const MINUTES_PER_DAY = 24 * 60
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE
const OFFSET_MS = DISPLAY_UTC_OFFSET_MINUTES * MS_PER_MINUTE

/** Minutes after midnight (UTC+8): `closes` may be 1440 (24:00). */
export type OpeningHours = { opens: number; closes: number }

/** Open: until `closesAt` (null round the clock). Closed: until `opensAt`, then open until `closesAt`. */
export type HoursState =
  | { open: true; closesAt: Date | null }
  | { open: false; opensAt: Date; closesAt: Date }

const HOURS_TEXT = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/

function minutesOf(hours: string | undefined, minutes: string | undefined): number | null {
  const h = Number(hours)
  const m = Number(minutes)
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null
  return h * 60 + m
}

/** The hours of `HH:mm-HH:mm`, or null when the text sets none. */
export function parseOpeningHours(text: string | null | undefined): OpeningHours | null {
  const match = text ? HOURS_TEXT.exec(text) : null
  if (!match) return null
  const opens = minutesOf(match[1], match[2])
  const closes = minutesOf(match[3], match[4])
  if (opens === null || closes === null || opens === MINUTES_PER_DAY) return null
  return { opens, closes }
}

function isRoundTheClock({ opens, closes }: OpeningHours): boolean {
  return opens === closes || (opens === 0 && closes === MINUTES_PER_DAY)
}

/** Whether the hours are open at `now`, with when they close, or when they open and close next. */
export function hoursAt(hours: OpeningHours, now: Date): HoursState {
  if (isRoundTheClock(hours)) return { open: true, closesAt: null }
  const local = now.getTime() + OFFSET_MS
  const midnight = Math.floor(local / MS_PER_DAY) * MS_PER_DAY - OFFSET_MS
  const minute = (local - Math.floor(local / MS_PER_DAY) * MS_PER_DAY) / MS_PER_MINUTE
  const at = (dayOffset: number, minutes: number) =>
    new Date(midnight + dayOffset * MS_PER_DAY + minutes * MS_PER_MINUTE)
  const { opens, closes } = hours
  if (opens < closes) {
    if (minute >= opens && minute < closes) return { open: true, closesAt: at(0, closes) }
    const day = minute < opens ? 0 : 1
    return { open: false, opensAt: at(day, opens), closesAt: at(day, closes) }
  }
  // Past midnight: open from `opens` today to `closes` tomorrow, and until `closes` this morning.
  if (minute >= opens) return { open: true, closesAt: at(1, closes) }
  if (minute < closes) return { open: true, closesAt: at(0, closes) }
  return { open: false, opensAt: at(0, opens), closesAt: at(1, closes) }
}

/** hoursAt for the restaurant's hours text; open round the clock when it sets no hours. */
export function hoursStateOf(businessHours: string | null | undefined, now: Date): HoursState {
  const hours = parseOpeningHours(businessHours)
  return hours ? hoursAt(hours, now) : { open: true, closesAt: null }
}

/**
 * Whether an order for `[start, start + minutes)` falls within the hours: the restaurant is open at
 * its start and stays open to its end.
 */
export function isWithinHours(
  businessHours: string | null | undefined,
  start: Date,
  minutes: number,
): boolean {
  const state = hoursStateOf(businessHours, start)
  if (!state.open) return false
  return state.closesAt === null || start.getTime() + minutes * MS_PER_MINUTE <= state.closesAt.getTime()
}

/**
 * Whether an order's time slot is one the hours serve: 'as soon as possible' while open now, a
 * slot of `slotMinutes` at `time` when it lies within the hours.
 */
export function slotFitsHours(
  slot: { type: 0 } | { type: 1; time: string },
  businessHours: string | null | undefined,
  now: Date,
  slotMinutes: number,
): boolean {
  if (slot.type === 0) return hoursStateOf(businessHours, now).open
  const start = Date.parse(slot.time)
  return !Number.isNaN(start) && isWithinHours(businessHours, new Date(start), slotMinutes)
}
