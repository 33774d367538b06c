import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  DEFAULT_THEME,
  MIN_TEXT_CONTRAST,
  parseThemeColor,
  readableOn,
  textOn,
  themeColorOrDefault,
  toHex,
} from '../../src/domain/theme'

describe('theme colour parsing', () => {
  it.each([
    ['190,28,66', { r: 190, g: 28, b: 66 }],
    [' 190 , 28 , 66 ', { r: 190, g: 28, b: 66 }],
    ['rgb(1, 2, 3)', { r: 1, g: 2, b: 3 }],
    ['#be1c42', { r: 190, g: 28, b: 66 }],
    ['BE1C42', { r: 190, g: 28, b: 66 }],
    ['#abc', { r: 170, g: 187, b: 204 }],
    ['0f0', { r: 0, g: 255, b: 0 }],
  ])('%s', (input, expected) => {
    expect(parseThemeColor(input)).toEqual(expected)
  })

  it.each([[''], ['#abcd'], ['#abcde'], ['#abcdef12'], ['256,0,0'], ['1,2'], ['red'], ['#ggg'], ['-1,2,3']])(
    'rejects %j',
    (input) => {
      expect(parseThemeColor(input)).toBeNull()
    },
  )

  it('falls back to the default colour 190,28,66', () => {
    expect(themeColorOrDefault(null)).toEqual(DEFAULT_THEME)
    expect(themeColorOrDefault('nonsense')).toEqual({ r: 190, g: 28, b: 66 })
  })
})

describe('readable brand colours', () => {
  const rgb = fc.record({
    r: fc.integer({ min: 0, max: 255 }),
    g: fc.integer({ min: 0, max: 255 }),
    b: fc.integer({ min: 0, max: 255 }),
  })

  it('any brand colour, adjusted, reads at AA on white', () => {
    fc.assert(
      fc.property(rgb, (color) => {
        expect(contrastRatio(readableOn(color), { r: 255, g: 255, b: 255 })).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        )
      }),
    )
  })

  it('leaves a colour that already reads well untouched', () => {
    expect(readableOn(DEFAULT_THEME)).toEqual(DEFAULT_THEME)
  })

  it('puts white text on dark brands and black on light ones', () => {
    expect(textOn(DEFAULT_THEME)).toEqual({ r: 255, g: 255, b: 255 })
    expect(textOn({ r: 255, g: 221, b: 0 })).toEqual({ r: 0, g: 0, b: 0 })
  })

  it('writes hex', () => {
    expect(toHex(DEFAULT_THEME)).toBe('#be1c42')
  })
})
