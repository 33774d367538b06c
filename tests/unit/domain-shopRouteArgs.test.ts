import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg, readArg } from '../../src/domain/args'
import {
  locationMapArg,
  restaurantListArg,
  restaurantListArgValues,
  shopArg,
  shopArgValues,
  whatsAppArg,
  whatsAppArgValues,
} from '../../src/domain/shopRouteArgs'

const id = fc.integer({ min: 0, max: 999_999_999 })
const positiveId = fc.integer({ min: 1, max: 999_999_999 })
const flag = fc.boolean()
const menuType = fc.constantFrom(1, 4, 5, 7, 10)

/** Encodes values the way links do, then decodes them as the route's loader does. */
const viaPath = (values: ReadonlyArray<string | number>) => decodeArg(encodeArg(values))

/** Args in the common prefix that must send the user to /error. */
const GARBAGE_PREFIXES: (string | number)[][] = [
  ['x', 0, 0],
  ['-1', 0, 0],
  [1.5, 0, 0],
  [1, 'shop', 0],
  [1, 0, 'yes'],
  [1, 0, 2],
]

describe('restaurantListArg: [brandId, restaurantId, fromIndex, service?]', () => {
  it('round-trips through the link helper and the path codec', () => {
    fc.assert(
      fc.property(
        positiveId,
        id,
        flag,
        fc.constantFrom(1 as const, 2 as const),
        (brand, restaurant, fromIndex, service) => {
          const arg = { brandId: brand, restaurantId: restaurant, fromIndex, service }
          expect(restaurantListArg(viaPath(restaurantListArgValues(arg)))).toEqual({ kind: 'ok', arg })
        },
      ),
    )
  })

  it('shows the pick-up list when no service (or an empty one) is named', () => {
    expect(restaurantListArg(viaPath([3]))).toEqual({
      kind: 'ok',
      arg: { brandId: 3, restaurantId: 0, fromIndex: false, service: 1 },
    })
    expect(restaurantListArg(readArg(undefined, '[3,2,true,""]'))).toEqual({
      kind: 'ok',
      arg: { brandId: 3, restaurantId: 2, fromIndex: true, service: 1 },
    })
    expect(restaurantListArg(readArg(undefined, '[3,0,0,2]'))).toMatchObject({
      kind: 'ok',
      arg: { service: 2 },
    })
  })

  it('is missing without an arg (Warm prompt) and invalid for garbage (/error)', () => {
    expect(restaurantListArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    for (const service of ['0', '3', 'scan', '1.0']) {
      expect(restaurantListArg(viaPath([1, 0, 0, service]))).toEqual({ kind: 'invalid' })
    }
    for (const values of GARBAGE_PREFIXES)
      expect(restaurantListArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})

describe('shopArg: [brandId, restaurantId, fromIndex, menuType?]', () => {
  it('round-trips with and without a menu type', () => {
    fc.assert(
      fc.property(
        positiveId,
        positiveId,
        flag,
        fc.option(menuType, { nil: undefined }),
        (brand, restaurant, fromIndex, type) => {
          const values = shopArgValues({
            brandId: brand,
            restaurantId: restaurant,
            fromIndex,
            menuType: type,
          })
          expect(values).toHaveLength(type === undefined ? 3 : 4)
          const outcome = shopArg(viaPath(values))
          expect(outcome).toMatchObject({
            kind: 'ok',
            arg: { brandId: brand, restaurantId: restaurant, fromIndex },
          })
          expect(outcome.kind === 'ok' && outcome.arg.menuType).toBe(type ?? undefined)
        },
      ),
    )
  })

  it('needs a restaurant: none, 0 or empty is invalid', () => {
    for (const values of [[1], [1, 0], [1, ''], [1, 0, 0, 7]]) {
      expect(shopArg(viaPath(values))).toEqual({ kind: 'invalid' })
    }
  })

  it('accepts only the menu types of SPEC §2', () => {
    for (const type of [1, 4, 5, 7, 10])
      expect(shopArg(viaPath([1, 2, 0, type]))).toMatchObject({ kind: 'ok' })
    for (const type of ['2', '3', '6', '11', 'x', '-1']) {
      expect(shopArg(viaPath([1, 2, 0, type]))).toEqual({ kind: 'invalid' })
    }
  })

  it('reads the query form and is missing without an arg', () => {
    expect(shopArg(readArg(undefined, '["1","2","1","7"]'))).toEqual({
      kind: 'ok',
      arg: { brandId: 1, restaurantId: 2, fromIndex: true, menuType: 7 },
    })
    expect(shopArg(readArg('', undefined))).toEqual({ kind: 'missing' })
    for (const values of GARBAGE_PREFIXES) expect(shopArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})

describe('locationMapArg: [brandId, restaurantId, fromIndex]', () => {
  it('takes a restaurant, or 0 for the whole brand', () => {
    expect(locationMapArg(viaPath([1, 5]))).toEqual({
      kind: 'ok',
      arg: { brandId: 1, restaurantId: 5, fromIndex: false },
    })
    expect(locationMapArg(viaPath([1]))).toMatchObject({ kind: 'ok', arg: { restaurantId: 0 } })
    expect(locationMapArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    for (const values of GARBAGE_PREFIXES)
      expect(locationMapArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})

describe('whatsAppArg: [brandId, restaurantId, fromIndex, orderType?] (optional arg)', () => {
  it('round-trips with and without an order type', () => {
    fc.assert(
      fc.property(
        positiveId,
        id,
        flag,
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
        (brand, restaurant, fromIndex, orderType) => {
          const outcome = whatsAppArg(
            viaPath(whatsAppArgValues({ brandId: brand, restaurantId: restaurant, fromIndex, orderType })),
          )
          expect(outcome).toMatchObject({
            kind: 'ok',
            arg: { brandId: brand, restaurantId: restaurant, fromIndex },
          })
          expect(outcome.kind === 'ok' && outcome.arg.orderType).toBe(orderType ?? undefined)
        },
      ),
    )
  })

  it('is missing without an arg (the route uses the stored brand) and invalid for garbage', () => {
    expect(whatsAppArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    for (const orderType of ['x', '-1', '100', '1.5']) {
      expect(whatsAppArg(viaPath([1, 2, 0, orderType]))).toEqual({ kind: 'invalid' })
    }
    for (const values of GARBAGE_PREFIXES) expect(whatsAppArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})
