import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArg, decodeQueryArg, encodeArg, readArg } from '../../src/domain/args'
import { brandHomeArg, resourceArg } from '../../src/domain/routeArgs'

const argValue = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((value) => !value.includes('_'))
const argValues = fc
  .array(argValue, { minLength: 1, maxLength: 8 })
  .filter((values) => values.join('_') !== '')

describe('arg codec', () => {
  it('round-trips any values without the separator', () => {
    fc.assert(
      fc.property(argValues, (values) => {
        const encoded = encodeArg(values)
        expect(encoded).toMatch(/^[A-Za-z0-9\-_~]+$/)
        expect(decodeArg(encoded)).toEqual({ kind: 'ok', values })
      }),
    )
  })

  it('round-trips numbers and booleans as their text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer(), fc.boolean()), { minLength: 1, maxLength: 6 }),
        (values) => {
          expect(decodeArg(encodeArg(values))).toEqual({ kind: 'ok', values: values.map(String) })
        },
      ),
    )
  })

  it('writes padding as ~ and accepts =, + and / and missing padding on the way in', () => {
    // "1_2_0" is MV8yXzA in base64 with one padding character.
    expect(encodeArg([1, 2, 0])).toBe('MV8yXzA~')
    for (const form of ['MV8yXzA~', 'MV8yXzA=', 'MV8yXzA', 'MV8yXzA%3D']) {
      expect(decodeArg(form)).toEqual({ kind: 'ok', values: ['1', '2', '0'] })
    }
    // Bytes 0xfb 0xff give "+/8" in standard base64 and "-_8" in base64url: both decode the same.
    const standard = btoa('a\u00fb\u00ff')
    expect(decodeArg(standard)).toEqual(decodeArg(standard.replace(/\+/g, '-').replace(/\//g, '_')))
  })

  it('round-trips Chinese and emoji text', () => {
    const values = ['港式奶茶', '菠蘿油 🍍', 'Café']
    expect(decodeArg(encodeArg(values))).toEqual({ kind: 'ok', values })
  })

  it('refuses values it cannot carry', () => {
    expect(() => encodeArg(['a_b'])).toThrow(RangeError)
    expect(() => encodeArg([])).toThrow(RangeError)
    expect(() => encodeArg([''])).toThrow(RangeError)
  })

  it('treats absent and empty args as missing', () => {
    expect(decodeArg(undefined)).toEqual({ kind: 'missing' })
    expect(decodeArg(null)).toEqual({ kind: 'missing' })
    expect(decodeArg('')).toEqual({ kind: 'missing' })
  })

  it.each([
    ['characters outside base64', 'abc$def'],
    ['spaces', 'MV8y XzA'],
    ['a length no base64 text has', 'MV8yX'],
    ['only padding', '~~'],
    ['bad percent-encoding', '%E0%A4%A'],
    ['bytes that are not UTF-8', btoa('\u00ff\u00fe\u00fd').replace(/=/g, '~')],
    ['a lone continuation byte', btoa('\u0080').replace(/=/g, '~')],
    ['script injection', '<script>alert(1)</script>'],
    ['a path traversal', '..%2F..%2Fetc'],
  ])('rejects %s', (_label, raw) => {
    expect(decodeArg(raw).kind).toBe('invalid')
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (raw) => {
        expect(['ok', 'invalid', 'missing']).toContain(decodeArg(raw).kind)
        expect(['ok', 'invalid', 'missing']).toContain(decodeQueryArg(raw).kind)
      }),
    )
  })
})

describe('query-form arg', () => {
  it('reads a JSON array of scalars as text', () => {
    expect(decodeQueryArg('[1,"2",true,null]')).toEqual({ kind: 'ok', values: ['1', '2', 'true', ''] })
  })

  it.each([['{"a":1}'], ['[[1]]'], ['[{"a":1}]'], ['not json'], ['"text"'], ['12']])('rejects %s', (raw) => {
    expect(decodeQueryArg(raw).kind).toBe('invalid')
  })

  it('prefers the path arg and falls back to the query form', () => {
    expect(readArg(encodeArg([3, 4, 1]), '[9]')).toEqual({ kind: 'ok', values: ['3', '4', '1'] })
    expect(readArg(undefined, '[9,0,1]')).toEqual({ kind: 'ok', values: ['9', '0', '1'] })
    expect(readArg('', '')).toEqual({ kind: 'missing' })
    expect(readArg('!!', '[1]').kind).toBe('invalid')
  })
})

describe('route arg schemas', () => {
  it('decode the common prefix into typed fields', () => {
    expect(brandHomeArg(decodeArg(encodeArg([12, 0, 1])))).toEqual({
      kind: 'ok',
      arg: { brandId: 12, restaurantId: 0, fromIndex: true },
    })
    expect(brandHomeArg(decodeArg(encodeArg([12])))).toEqual({
      kind: 'ok',
      arg: { brandId: 12, restaurantId: 0, fromIndex: false },
    })
  })

  it('decode route-specific fields', () => {
    expect(resourceArg(decodeArg(encodeArg([1, 0, 0, 18, 7])))).toEqual({
      kind: 'ok',
      arg: { brandId: 1, restaurantId: 0, fromIndex: false, resourceType: 18, resourceId: 7 },
    })
  })

  it('call well-formed args with the wrong fields invalid', () => {
    expect(brandHomeArg(decodeArg(encodeArg(['abc'])))).toEqual({ kind: 'invalid' })
    expect(brandHomeArg(decodeArg(encodeArg(['-1']))).kind).toBe('invalid')
    expect(brandHomeArg(decodeArg(encodeArg(['1', '2', 'maybe']))).kind).toBe('invalid')
    expect(resourceArg(decodeArg(encodeArg([1, 0, 0]))).kind).toBe('invalid')
  })

  it('pass missing and invalid through', () => {
    expect(brandHomeArg({ kind: 'missing' })).toEqual({ kind: 'missing' })
    expect(resourceArg({ kind: 'invalid', reason: 'x' })).toEqual({ kind: 'invalid' })
  })
})
