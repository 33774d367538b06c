import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { businessDayEnd, isSlotOpen, timeSlotList, toDisplayIso } from '../../src/domain/timeSlots'

/** The checkout's time list (SPEC §3 "Time slot", §5): examples, then properties over 10,000 inputs. */

const at = (local: string) => new Date(`${local}+08:00`)
const base = { intervalMinutes: 15, leadMinutes: 0, deliveryFee: '12', asapMode: false }
const starts = (list: ReturnType<typeof timeSlotList>) =>
  list.slice(1).map((slot) => slot.start?.slice(11, 16))

describe('timeSlotList examples', () => {
  it('starts with "immediately" (or "asap" in that mode), carrying the delivery charge', () => {
    expect(timeSlotList({ ...base, now: at('2026-03-02T21:50:00') })[0]).toEqual({
      type: 0,
      deliveryCharge: '12.00',
      label: 'immediately',
    })
    expect(timeSlotList({ ...base, asapMode: true, now: at('2026-03-02T21:50:00') })[0]?.label).toBe('asap')
  })

  it.each([
    // now, lead, interval, closes, first starts…, count of range slots
    ['12:07', 30, 15, '22:00', ['12:45', '13:00', '13:15'], 37],
    ['12:00', 0, 15, '13:00', ['12:00', '12:15', '12:30', '12:45'], 4],
    ['12:00:01', 0, 15, '13:00', ['12:15', '12:30', '12:45'], 3],
    ['12:10', 20, 30, '14:00', ['12:30', '13:00', '13:30'], 3],
    ['21:40', 10, 15, '22:00', [], 0],
    ['21:31', 0, 30, '22:10', [], 0],
  ] as const)(
    'at %s with lead %i and interval %i, closing %s: %j…',
    (now, lead, interval, closes, first, count) => {
      const day = '2026-03-02T'
      const list = timeSlotList({
        ...base,
        now: at(`${day}${now.length === 5 ? `${now}:00` : now}`),
        leadMinutes: lead,
        intervalMinutes: interval,
        closesAt: at(`${day}${closes}:00`),
      })
      expect(list.length - 1).toBe(count)
      if (count > 0) expect(starts(list).slice(0, first.length)).toEqual(first)
    },
  )

  it('writes each range slot in ISO at +08:00, ending one interval later, with its charge', () => {
    const [, slot] = timeSlotList({ ...base, now: at('2026-03-02T12:07:00'), deliveryFee: '16.5' })
    expect(slot).toEqual({
      type: 1,
      time: '2026-03-02T12:15:00+08:00',
      start: '2026-03-02T12:15:00+08:00',
      end: '2026-03-02T12:30:00+08:00',
      deliveryCharge: '16.50',
      label: 'range',
    })
  })

  it('runs past midnight to the end of the business day (05:00) when no closing time is given', () => {
    const list = timeSlotList({ ...base, intervalMinutes: 60, now: at('2026-03-02T22:30:00') })
    expect(starts(list)).toEqual(['23:00', '00:00', '01:00', '02:00', '03:00', '04:00'])
    expect(list.at(-1)?.end).toBe('2026-03-03T05:00:00+08:00')
    // Before 05:00 the business day is still the day before.
    expect(starts(timeSlotList({ ...base, intervalMinutes: 60, now: at('2026-03-03T03:20:00') }))).toEqual([
      '04:00',
    ])
  })

  it('counts slots from the business day start, so 45-minute slots keep their step through midnight', () => {
    const list = timeSlotList({ ...base, intervalMinutes: 45, now: at('2026-03-02T23:00:00') })
    // 05:00 + 24 × 45 minutes is 23:00; the step goes on across midnight.
    expect(starts(list).slice(0, 3)).toEqual(['23:00', '23:45', '00:30'])
  })

  it('offers only "immediately" for an interval below 1 minute or a closing time already past', () => {
    expect(timeSlotList({ ...base, intervalMinutes: 0, now: at('2026-03-02T12:00:00') })).toHaveLength(1)
    expect(
      timeSlotList({ ...base, now: at('2026-03-02T23:00:00'), closesAt: at('2026-03-02T22:00:00') }),
    ).toHaveLength(1)
  })

  it('tells the business day end', () => {
    expect(toDisplayIso(businessDayEnd(at('2026-03-02T04:59:00')))).toBe('2026-03-02T05:00:00+08:00')
    expect(toDisplayIso(businessDayEnd(at('2026-03-02T05:00:00')))).toBe('2026-03-03T05:00:00+08:00')
  })

  it('closed by its hours: no "immediately", slots from the opening plus the lead, tomorrow marked', () => {
    const list = timeSlotList({
      ...base,
      leadMinutes: 20,
      now: at('2026-03-02T23:30:00'),
      opensAt: at('2026-03-03T07:00:00'),
      closesAt: at('2026-03-03T22:00:00'),
    })
    expect(list[0]).toMatchObject({ type: 1, start: '2026-03-03T07:30:00+08:00', tomorrow: true })
    expect(list.at(-1)?.end).toBe('2026-03-03T22:00:00+08:00')
    expect(list.every((slot) => slot.type === 1)).toBe(true)
    // Before the opening on the same day: later today, unmarked.
    const morning = timeSlotList({
      ...base,
      now: at('2026-03-02T06:10:00'),
      opensAt: at('2026-03-02T07:00:00'),
      closesAt: at('2026-03-02T22:00:00'),
    })
    expect(morning[0]).toEqual(expect.objectContaining({ start: '2026-03-02T07:00:00+08:00' }))
    expect(morning[0]).not.toHaveProperty('tomorrow')
  })
})

