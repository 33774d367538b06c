import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { businessDay, businessDayEnd } from '../../src/domain/businessDay'
import { compareMoney, formatPrice, isPositiveMoney, toMoneyString } from '../../src/domain/money'
import { atDisplayOffset, DATE_PRESETS, formatDate } from '../../src/domain/time'

/** Decimal texts of up to `digits` whole digits (either sign) and `places` decimal places. */
const amounts = (digits: number, places: number) =>
  fc
    .tuple(
      fc.bigInt({ min: -(10n ** BigInt(digits)), max: 10n ** BigInt(digits) }),
      fc.integer({ min: 0, max: places }),
    )
    .map(([units, shift]) => new Decimal(units.toString()).dividedBy(10 ** shift).toFixed())

// 2026-11-22 05:00:00 at UTC+8 is 2026-11-21 21:00:00 UTC.
const fiveAm = Date.UTC(2026, 10, 21, 21, 0, 0)

describe('business day', () => {
  it('rolls over at 05:00 UTC+8', () => {
    expect(businessDay(fiveAm - 1000)).toBe('2026-11-21')
    expect(businessDay(fiveAm)).toBe('2026-11-22')
    expect(businessDay(fiveAm + 19 * 3600_000 - 1)).toBe('2026-11-22') // 23:59:59.999 local
    expect(businessDay(fiveAm + 23 * 3600_000)).toBe('2026-11-22') // 04:00 next local day
    expect(businessDay(fiveAm + 24 * 3600_000)).toBe('2026-11-23')
    expect(businessDay(new Date(fiveAm))).toBe('2026-11-22')
  })

  it('is the UTC+8 calendar date five hours earlier, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (instant) => {
        const calendar = atDisplayOffset(instant).subtract(5, 'hour').format('YYYY-MM-DD')
        expect(businessDay(instant)).toBe(calendar)
      }),
    )
  })

  it('ends at the next 05:00 UTC+8: the first instant of the next business day', () => {
    expect(businessDayEnd(fiveAm).getTime()).toBe(fiveAm + 24 * 3600_000)
    expect(businessDayEnd(fiveAm - 1).getTime()).toBe(fiveAm)
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (instant) => {
        const end = businessDayEnd(instant).getTime()
        expect(end).toBeGreaterThan(instant)
        expect(businessDay(end)).not.toBe(businessDay(instant))
        expect(businessDay(end - 1)).toBe(businessDay(instant))
      }),
    )
  })
})

describe('date presets at UTC+8', () => {
  const instant = Date.UTC(2026, 0, 2, 16, 4, 5) // 2026-01-03 00:04:05 at UTC+8
  it.each([
    [1, '2026-01-03 00:04:05'],
    [2, '2026-01-03'],
    [3, '01-03'],
    [4, '00:04:05'],
    [5, '00:04'],
    [6, '20260103'],
    [7, '01-03 00:04'],
    [8, '2026-01-03 00:04'],
    [9, '2026/01/03'],
  ] as const)('preset %i', (preset, expected) => {
    expect(formatDate(instant, preset)).toBe(expected)
  })
  it('has nine presets and shows nothing for an invalid date', () => {
    expect(Object.keys(DATE_PRESETS)).toHaveLength(9)
    expect(formatDate('not a date', 1)).toBe('')
  })
})

describe('prices', () => {
  it.each([
    ['38.5', '$ 38.50'],
    ['38', '$ 38'],
    [1234567.891, '$ 1,234,567.89'],
    ['0', '$ 0'],
    ['-12.3', '-$ 12.30'],
    ['1000', '$ 1,000'],
  ])('%s → %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected)
  })
  it('takes another prefix and survives garbage', () => {
    expect(formatPrice('5', 'HK$')).toBe('HK$5')
    expect(formatPrice('abc')).toBe('$ 0')
    expect(formatPrice('')).toBe('$ 0')
    expect(formatPrice(Number.NaN)).toBe('$ 0')
    expect(formatPrice('1.2.3')).toBe('$ 0')
    expect(toMoneyString('0.1')).toBe('0.10')
  })
  it('rounds half away from zero and shows no sign on an amount that rounds to 0', () => {
    expect(formatPrice('0.125')).toBe('$ 0.13')
    expect(formatPrice('0.1249')).toBe('$ 0.12')
    expect(formatPrice('-0.125')).toBe('-$ 0.13')
    expect(formatPrice('-0.001')).toBe('$ 0')
    expect(formatPrice('999.995')).toBe('$ 1,000')
    expect(formatPrice('1e3')).toBe('$ 1,000')
    expect(formatPrice(1e-7)).toBe('$ 0')
  })
  it('matches decimal.js rounding to two places for any amount', () => {
    fc.assert(
      fc.property(amounts(15, 6), (text) => {
        const fixed = new Decimal(text).toFixed(2)
        const [whole = '0', cents = '00'] = fixed.replace('-', '').split('.')
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
        const sign = new Decimal(fixed).isZero() ? '' : fixed.startsWith('-') ? '-' : ''
        expect(formatPrice(text)).toBe(`${sign}$ ${cents === '00' ? grouped : `${grouped}.${cents}`}`)
      }),
    )
  })
})

describe('money on the wire', () => {
  it('has two places, rounded half away from zero, like decimal.js', () => {
    fc.assert(
      fc.property(amounts(15, 6), (text) => {
        const fixed = new Decimal(text).toFixed(2)
        expect(toMoneyString(text)).toBe(fixed === '-0.00' ? '0.00' : fixed)
      }),
    )
    expect(toMoneyString(38.5)).toBe('38.50')
    expect(toMoneyString('-0.004')).toBe('0.00')
  })
  it('refuses text that is not an amount', () => {
    expect(() => toMoneyString('abc')).toThrow(TypeError)
    expect(() => toMoneyString('')).toThrow(TypeError)
  })
})

describe('comparing amounts', () => {
  it.each([
    ['38.50', '38.5', 0],
    ['38.51', '38.5', 1],
    ['9', '10.00', -1],
    ['-1', '0', -1],
    ['-2', '-1.5', -1],
    ['0', '-0.00', 0],
    ['abc', '0', 0],
  ] as const)('%s against %s', (a, b, expected) => {
    expect(compareMoney(a, b)).toBe(expected)
  })
  it('agrees with decimal.js for any two amounts', () => {
    fc.assert(
      fc.property(amounts(12, 4), amounts(12, 4), (a, b) => {
        expect(compareMoney(a, b)).toBe(new Decimal(a).comparedTo(b))
      }),
    )
  })
  it('tells a positive fee', () => {
    expect(isPositiveMoney('0.00')).toBe(false)
    expect(isPositiveMoney('2.00')).toBe(true)
    expect(isPositiveMoney(null)).toBe(false)
    expect(isPositiveMoney('-1')).toBe(false)
  })
})
