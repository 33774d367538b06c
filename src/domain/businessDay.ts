/**
 * The business day (SPEC §3, §9), by plain arithmetic so that carts and day-scoped data can be
 * keyed without loading a date library on the first render.
 */

/** All times are shown at UTC+8 (SPEC §9). A fixed offset: Hong Kong has no daylight saving. */
export const DISPLAY_UTC_OFFSET_MINUTES = 8 * 60
/** The business day rolls over at 05:00 local (UTC+8). */
export const BUSINESS_DAY_START_HOUR = 5

const MS_PER_MINUTE = 60_000

/** The business day (`YYYY-MM-DD`) an instant belongs to: before 05:00 UTC+8 it is still yesterday. */
export function businessDay(now: Date | number): string {
  const shiftMinutes = DISPLAY_UTC_OFFSET_MINUTES - BUSINESS_DAY_START_HOUR * 60
  return new Date(Number(now) + shiftMinutes * MS_PER_MINUTE).toISOString().slice(0, 10)
}

/** When the business day `now` belongs to ends: the next 05:00 UTC+8 (what a day-scoped thing expires at). */
export function businessDayEnd(now: Date | number): Date {
  const shiftMinutes = DISPLAY_UTC_OFFSET_MINUTES - BUSINESS_DAY_START_HOUR * 60
  const nextDay = Date.parse(`${businessDay(now)}T00:00:00Z`) + 24 * 60 * MS_PER_MINUTE
  return new Date(nextDay - shiftMinutes * MS_PER_MINUTE)
}
