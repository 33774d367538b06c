import { describe, expect, it } from 'vitest'
import { formatPrice, toMoneyString } from '../../src/domain/money'
import { businessDay, DATE_PRESETS, formatDate } from '../../src/domain/time'

// 2026-11-22 05:00:00 at UTC+8 is 2026-11-21 21:00:00 UTC.
const fiveAm = Date.UTC(2026, 10, 21, 21, 0, 0)

describe('business day', () => {
  it('rolls over at 05:00 UTC+8', () => {
    expect(businessDay(fiveAm - 1000)).toBe('2026-11-21')
    expect(businessDay(fiveAm)).toBe('2026-11-22')
    expect(businessDay(fiveAm + 19 * 3600_000 - 1)).toBe('2026-11-22') // 23:59:59.999 local
    expect(businessDay(fiveAm + 23 * 3600_000)).toBe('2026-11-22') // 04:00 next local day
    expect(businessDay(fiveAm + 24 * 3600_000)).toBe('2026-11-23')
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
    expect(toMoneyString('0.1')).toBe('0.10')
  })
})
