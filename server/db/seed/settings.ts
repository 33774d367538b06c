import { PLACEMENT_DEFAULTS, placementSettingRows } from '../../../src/domain/placementLimits'
import type { Database } from '../open'
import { settings } from '../schema'
import { upsertRows } from './upsert'

/**
 * Settings rows (GET system/restaurantExt/getBySettingNameList). Brand rows apply everywhere;
 * a restaurant row overrides the brand row of the same name. Names are listed in docs/api.md.
 */

type SettingSeed = { name: string; valueChar?: string; valueInt?: number }

/**
 * The delivery rule's rows (src/domain/deliveryFee.ts): per company [base fee, km the base fee
 * covers, fee per started km beyond, radius km]; preparation minutes [delivery, pick-up,
 * cold-chain]; travel minutes per km.
 */
function deliverySettings(table: {
  delivery: [string, string, string, string]
  coldChain: [string, string, string, string]
  prepMinutes: [number, number, number]
  kmMinutes: number
}): SettingSeed[] {
  const company = (prefix: string, [fee, baseKm, kmFee, radius]: [string, string, string, string]) => [
    { name: `${prefix}_BASE_FEE`, valueChar: fee },
    { name: `${prefix}_BASE_KM`, valueChar: baseKm },
    { name: `${prefix}_KM_FEE`, valueChar: kmFee },
    { name: `${prefix}_RADIUS_KM`, valueChar: radius },
  ]
  const [delivery, pickup, coldChain] = table.prepMinutes
  return [
    ...company('DELIVERY', table.delivery),
    ...company('COLD_CHAIN', table.coldChain),
    { name: 'DELIVERY_PREP_MINUTES', valueInt: delivery },
    { name: 'PICKUP_PREP_MINUTES', valueInt: pickup },
    { name: 'COLD_CHAIN_PREP_MINUTES', valueInt: coldChain },
    { name: 'DELIVERY_KM_MINUTES', valueInt: table.kmMinutes },
  ]
}

/** How much one member may order (src/domain/placementLimits.ts; the defaults, the price cap as given). */
function placementSettings(maxTotal: string): SettingSeed[] {
  return placementSettingRows({ ...PLACEMENT_DEFAULTS, maxTotal }).map((row) => ({
    name: row.settingName,
    valueInt: row.valueInt ?? undefined,
    valueChar: row.valueChar ?? undefined,
  }))
}

const BRAND_SETTINGS: Record<string, SettingSeed[]> = {
  demo: [
    { name: 'App_Theme_Color', valueChar: '190,28,66' },
    { name: 'FOODINTERVAL', valueInt: 10 },
    { name: 'SERVICE_CHARGE_PERCENT', valueInt: 0 },
    { name: 'ROUNDING_MODE', valueInt: 2 },
    { name: 'MEMBER_DISCOUNT_ROUNDING', valueInt: 1 },
    { name: 'DELIVERY_SLOT_MINUTES', valueInt: 15 },
    { name: 'UNPAID_CANCEL_MINUTES', valueInt: 15 },
    { name: 'ORDER_MIN_AMOUNT', valueChar: '80.00' },
    { name: 'ORDER_MIN_DIFFERENCE', valueChar: '20.00' },
    ...placementSettings(PLACEMENT_DEFAULTS.maxTotal),
    ...deliverySettings({
      delivery: ['12.00', '2', '4.00', '5'],
      coldChain: ['30.00', '5', '3.00', '25'],
      prepMinutes: [20, 15, 45],
      kmMinutes: 4,
    }),
  ],
  harbour: [
    { name: 'App_Theme_Color', valueChar: '#0b6e4f' },
    { name: 'FOODINTERVAL', valueInt: 15 },
    { name: 'SERVICE_CHARGE_PERCENT', valueInt: 10 },
    { name: 'ROUNDING_MODE', valueInt: 3 },
    { name: 'MEMBER_DISCOUNT_ROUNDING', valueInt: 2 },
    { name: 'DELIVERY_SLOT_MINUTES', valueInt: 30 },
    { name: 'UNPAID_CANCEL_MINUTES', valueInt: 20 },
    { name: 'ORDER_MIN_AMOUNT', valueChar: '300.00' },
    { name: 'ORDER_MIN_DIFFERENCE', valueChar: '50.00' },
    // Harbour takes banquet orders online.
    ...placementSettings('20000.00'),
    ...deliverySettings({
      delivery: ['18.00', '3', '5.00', '6'],
      coldChain: ['50.00', '10', '4.00', '40'],
      prepMinutes: [30, 20, 90],
      kmMinutes: 5,
    }),
  ],
}

/** Per-restaurant overrides, keyed `brandAlias/restaurantCode`. */
const RESTAURANT_SETTINGS: Record<string, SettingSeed[]> = {
  // The Central shop is busier: a shorter duplicate-dish warning window.
  'demo/central': [{ name: 'FOODINTERVAL', valueInt: 5 }],
  // Sai Kung charges no service fee on the terrace.
  'harbour/sai-kung': [{ name: 'SERVICE_CHARGE_PERCENT', valueInt: 0 }],
  // Mong Kok's riders cover a wider area of Kowloon.
  'demo/mongkok': [{ name: 'DELIVERY_RADIUS_KM', valueChar: '6' }],
}

export async function seedSettings(
  db: Database,
  brandIds: Map<string, number>,
  restaurantIds: Map<string, number>,
): Promise<void> {
  const toRow = (brandId: number, restaurantId: number | null) => (seed: SettingSeed) => ({
    brandId,
    restaurantId,
    settingName: seed.name,
    valueChar: seed.valueChar ?? null,
    valueInt: seed.valueInt ?? null,
  })
  const rows = [
    ...Object.entries(BRAND_SETTINGS).flatMap(([alias, list]) => list.map(toRow(brandIds.get(alias)!, null))),
    ...Object.entries(RESTAURANT_SETTINGS).flatMap(([key, list]) => {
      const alias = key.split('/')[0]!
      return list.map(toRow(brandIds.get(alias)!, restaurantIds.get(key)!))
    }),
  ]
  await upsertRows(db, settings, rows, [settings.brandId, settings.restaurantId, settings.settingName])
}