// 10,000 cases a property: a few seconds on a busy two-core machine.
describe('timeSlotList properties (10,000 cases each)', { timeout: 60_000 }, () => {
  const RUNS = { numRuns: 10_000 }
  const MINUTE = 60_000
  // Instants over two years, any second; closing times around them.
  const input = fc.record({
    now: fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }),
    intervalMinutes: fc.integer({ min: 5, max: 180 }),
    leadMinutes: fc.integer({ min: 0, max: 240 }),
    closesIn: fc.option(fc.integer({ min: -120, max: 24 * 60 }), { nil: undefined }),
    asapMode: fc.boolean(),
  })
  type Input = typeof input extends fc.Arbitrary<infer T> ? T : never
  const listOf = (value: Input) =>
    timeSlotList({
      now: new Date(value.now),
      intervalMinutes: value.intervalMinutes,
      leadMinutes: value.leadMinutes,
      closesAt: value.closesIn === undefined ? undefined : new Date(value.now + value.closesIn * MINUTE),
      deliveryFee: '12.00',
      asapMode: value.asapMode,
    })

  it('first type 0, then strictly increasing starts stepping by exactly the interval', () => {
    fc.assert(
      fc.property(input, (value) => {
        const [first, ...ranges] = listOf(value)
        const step = value.intervalMinutes * MINUTE
        const times = ranges.map((slot) => Date.parse(slot.start!))
        return (
          first?.type === 0 &&
          ranges.every(
            (slot, index) =>
              slot.type === 1 &&
              slot.time === slot.start &&
              Date.parse(slot.end!) - times[index]! === step &&
              (index === 0 || times[index]! - times[index - 1]! === step),
          )
        )
      }),
      RUNS,
    )
  })

  it('no slot starts before now + lead, and every one is a slot the server accepts (isSlotOpen)', () => {
    fc.assert(
      fc.property(input, (value) => {
        const now = new Date(value.now)
        const earliest = value.now + value.leadMinutes * MINUTE
        return listOf(value)
          .slice(1)
          .every(
            (slot) =>
              Date.parse(slot.start!) >= earliest &&
              isSlotOpen({ type: 1, time: slot.time! }, now, value.intervalMinutes),
          )
      }),
      RUNS,
    )
  })

  it('no slot ends after the end of the business day or the closing time; the first possible one is offered', () => {
    fc.assert(
      fc.property(input, (value) => {
        const dayEnd = businessDayEnd(value.now).getTime()
        const closes = value.closesIn === undefined ? dayEnd : value.now + value.closesIn * MINUTE
        const end = Math.min(dayEnd, closes)
        const ranges = listOf(value).slice(1)
        const step = value.intervalMinutes * MINUTE
        const earliest = value.now + value.leadMinutes * MINUTE
        if (!ranges.every((slot) => Date.parse(slot.end!) <= end)) return false
        if (ranges.length === 0) return true
        // The first is within one interval of the earliest start; one more after the last would pass the end.
        return Date.parse(ranges[0]!.start!) - earliest < step && Date.parse(ranges.at(-1)!.end!) + step > end
      }),
      RUNS,
    )
  })
})
