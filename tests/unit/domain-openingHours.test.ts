import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkShopState } from '../../src/domain/menu/menuFlow'
import { hoursAt, isWithinHours, parseOpeningHours, slotFitsHours } from '../../src/domain/openingHours'
import { shopNowOf } from '../../src/domain/restaurantStatus'
import { toDisplayIso } from '../../src/domain/timeSlots'

/** Opening hours against the time (issue 36 item 15): examples, then properties over times and hours. */

const at = (local: string) => new Date(`${local}+08:00`)
const iso = (date: Date) => toDisplayIso(date)

describe('opening hours examples', () => {
  it('reads HH:mm-HH:mm, and sets no hours for anything else', () => {
    expect(parseOpeningHours('07:00-22:00')).toEqual({ opens: 420, closes: 1320 })
    expect(parseOpeningHours(' 7:30 - 24:00 ')).toEqual({ opens: 450, closes: 1440 })
    for (const text of ['', 'all day', '07:00-25:00', '24:00-06:00', '07:60-22:00', null, undefined])
      expect(parseOpeningHours(text)).toBeNull()
  })

  it('is open within the day, closed before and after, opening next at the right day', () => {
    const hours = parseOpeningHours('07:00-22:00')!
    expect(hoursAt(hours, at('2026-03-02T12:00:00'))).toEqual({
      open: true,
      closesAt: at('2026-03-02T22:00:00'),
    })
    const early = hoursAt(hours, at('2026-03-02T06:59:00'))
    expect(early.open).toBe(false)
    expect(!early.open && iso(early.opensAt)).toBe('2026-03-02T07:00:00+08:00')
    const late = hoursAt(hours, at('2026-03-02T22:00:00'))
    expect(!late.open && [iso(late.opensAt), iso(late.closesAt)]).toEqual([
      '2026-03-03T07:00:00+08:00',
      '2026-03-03T22:00:00+08:00',
    ])
  })

  it('runs past midnight when it closes at or before it opens', () => {
    const hours = parseOpeningHours('18:00-02:00')!
    const evening = hoursAt(hours, at('2026-03-02T23:00:00'))
    expect(evening.open && iso(evening.closesAt!)).toBe('2026-03-03T02:00:00+08:00')
    const night = hoursAt(hours, at('2026-03-03T01:59:00'))
    expect(night.open && iso(night.closesAt!)).toBe('2026-03-03T02:00:00+08:00')
    const afternoon = hoursAt(hours, at('2026-03-03T12:00:00'))
    expect(!afternoon.open && iso(afternoon.opensAt)).toBe('2026-03-03T18:00:00+08:00')
  })

  it('is open round the clock for 00:00-24:00, the same time twice, or no hours', () => {
    const now = at('2026-03-02T03:00:00')
    for (const text of ['00:00-24:00', '09:00-09:00'])
      expect(hoursAt(parseOpeningHours(text)!, now)).toEqual({ open: true, closesAt: null })
    expect(shopNowOf({ openStatus: 3, businessHours: '' }, now)).toEqual({ state: 'open', opensAt: null })
  })

  it('puts the flag first: closed or unavailable by the flag whatever the hours, busy only within them', () => {
    const night = at('2026-03-02T23:00:00')
    const noon = at('2026-03-02T12:00:00')
    const shop = (openStatus: number) => ({ openStatus, businessHours: '07:00-22:00' })
    expect(shopNowOf(shop(0), noon)).toEqual({ state: 'closed', opensAt: null })
    expect(shopNowOf(shop(4), night)).toEqual({ state: 'unavailable', opensAt: null })
    expect(shopNowOf(shop(2), noon)).toEqual({ state: 'busy', opensAt: null })
    expect(shopNowOf(shop(2), night)).toEqual({ state: 'closed', opensAt: at('2026-03-03T07:00:00') })
  })

  it('takes orders for later only outside the hours: pick-up after hours, the slot within them', () => {
    const night = at('2026-03-02T23:00:00')
    const input = { orderType: 7, openStatus: 3, hasAddress: true }
    expect(checkShopState({ ...input, outsideHours: true })).toBe('afterHours')
    expect(checkShopState({ ...input, outsideHours: false })).toBe('ok')
    expect(checkShopState({ ...input, openStatus: 0, outsideHours: true })).toBe('closed')
    expect(checkShopState({ ...input, orderType: 1, shipanyStatus: 0, outsideHours: true })).toBe(
      'takeawayNotOpen',
    )
    // The scan and cold-chain order types have no shop state (SPEC §4), so no hours either.
    expect(checkShopState({ ...input, orderType: 3, outsideHours: true })).toBe('ok')
    expect(slotFitsHours({ type: 0 }, '07:00-22:00', night, 15)).toBe(false)
    expect(slotFitsHours({ type: 1, time: '2026-03-03T07:00:00+08:00' }, '07:00-22:00', night, 15)).toBe(true)
    expect(slotFitsHours({ type: 1, time: '2026-03-03T21:50:00+08:00' }, '07:00-22:00', night, 15)).toBe(
      false,
    )
    expect(slotFitsHours({ type: 1, time: 'not a time' }, '07:00-22:00', night, 15)).toBe(false)
  })
})

