import { compareMoney } from './money'
import { ORDER_STATUS } from './orderStatus'

/**
 * How much one member may order (issue 34 item 4), as brand settings (a restaurant's row before the
 * brand's, as ./orderSettings.ts reads every setting) with the defaults below: orders placed per
 * window of minutes, orders open at once (not yet confirmed by the restaurant), units on one cart
 * line and the order's price. Order placement refuses past any of them (server/services/order);
 * the cart's steppers stop at the units per line and the checkout shows the refusals.
 *
 * A setting of 0 turns its cap off; a missing or malformed value takes the default (the rows are
 * read with the other order settings: ./orderSettings.ts). No valibot here: the menu's first render
 * carries the line rule (./menu/addRules.ts).
 *
 * The defaults are far above what a diner does (a few orders an hour, each confirmed by the
 * restaurant within minutes) and leave room for an office lunch ordered from one account, or a
 * member's order list filled in a test (21 orders at once, tests/e2e/orders.spec.ts); they stop
 * floods such as 1,585 orders in 11 minutes. A brand tightens them with its own rows.
 */

/** The settings rows (names of the settings table; valueInt, ORDER_MAX_TOTAL valueChar money). */
export const PLACEMENT_SETTING = {
  /** Orders one member may place in the brand within ORDER_RATE_MINUTES. */
  rateLimit: 'ORDER_RATE_LIMIT',
  rateMinutes: 'ORDER_RATE_MINUTES',
  /** Orders of one member in the brand open at once: unpaid (online, 0) or not yet confirmed (0, 1). */
  openLimit: 'ORDER_OPEN_LIMIT',
  /** Units of one cart line. */
  lineUnits: 'ORDER_LINE_MAX_UNITS',
  /** The highest price (PriceResult.price) of one order. */
  maxTotal: 'ORDER_MAX_TOTAL',
} as const

export const PLACEMENT_SETTING_NAMES = Object.values(PLACEMENT_SETTING)

export const PLACEMENT_DEFAULTS = {
  rateLimit: 30,
  rateMinutes: 10,
  openLimit: 25,
  lineUnits: 99,
  maxTotal: '10000.00',
} as const

/** The caps of a restaurant; null where the brand turned one off. */
export type PlacementLimits = {
  /** At most `limit` orders within `minutes`. */
  rate: { limit: number; minutes: number } | null
  openLimit: number | null
  /** Besides MAX_LINE_NUMBER, the most any line takes. */
  lineUnits: number | null
  maxTotal: string | null
}

/**
 * The statuses of an open order: submitted (0: unpaid when paid online, else waiting for the
 * restaurant) and waiting for confirmation (1, paid). The restaurant's confirmation (8) or a cancel
 * closes it.
 */
export const OPEN_ORDER_STATUSES = [ORDER_STATUS.submitted, ORDER_STATUS.waitingConfirmation] as const

/** A settings row as the caps read it. */
type Row = { valueChar?: string | null; valueInt?: number | null } | undefined

/** A count setting: its value, null for 0 (off), the default when missing or not a whole number ≥ 0. */
export function settingCount(row: Row, fallback: number): number | null {
  const value = row?.valueInt
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return fallback
  return value === 0 ? null : value
}

/** ORDER_LINE_MAX_UNITS of a settings row (what the cart's steppers read); null when off. */
export function lineUnitsOf(row: Row): number | null {
  return settingCount(row, PLACEMENT_DEFAULTS.lineUnits)
}

/** Whether a line of `units` has more than a line may have. */
export function isOverLineUnits(units: number, lineUnits: number | null): boolean {
  return lineUnits !== null && units > lineUnits
}

/** Whether `adding` more units on a line holding `inLine` would pass the units a line may have. */
export function wouldPassLineUnits(inLine: number, adding: number, lineUnits: number | null): boolean {
  return isOverLineUnits(inLine + adding, lineUnits)
}

/** Whether an order's price is above the cap. */
export function isOverMaxTotal(price: string, maxTotal: string): boolean {
  return compareMoney(price, maxTotal) > 0
}

/** Whether `open` open orders leave room for one more. */
export function hasRoomForOpenOrder(open: number, openLimit: number | null): boolean {
  return openLimit === null || open < openLimit
}

/**
 * The caps a brand or a restaurant sets (the staff call `POST /api/staff/limits`, the demo seed):
 * each given one is written, 0 (the price "0.00") turning it off.
 */
export type PlacementCaps = {
  rateLimit?: number
  rateMinutes?: number
  openLimit?: number
  lineUnits?: number
  /** Money, as ORDER_MAX_TOTAL's valueChar. */
  maxTotal?: string
}

/** A settings row as written: the counts in valueInt, the price in valueChar. */
export type PlacementSettingRow = { settingName: string; valueInt: number | null; valueChar: string | null }

/** The settings rows that set the given caps, in PLACEMENT_SETTING's order. */
export function placementSettingRows(caps: PlacementCaps): PlacementSettingRow[] {
  const rows: PlacementSettingRow[] = []
  for (const [field, settingName] of Object.entries(PLACEMENT_SETTING) as [keyof PlacementCaps, string][]) {
    const value = caps[field]
    if (value === undefined) continue
    rows.push(
      typeof value === 'string'
        ? { settingName, valueInt: null, valueChar: value }
        : { settingName, valueInt: value, valueChar: null },
    )
  }
  return rows
}
