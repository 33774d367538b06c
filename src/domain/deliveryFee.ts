/**
 * Delivery fee, delivery scope and estimated time (SPEC §7 gsa/queryDeliveryFee and
 * gsa/calculateEstimatedTime): one rule, used by those calls and by order placement, so that an
 * order's delivery fee is exactly what queryDeliveryFee answered. Distances are whole metres of the
 * great-circle (haversine) distance from the restaurant (mapX, mapY) to the address's dimensionMap
 * (`longitude,latitude`); money is exact (decimal.js). docs/api.md "GSA service" has the settings.
 */
import type { Money } from './menu/types'
import { MENU_TYPE, ORDER_TYPE } from './menu/types'
import { exact, moneyText } from './pricing/exactMoney'

/** SPEC §7: companyType 3 asks for the cold-chain company's fee table. */
export const COLD_CHAIN_COMPANY_TYPE = 3
/** The regular delivery company (any companyType but 3). */
export const DELIVERY_COMPANY_TYPE = 1

/** A point as `dimensionMap` and the restaurant's mapX/mapY give it. */
export type LngLat = { lng: number; lat: number }

/** One company's fee table: the base fee covers `baseKm`; each started km beyond adds `kmFee`; no delivery beyond `radiusKm`. */
export type DeliveryTable = {
  baseFee: Money
  /** Kilometres the base fee covers (decimal text, e.g. "2" or "2.5"). */
  baseKm: string
  /** Fee per started kilometre beyond baseKm. */
  kmFee: Money
  /** Delivery radius in km; null: no limit. */
  radiusKm: string | null
}

/** Everything the rule reads from the brand's (or restaurant's) settings. */
export type DeliverySettings = {
  delivery: DeliveryTable
  coldChain: DeliveryTable
  /** Minutes to prepare an order, by kind. */
  prepMinutes: { delivery: number; pickup: number; coldChain: number }
  /** Travel minutes per km (rider's pace). */
  kmMinutes: number
}

/** The settings rows the rule reads (GET getBySettingNameList names). */
export const DELIVERY_SETTING_NAMES = [
  'DELIVERY_BASE_FEE',
  'DELIVERY_BASE_KM',
  'DELIVERY_KM_FEE',
  'DELIVERY_RADIUS_KM',
  'COLD_CHAIN_BASE_FEE',
  'COLD_CHAIN_BASE_KM',
  'COLD_CHAIN_KM_FEE',
  'COLD_CHAIN_RADIUS_KM',
  'DELIVERY_PREP_MINUTES',
  'PICKUP_PREP_MINUTES',
  'COLD_CHAIN_PREP_MINUTES',
  'DELIVERY_KM_MINUTES',
] as const

/** A settings row as stored (valueChar text, valueInt number). */
export type SettingValue = { valueChar: string | null; valueInt: number | null }

const MONEY = /^\d{1,8}(\.\d{1,2})?$/
const KM = /^\d{1,4}(\.\d{1,3})?$/
const DEFAULT_PREP_MINUTES = { delivery: 20, pickup: 15, coldChain: 60 }
const DEFAULT_KM_MINUTES = 4
const MAX_MINUTES = 24 * 60

function text(row: SettingValue | undefined, form: RegExp): string | null {
  const value = row?.valueChar?.trim()
  return value && form.test(value) ? value : null
}

function minutes(row: SettingValue | undefined, fallback: number): number {
  const value = row?.valueInt
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MINUTES
    ? value
    : fallback
}

function tableOf(rows: Readonly<Record<string, SettingValue>>, prefix: string): DeliveryTable {
  return {
    baseFee: moneyText(exact(text(rows[`${prefix}_BASE_FEE`], MONEY) ?? '0')),
    baseKm: text(rows[`${prefix}_BASE_KM`], KM) ?? '0',
    kmFee: moneyText(exact(text(rows[`${prefix}_KM_FEE`], MONEY) ?? '0')),
    radiusKm: text(rows[`${prefix}_RADIUS_KM`], KM),
  }
}

/**
 * The rule's settings from rows keyed by settingName; a missing or malformed value takes its
 * default (no fee, no radius, 20/15/60 preparation minutes, 4 minutes per km).
 */
