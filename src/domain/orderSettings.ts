import * as v from 'valibot'
import type { SettingRow } from './contract/brand'
import { isPositiveMoney } from './money'
import {
  lineUnitsOf,
  PLACEMENT_DEFAULTS,
  PLACEMENT_SETTING,
  PLACEMENT_SETTING_NAMES,
  type PlacementLimits,
  settingCount,
} from './placementLimits'
import {
  AmountSchema,
  MEMBER_DISCOUNT_ROUNDING,
  type PricingSettings,
  PricingSettingsSchema,
  ROUNDING_MODE,
} from './pricing/schemas'

/**
 * The restaurant settings an order is priced and bounded with, read alike by the order
 * confirmation (from GET system/restaurantExt/getBySettingNameList) and by order placement
 * (server/services/order): a restaurant's row before the brand's; a missing or malformed value
 * takes its default.
 */

/** The settings rows pricing and the placement caps read (names of the settings table). */
export const ORDER_SETTING_NAMES = [
  'SERVICE_CHARGE_PERCENT',
  'ROUNDING_MODE',
  'MEMBER_DISCOUNT_ROUNDING',
  'ORDER_MIN_AMOUNT',
  'ORDER_MIN_DIFFERENCE',
  'DELIVERY_SLOT_MINUTES',
  ...PLACEMENT_SETTING_NAMES,
] as const

/** A time slot's length when DELIVERY_SLOT_MINUTES is not set, in minutes. */
const DEFAULT_SLOT_MINUTES = 15

/** A settings row as both sides have it (restaurantId set on a restaurant's own row). */
export type OrderSettingRow = SettingRow & { restaurantId?: number | null }

export type OrderSettings = {
  pricing: PricingSettings
  /** ORDER_MIN_AMOUNT / ORDER_MIN_DIFFERENCE (order type 1); null when not set. */
  minimum: { amount: string; difference: string } | null
  /** DELIVERY_SLOT_MINUTES: the step and length of a time slot. */
  slotMinutes: number
  /** How much one member may order (./placementLimits.ts). */
  limits: PlacementLimits
}

function amountOrNull(text: string | null | undefined): string | null {
  return text != null && v.is(AmountSchema, text) ? text : null
}

/** A value checked by its schema, else the fallback. */
function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown, fallback: T): T {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : fallback
}

/** The row of a setting: the restaurant's own, else the brand's. */
export function settingRowPicker(
  rows: readonly OrderSettingRow[],
): (name: string) => OrderSettingRow | undefined {
  return (name) =>
    rows.find((candidate) => candidate.settingName === name && candidate.restaurantId != null) ??
    rows.find((candidate) => candidate.settingName === name)
}

type RowPicker = ReturnType<typeof settingRowPicker>

/** The placement caps of a restaurant's settings rows (./placementLimits.ts). */
function placementLimitsOf(row: RowPicker): PlacementLimits {
  const rateLimit = settingCount(row(PLACEMENT_SETTING.rateLimit), PLACEMENT_DEFAULTS.rateLimit)
  const rateMinutes = settingCount(row(PLACEMENT_SETTING.rateMinutes), PLACEMENT_DEFAULTS.rateMinutes)
  const maxTotal = amountOrNull(row(PLACEMENT_SETTING.maxTotal)?.valueChar) ?? PLACEMENT_DEFAULTS.maxTotal
  return {
    rate: rateLimit !== null && rateMinutes !== null ? { limit: rateLimit, minutes: rateMinutes } : null,
    openLimit: settingCount(row(PLACEMENT_SETTING.openLimit), PLACEMENT_DEFAULTS.openLimit),
    lineUnits: lineUnitsOf(row(PLACEMENT_SETTING.lineUnits)),
    maxTotal: isPositiveMoney(maxTotal) ? maxTotal : null,
  }
}

/** The pricing settings, order minimum, slot length and placement caps of a restaurant's settings rows. */
export function orderSettingsOf(rows: readonly OrderSettingRow[]): OrderSettings {
  const row = settingRowPicker(rows)
  const entries = PricingSettingsSchema.entries
  const minAmount = amountOrNull(row('ORDER_MIN_AMOUNT')?.valueChar)
  const slotMinutes = row('DELIVERY_SLOT_MINUTES')?.valueInt
  return {
    pricing: {
      servicePercent: checked(entries.servicePercent, row('SERVICE_CHARGE_PERCENT')?.valueInt, 0),
      roundingMode: checked(entries.roundingMode, row('ROUNDING_MODE')?.valueInt, ROUNDING_MODE.drop),
      memberDiscountRounding: checked(
        entries.memberDiscountRounding,
        row('MEMBER_DISCOUNT_ROUNDING')?.valueInt,
        MEMBER_DISCOUNT_ROUNDING.truncate,
      ),
    },
    minimum: minAmount
      ? { amount: minAmount, difference: amountOrNull(row('ORDER_MIN_DIFFERENCE')?.valueChar) ?? '0.00' }
      : null,
    slotMinutes: slotMinutes && slotMinutes > 0 ? slotMinutes : DEFAULT_SLOT_MINUTES,
    limits: placementLimitsOf(row),
  }
}
