import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg, readArg } from '../../src/domain/args'
import {
  comboArg,
  comboArgValues,
  foodIdFrom,
  type MenuArg,
  menuArg,
  menuArgValues,
  menuQueryArg,
} from '../../src/domain/menuRouteArgs'

/** Any menu arg as a link carries it. */
const menuArgs: fc.Arbitrary<MenuArg> = fc.record({
  brandId: fc.integer({ min: 1, max: 999_999_999 }),
  restaurantId: fc.integer({ min: 1, max: 999_999_999 }),
  fromIndex: fc.boolean(),
  menuType: fc.constantFrom(1, 4, 5, 7, 10) as fc.Arbitrary<MenuArg['menuType']>,
  qrCode: fc.option(fc.stringMatching(/^[A-Za-z0-9.:-]{1,64}$/), { nil: undefined }),
  reType: fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
})

const viaPath = (values: ReadonlyArray<string | number>) => decodeArg(encodeArg(values))

const BASE = [1, 2, 0, 7]

describe('menuArg: [brandId, restaurantId, fromIndex, menuType, qrCode?, reType?]', () => {
  it('round-trips every field through the path codec and the query form', () => {
    fc.assert(
      fc.property(menuArgs, (arg) => {
        const expected = { kind: 'ok', arg }
        expect(menuArg(viaPath(menuArgValues(arg)))).toEqual(expected)
        expect(menuArg(readArg(undefined, menuQueryArg(arg)))).toEqual(expected)
      }),
    )
  })

  it('leaves the optional fields out when absent or empty', () => {
    expect(menuArg(viaPath(BASE))).toEqual({
      kind: 'ok',
      arg: {
        brandId: 1,
        restaurantId: 2,
        fromIndex: false,
        menuType: 7,
        qrCode: undefined,
        reType: undefined,
      },
    })
    expect(menuArg(viaPath([...BASE, '', '']))).toMatchObject({
      kind: 'ok',
      arg: { qrCode: undefined, reType: undefined },
    })
    expect(menuArg(readArg(undefined, '[1,2,true,4,"demo-central-t1",2]'))).toEqual({
      kind: 'ok',
      arg: {
        brandId: 1,
        restaurantId: 2,
        fromIndex: true,
        menuType: 4,
        qrCode: 'demo-central-t1',
        reType: 2,
      },
    })
  })

  it('writes no trailing empty fields', () => {
    const arg = menuArg(viaPath(BASE))
    expect(arg.kind === 'ok' && menuArgValues(arg.arg)).toEqual([1, 2, 0, 7])
    expect(
      menuArgValues({
        brandId: 1,
        restaurantId: 2,
        fromIndex: true,
        menuType: 1,
        qrCode: undefined,
        reType: 6,
      }),
    ).toEqual([1, 2, 1, 1, '', 6])
  })

  it('is missing without an arg', () => {
    expect(menuArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    expect(menuArg(readArg('', '[]'))).toEqual({ kind: 'missing' })
  })

  it.each([
    ['no menu type', [1, 2, 0]],
    ['an unknown menu type', [1, 2, 0, 3]],
    ['a menu type in words', [1, 2, 0, 'pickup']],
    ['no restaurant', [1, 0, 0, 7]],
    ['an empty restaurant', [1, '', 0, 7]],
    ['a bad brand', ['x', 2, 0, 7]],
    ['a bad flag', [1, 2, 'yes', 7]],
    ['a QR code with a space', [1, 2, 0, 4, 'table 1']],
    ['a QR code too long', [1, 2, 0, 4, 'q'.repeat(65)]],
    ['a bad re_type', [1, 2, 0, 4, 'demo-central-t1', 'two']],
  ])('rejects %s', (_name, values) => {
    expect(menuArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })

  it('rejects garbage', () => {
    expect(menuArg(decodeArg('!!not-base64!!'))).toEqual({ kind: 'invalid' })
    expect(menuArg(readArg(undefined, '{"brandId":1}'))).toEqual({ kind: 'invalid' })
  })
})

describe('comboArg: [brandId, restaurantId, fromIndex, menuType, foodId, qrCode?, reType?]', () => {
  it('round-trips with the menu it came from', () => {
    fc.assert(
      fc.property(menuArgs, fc.integer({ min: 1, max: 999_999_999 }), (arg, foodId) => {
        expect(comboArg(viaPath(comboArgValues(arg, foodId)))).toEqual({
          kind: 'ok',
          arg: { ...arg, foodId },
        })
      }),
    )
  })

  it('needs a food id', () => {
    expect(comboArg(viaPath(BASE))).toEqual({ kind: 'invalid' })
    expect(comboArg(viaPath([...BASE, 0]))).toEqual({ kind: 'invalid' })
    expect(comboArg(viaPath([...BASE, 'x']))).toEqual({ kind: 'invalid' })
    expect(comboArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
  })
})

describe('foodIdFrom (?foodId= of /foodDetail)', () => {
  it('takes a positive whole number as number or text', () => {
    expect(foodIdFrom(12)).toBe(12)
    expect(foodIdFrom(' 34 ')).toBe(34)
  })

  it('drops anything else', () => {
    for (const value of [undefined, null, '', 0, '0', -1, 1.5, 'x', '12a', ['1'], {}]) {
      expect(foodIdFrom(value)).toBeUndefined()
    }
  })
})
