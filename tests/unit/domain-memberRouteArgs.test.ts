import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg, readArg } from '../../src/domain/args'
import {
  accountArg,
  accountDetectionArg,
  addressAddArg,
  addressListArg,
  DELETION_REASON_MAX_CHARS,
  deletionReasonFrom,
  logoutArg,
} from '../../src/domain/memberRouteArgs'

const id = fc.integer({ min: 0, max: 999_999_999 })
const brandId = fc.integer({ min: 1, max: 999_999_999 })
const flag = fc.boolean()

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
  ['1234567890123456', 0, 0],
]

describe.each([
  ['accountArg', accountArg],
  ['logoutArg', logoutArg],
  ['accountDetectionArg', accountDetectionArg],
])('%s: [brandId, restaurantId, fromIndex] (optional arg)', (_name, decode) => {
  it('round-trips any prefix through the path codec', () => {
    fc.assert(
      fc.property(brandId, id, flag, (brand, restaurant, fromIndex) => {
        expect(decode(viaPath([brand, restaurant, fromIndex ? 1 : 0]))).toEqual({
          kind: 'ok',
          arg: { brandId: brand, restaurantId: restaurant, fromIndex },
        })
      }),
    )
  })

  it('reads the query form and true/false flags', () => {
    expect(decode(readArg(undefined, '[7,3,true]'))).toEqual({
      kind: 'ok',
      arg: { brandId: 7, restaurantId: 3, fromIndex: true },
    })
    expect(decode(readArg(undefined, '["7",null,"false"]'))).toEqual({
      kind: 'ok',
      arg: { brandId: 7, restaurantId: 0, fromIndex: false },
    })
  })

  it('fills a missing restaurant and flag with none and false', () => {
    expect(decode(viaPath([5]))).toEqual({
      kind: 'ok',
      arg: { brandId: 5, restaurantId: 0, fromIndex: false },
    })
    expect(decode(viaPath([5, '', '']))).toEqual({
      kind: 'ok',
      arg: { brandId: 5, restaurantId: 0, fromIndex: false },
    })
  })

  it('is missing without an arg, so the route uses the stored brand', () => {
    expect(decode(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    expect(decode(readArg('', '[]'))).toEqual({ kind: 'missing' })
  })

  it('rejects garbage', () => {
    expect(decode(decodeArg('!!not-base64!!'))).toEqual({ kind: 'invalid' })
    expect(decode(readArg(undefined, '{"brandId":1}'))).toEqual({ kind: 'invalid' })
    for (const values of GARBAGE_PREFIXES) expect(decode(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})

describe('addressListArg: [brandId, restaurantId, fromIndex, select?]', () => {
  it('round-trips with and without the select flag', () => {
    fc.assert(
      fc.property(brandId, id, flag, flag, (brand, restaurant, fromIndex, select) => {
        const prefix = [brand, restaurant, fromIndex ? 1 : 0]
        expect(addressListArg(viaPath([...prefix, select ? 1 : 0]))).toEqual({
          kind: 'ok',
          arg: { brandId: brand, restaurantId: restaurant, fromIndex, select },
        })
        expect(addressListArg(viaPath(prefix))).toMatchObject({ kind: 'ok', arg: { select: false } })
      }),
    )
  })

  it('treats an empty select as false', () => {
    expect(addressListArg(viaPath([1, 0, 0, '']))).toMatchObject({ kind: 'ok', arg: { select: false } })
  })

  it('is missing without an arg and rejects garbage', () => {
    expect(addressListArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    for (const select of ['2', 'yes', 'true']) {
      expect(addressListArg(viaPath([1, 0, 0, select]))).toEqual({ kind: 'invalid' })
    }
    for (const values of GARBAGE_PREFIXES)
      expect(addressListArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})

describe('addressAddArg: [brandId, restaurantId, fromIndex, addressId?]', () => {
  it('round-trips with and without an address id', () => {
    fc.assert(
      fc.property(brandId, id, flag, id, (brand, restaurant, fromIndex, addressId) => {
        const prefix = [brand, restaurant, fromIndex ? 1 : 0]
        expect(addressAddArg(viaPath([...prefix, addressId]))).toEqual({
          kind: 'ok',
          arg: { brandId: brand, restaurantId: restaurant, fromIndex, addressId },
        })
        const bare = addressAddArg(viaPath(prefix))
        expect(bare).toMatchObject({ kind: 'ok' })
        expect(bare.kind === 'ok' && bare.arg.addressId).toBeUndefined()
      }),
    )
  })

  it('treats an empty address id as a new address', () => {
    const outcome = addressAddArg(readArg(undefined, '[1,0,0,""]'))
    expect(outcome.kind === 'ok' && outcome.arg.addressId).toBeUndefined()
  })

  it('is missing without an arg and rejects garbage', () => {
    expect(addressAddArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
    for (const addressId of ['x', '-3', '1.5', '1234567890123456']) {
      expect(addressAddArg(viaPath([1, 0, 0, addressId]))).toEqual({ kind: 'invalid' })
    }
    for (const values of GARBAGE_PREFIXES) expect(addressAddArg(viaPath(values))).toEqual({ kind: 'invalid' })
  })
})

describe('deletionReasonFrom (?reason= of /accountDetection)', () => {
  it('keeps text up to the limit, trimmed', () => {
    expect(deletionReasonFrom('  Moving abroad ')).toBe('Moving abroad')
    expect(deletionReasonFrom('搬到外地')).toBe('搬到外地')
    const longest = 'a'.repeat(DELETION_REASON_MAX_CHARS)
    expect(deletionReasonFrom(longest)).toBe(longest)
  })

  it('takes a number the router parsed from the query as its text', () => {
    expect(deletionReasonFrom(42)).toBe('42')
  })

  it('drops blank, too long and non-text values', () => {
    expect(DELETION_REASON_MAX_CHARS).toBe(200)
    for (const value of [undefined, null, '', '   ', 'a'.repeat(201), true, ['x'], { reason: 'x' }]) {
      expect(deletionReasonFrom(value)).toBeUndefined()
    }
  })
})
