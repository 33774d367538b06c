import * as v from 'valibot'
import { boundedText } from '../inputBounds'

/**
 * The id parameters every call's schemas share (./system.ts, ./menu.ts), and what counts as
 * an empty value. Apart from ./system.ts and ./text.ts, whose log schemas and text helpers the
 * first render (which reaches ./menu.ts) does not need.
 */

/** SPEC §5: an empty value is null/undefined, an empty string, or the text NaN, undefined or null. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'number') return Number.isNaN(value)
  if (typeof value !== 'string') return false
  const text = value.trim()
  return text === '' || text === 'NaN' || text === 'undefined' || text === 'null'
}

/** Largest id a 32-bit integer column holds. */
export const MAX_ID = 2_147_483_647

/** A positive integer id given as a number or as decimal digits. */
export const IdParam = v.pipe(
  v.union([v.pipe(v.string(), v.maxLength(64)), v.number()]),
  v.transform((input) => {
    if (typeof input === 'number') return input
    const text = input.trim()
    return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN
  }),
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_ID),
)

/** An optional id; an empty value (SPEC §5: '', 'null', 'undefined', 'NaN') counts as absent. */
export const OptionalIdParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((input) => (isEmptyValue(input) ? undefined : input)),
    v.union([v.undefined(), IdParam]),
  ),
)

/** A whole number in [min, max] given as a number or digits (form bodies carry text). */
export function wholeNumber(min: number, max: number) {
  return v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((input) =>
      typeof input === 'number' ? input : /^-?\d{1,10}$/.test(input.trim()) ? Number(input) : Number.NaN,
    ),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  )
}

/** A staff-given code (a level's, a card's, a coupon template's): 1–32 letters, digits, _ or -. */
export const CodeParam = v.pipe(boundedText(64), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,32}$/))