// Times over two years and every pair of opening and closing minutes (past midnight among them).
describe('opening hours properties (5,000 cases each)', () => {
  const RUNS = { numRuns: 5_000 }
  const instant = fc
    .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') })
    .map((ms) => new Date(ms))
  const hours = fc
    .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1440 }))
    .filter(([opens, closes]) => opens !== closes && !(opens === 0 && closes === 1440))
    .map(([opens, closes]) => ({ opens, closes }))
  /** Minutes after midnight at UTC+8, computed independently of the rule under test. */
  const minuteOfDay = (date: Date) => {
    const text = iso(date)
    return Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)) + Number(text.slice(17, 19)) / 60
  }
  const openAt = ({ opens, closes }: { opens: number; closes: number }, date: Date) => {
    const minute = minuteOfDay(date)
    return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes
  }

  it('is open exactly when the time of day falls within the hours', () => {
    fc.assert(
      fc.property(hours, instant, (h, now) => {
        expect(hoursAt(h, now).open).toBe(openAt(h, now))
      }),
      RUNS,
    )
  })

  it('when open, stays open until it closes, within a day, and is closed then', () => {
    fc.assert(
      fc.property(hours, instant, (h, now) => {
        const state = hoursAt(h, now)
        if (!state.open || !state.closesAt) return
        const closes = state.closesAt.getTime()
        expect(closes).toBeGreaterThan(now.getTime())
        expect(closes - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000)
        expect(openAt(h, new Date(closes - 1))).toBe(true)
        expect(openAt(h, new Date(closes))).toBe(false)
      }),
      RUNS,
    )
  })

  it('when closed, opens within a day at its opening minute, is closed until then, and a slot there fits', () => {
    fc.assert(
      fc.property(hours, instant, (h, now) => {
        const state = hoursAt(h, now)
        if (state.open) return
        const opens = state.opensAt.getTime()
        expect(opens).toBeGreaterThan(now.getTime())
        expect(opens - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000)
        expect(minuteOfDay(state.opensAt)).toBe(h.opens)
        expect(openAt(h, new Date(opens - 1))).toBe(false)
        expect(openAt(h, state.opensAt)).toBe(true)
        expect(state.closesAt.getTime()).toBeGreaterThan(opens)
        const text = `${String(Math.floor(h.opens / 60)).padStart(2, '0')}:${String(h.opens % 60).padStart(2, '0')}-${h.closes === 1440 ? '24:00' : `${String(Math.floor(h.closes / 60)).padStart(2, '0')}:${String(h.closes % 60).padStart(2, '0')}`}`
        const minutes = Math.min(15, (state.closesAt.getTime() - opens) / 60_000)
        expect(isWithinHours(text, state.opensAt, minutes)).toBe(true)
      }),
      RUNS,
    )
  })
})
