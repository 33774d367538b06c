import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COLD_CHAIN_COMPANY_TYPE,
  companyTypeOf,
  type DeliveryTable,
  deliveryQuote,
  deliverySettingsOf,
  distanceMetres,
  estimateMinutes,
  isColdChainDelivery,
  kmText,
  type LngLat,
  parseLngLat,
} from '../../src/domain/deliveryFee'

/** The delivery rule (src/domain/deliveryFee.ts): distance, fee tables, scope and the estimate. */

const central: LngLat = { lng: 114.1551, lat: 22.2823 }
/** Metres north of Central along its meridian (1° of latitude ≈ 111,195 m on the mean sphere). */
const north = (metres: number): LngLat => ({ lng: central.lng, lat: central.lat + metres / 111_195.08 })
const table: DeliveryTable = { baseFee: '12.00', baseKm: '2', kmFee: '4.00', radiusKm: '5' }

describe('distance', () => {
  it('measures great-circle metres (haversine)', () => {
    expect(distanceMetres(central, central)).toBe(0)
    expect(distanceMetres(central, north(1000))).toBe(1000)
    // Central to Mong Kok, about 4.3 km.
    expect(distanceMetres(central, { lng: 114.1694, lat: 22.3192 })).toBeGreaterThan(4_200)
    expect(distanceMetres(central, { lng: 114.1694, lat: 22.3192 })).toBeLessThan(4_400)
  })

  it('reads dimensionMap and map columns, refusing what is not a position', () => {
    expect(parseLngLat('114.158917,22.281322')).toEqual({ lng: 114.158917, lat: 22.281322 })
    expect(parseLngLat('114.155100', '22.282300')).toEqual(central)
    for (const bad of ['', '114.1', 'a,b', '200,22', '114,95', '1,2,3']) expect(parseLngLat(bad)).toBeNull()
    expect(parseLngLat(null, null)).toBeNull()
  })

  it('shows km with one place, half up', () => {
    expect([kmText(0), kmText(2449), kmText(2450), kmText(12_345)]).toEqual(['0.0', '2.4', '2.5', '12.3'])
  })
})

describe('deliveryQuote', () => {
  it.each([
    [0, '12.00', '0.0'],
    [2000, '12.00', '2.0'],
    [2001, '16.00', '2.0'],
    [2400, '16.00', '2.4'],
    [3000, '16.00', '3.0'],
    [4100, '24.00', '4.1'],
    [5000, '24.00', '5.0'],
  ])('%i m: base fee for 2 km, then 4.00 per started km → %s (%s km)', (metres, fee, km) => {
    expect(deliveryQuote({ restaurant: central, address: north(metres), table })).toEqual({
      kind: 'ok',
      deliveryFee: fee,
      distanceKm: km,
      metres,
    })
  })

  it('is out of scope beyond the radius, or without either position', () => {
    expect(deliveryQuote({ restaurant: central, address: north(5001), table })).toEqual({
      kind: 'outOfScope',
    })
    expect(deliveryQuote({ restaurant: null, address: north(10), table })).toEqual({ kind: 'outOfScope' })
    expect(deliveryQuote({ restaurant: central, address: null, table })).toEqual({ kind: 'outOfScope' })
    const unlimited = { ...table, radiusKm: null }
    expect(deliveryQuote({ restaurant: central, address: north(50_000), table: unlimited })).toMatchObject({
      kind: 'ok',
      deliveryFee: '204.00',
    })
  })

  it('never charges less than the base fee nor less for a longer way (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const fee = (metres: number) => {
          const quote = deliveryQuote({ restaurant: central, address: north(metres), table })
          return quote.kind === 'ok' ? Number(quote.deliveryFee) : Number.NaN
        }
        const [near, far] = a <= b ? [a, b] : [b, a]
        return fee(near) >= 12 && fee(near) <= fee(far)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('settings and companies', () => {
  it('reads the settings rows, a bad or missing value taking its default', () => {
    const settings = deliverySettingsOf({
      DELIVERY_BASE_FEE: { valueChar: '12', valueInt: null },
      DELIVERY_BASE_KM: { valueChar: '2.5', valueInt: null },
      DELIVERY_KM_FEE: { valueChar: '-4', valueInt: null },
      COLD_CHAIN_RADIUS_KM: { valueChar: '30', valueInt: null },
      DELIVERY_PREP_MINUTES: { valueChar: null, valueInt: 25 },
      PICKUP_PREP_MINUTES: { valueChar: null, valueInt: -5 },
    })
    expect(settings).toEqual({
      delivery: { baseFee: '12.00', baseKm: '2.5', kmFee: '0.00', radiusKm: null },
      coldChain: { baseFee: '0.00', baseKm: '0', kmFee: '0.00', radiusKm: '30' },
      prepMinutes: { delivery: 25, pickup: 15, coldChain: 60 },
      kmMinutes: 4,
    })
  })

  it('sends the cold-chain company for order type 8 and for the cold-chain menu (5)', () => {
    expect([isColdChainDelivery(8, 5), isColdChainDelivery(1, 5), isColdChainDelivery(1, 1)]).toEqual([
      true,
      true,
      false,
    ])
    expect(companyTypeOf(1, 5)).toBe(COLD_CHAIN_COMPANY_TYPE)
    expect(companyTypeOf(1, 1)).toBe(1)
  })

  it('estimates preparation plus travel, rounded up to the minute; pick-up has no travel', () => {
    const settings = deliverySettingsOf({ DELIVERY_KM_MINUTES: { valueChar: null, valueInt: 4 } })
    expect(estimateMinutes(settings, 'pickup', 3000)).toBe(15)
    expect(estimateMinutes(settings, 'delivery', 0)).toBe(20)
    expect(estimateMinutes(settings, 'delivery', 2400)).toBe(20 + 10)
    expect(estimateMinutes(settings, 'coldChain', 10_001)).toBe(60 + 41)
  })
})