export function deliverySettingsOf(rows: Readonly<Record<string, SettingValue>>): DeliverySettings {
  return {
    delivery: tableOf(rows, 'DELIVERY'),
    coldChain: tableOf(rows, 'COLD_CHAIN'),
    prepMinutes: {
      delivery: minutes(rows.DELIVERY_PREP_MINUTES, DEFAULT_PREP_MINUTES.delivery),
      pickup: minutes(rows.PICKUP_PREP_MINUTES, DEFAULT_PREP_MINUTES.pickup),
      coldChain: minutes(rows.COLD_CHAIN_PREP_MINUTES, DEFAULT_PREP_MINUTES.coldChain),
    },
    kmMinutes: minutes(rows.DELIVERY_KM_MINUTES, DEFAULT_KM_MINUTES),
  }
}

/** Whether an order is carried by the cold-chain company: order type 8, or any order from the cold-chain menu (5). */
export function isColdChainDelivery(orderType: number, menuType: number): boolean {
  return orderType === ORDER_TYPE.coldChain || menuType === MENU_TYPE.coldChain
}

/** The companyType the PWA sends to queryDeliveryFee for an order of this type from this menu. */
export function companyTypeOf(orderType: number, menuType: number): number {
  return isColdChainDelivery(orderType, menuType) ? COLD_CHAIN_COMPANY_TYPE : DELIVERY_COMPANY_TYPE
}

/** `"longitude,latitude"` (or numbers) as a point; null when empty, malformed or out of range. */
export function parseLngLat(lng: string | number | null, lat?: string | number | null): LngLat | null {
  let pair: [unknown, unknown]
  if (lat === undefined) {
    const parts = typeof lng === 'string' ? lng.split(',') : []
    if (parts.length !== 2) return null
    pair = [parts[0]!.trim(), parts[1]!.trim()]
  } else pair = [lng, lat]
  const [x, y] = pair.map((value) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value !== ''
        ? Number(value)
        : Number.NaN,
  ) as [number, number]
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 180 || Math.abs(y) > 90) return null
  return { lng: x, lat: y }
}

/** Mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in whole metres (haversine). */
export function distanceMetres(from: LngLat, to: LngLat): number {
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))))
}

/** Metres as km with one place, half up: 2449 → "2.4", 2450 → "2.5". */
export function kmText(metres: number): string {
  return exact(metres).dividedBy(1000).toFixed(1)
}

export type DeliveryQuote =
  | { kind: 'ok'; deliveryFee: Money; distanceKm: string; metres: number }
  /** Beyond the radius, or the distance cannot be told (no restaurant position or no address position). */
  | { kind: 'outOfScope' }

/**
 * The delivery fee to an address: baseFee covers baseKm; each started km beyond adds kmFee.
 * E.g. base 12.00 for 2 km, 4.00 per km: 2.0 km → 12.00; 2.4 km → 16.00; 4.1 km → 24.00.
 */
export function deliveryQuote(input: {
  restaurant: LngLat | null
  address: LngLat | null
  table: DeliveryTable
}): DeliveryQuote {
  const { restaurant, address, table } = input
  if (!restaurant || !address) return { kind: 'outOfScope' }
  const metres = distanceMetres(restaurant, address)
  if (table.radiusKm !== null && exact(metres).greaterThan(exact(table.radiusKm).times(1000)))
    return { kind: 'outOfScope' }
  const beyond = exact(metres).minus(exact(table.baseKm).times(1000))
  const startedKm = beyond.isPositive() && !beyond.isZero() ? beyond.dividedBy(1000).ceil() : exact(0)
  const fee = exact(table.baseFee).plus(exact(table.kmFee).times(startedKm))
  return { kind: 'ok', deliveryFee: moneyText(fee), distanceKm: kmText(metres), metres }
}

/** What kind of order an estimate is for: pick-up (no travel), delivery or cold-chain. */
export type EstimateKind = 'pickup' | 'delivery' | 'coldChain'

/** Minutes until the order is ready (pick-up) or arrives: preparation, plus travel at kmMinutes per km (rounded up). */
export function estimateMinutes(
  settings: DeliverySettings,
  kind: EstimateKind,
  metres: number | null,
): number {
  const prep = settings.prepMinutes[kind]
  if (kind === 'pickup' || metres === null) return prep
  return prep + Math.ceil((metres * settings.kmMinutes) / 1000)
}
