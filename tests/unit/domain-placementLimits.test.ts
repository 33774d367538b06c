import { describe, expect, it } from 'vitest'
import { type OrderSettingRow, orderSettingsOf } from '../../src/domain/orderSettings'
import {
  hasRoomForOpenOrder,
  isOverLineUnits,
  isOverMaxTotal,
  PLACEMENT_DEFAULTS,
  wouldPassLineUnits,
} from '../../src/domain/placementLimits'

/** Issue 34 item 4: the placement caps as the settings rows set them, and the checks. */

const limitsOf = (rows: OrderSettingRow[]) => orderSettingsOf(rows).limits
const row = (settingName: string, value: number | string, restaurantId: number | null = null) => ({
  settingName,
  valueInt: typeof value === 'number' ? value : null,
  valueChar: typeof value === 'string' ? value : null,
  restaurantId,
})

describe('placement limits', () => {
  it('default to room for an office lunch when a brand sets none', () => {
    expect(limitsOf([])).toEqual({
      rate: { limit: PLACEMENT_DEFAULTS.rateLimit, minutes: PLACEMENT_DEFAULTS.rateMinutes },
      openLimit: PLACEMENT_DEFAULTS.openLimit,
      lineUnits: PLACEMENT_DEFAULTS.lineUnits,
      maxTotal: PLACEMENT_DEFAULTS.maxTotal,
    })
  })

  it('take the brand’s values, a restaurant’s row first, and 0 as off', () => {
    const limits = limitsOf([
      row('ORDER_RATE_LIMIT', 5),
      row('ORDER_RATE_MINUTES', 30),
      row('ORDER_OPEN_LIMIT', 0),
      row('ORDER_LINE_MAX_UNITS', 20),
      row('ORDER_LINE_MAX_UNITS', 40, 7),
      row('ORDER_MAX_TOTAL', '0.00'),
    ])
    expect(limits).toEqual({
      rate: { limit: 5, minutes: 30 },
      openLimit: null,
      lineUnits: 40,
      maxTotal: null,
    })
    expect(limitsOf([row('ORDER_RATE_MINUTES', 0)]).rate).toBeNull()
    expect(limitsOf([row('ORDER_LINE_MAX_UNITS', 0)]).lineUnits).toBeNull()
  })

  it('read a malformed value as the default', () => {
    const limits = limitsOf([
      row('ORDER_RATE_LIMIT', -3),
      row('ORDER_OPEN_LIMIT', 2.5),
      row('ORDER_LINE_MAX_UNITS', 'many'),
      row('ORDER_MAX_TOTAL', '12.345'),
    ])
    expect(limits.rate?.limit).toBe(PLACEMENT_DEFAULTS.rateLimit)
    expect(limits.openLimit).toBe(PLACEMENT_DEFAULTS.openLimit)
    expect(limits.lineUnits).toBe(PLACEMENT_DEFAULTS.lineUnits)
    expect(limits.maxTotal).toBe(PLACEMENT_DEFAULTS.maxTotal)
  })

  it('refuse past the cap, never at it', () => {
    expect([isOverLineUnits(99, 99), isOverLineUnits(100, 99)]).toEqual([false, true])
    expect([wouldPassLineUnits(98, 1, 99), wouldPassLineUnits(99, 1, 99)]).toEqual([false, true])
    expect(wouldPassLineUnits(9_000, 999, null)).toBe(false)
    expect([isOverMaxTotal('10000.00', '10000'), isOverMaxTotal('10000.01', '10000.00')]).toEqual([
      false,
      true,
    ])
    expect([
      hasRoomForOpenOrder(24, 25),
      hasRoomForOpenOrder(25, 25),
      hasRoomForOpenOrder(999, null),
    ]).toEqual([true, false, true])
  })
})
