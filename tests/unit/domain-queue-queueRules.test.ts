import { describe, expect, it } from 'vitest'
import {
  estimatedWaitMinutes,
  openPeriod,
  parseClock,
  QUEUE_STATUS,
  queueMoveTarget,
  queueRefusal,
  shownQueueStatus,
  tableTypeFor,
  ticketLabel,
} from '../../src/domain/queue/queueRules'

/** src/domain/queue/queueRules.ts: queue states, table types, periods and refusals. */

const types = [
  { id: 1, minPersons: 1, maxPersons: 2, minLevel: null },
  { id: 2, minPersons: 3, maxPersons: 4, minLevel: null },
  { id: 3, minPersons: 9, maxPersons: 12, minLevel: 2 },
]
/** 12:00 at UTC+8 on a day. */
const noon = new Date('2026-12-07T04:00:00Z')

describe('queue rules', () => {
  it('moves a ticket only where SPEC §4 allows', () => {
    const { queuing, calling, passed, seated, cancelled } = QUEUE_STATUS
    expect(queueMoveTarget(queuing, 'call')).toBe(calling)
    expect(queueMoveTarget(passed, 'call')).toBe(calling)
    expect(queueMoveTarget(queuing, 'pass')).toBeNull()
    expect(queueMoveTarget(calling, 'pass')).toBe(passed)
    expect(queueMoveTarget(passed, 'seat')).toBe(seated)
    expect(queueMoveTarget(seated, 'cancel')).toBeNull()
    expect(queueMoveTarget(cancelled, 'call')).toBeNull()
  })

  it('reads a call past its grace as passed', () => {
    const calledAt = new Date(noon.getTime() - 10 * 60_000)
    expect(shownQueueStatus({ status: 1, calledAt }, 10, noon)).toBe(QUEUE_STATUS.passed)
    expect(shownQueueStatus({ status: 1, calledAt }, 11, noon)).toBe(QUEUE_STATUS.calling)
    expect(shownQueueStatus({ status: 0, calledAt: null }, 10, noon)).toBe(QUEUE_STATUS.queuing)
  })

  it('picks the table type, the open period and the label', () => {
    expect(tableTypeFor(types, 2)?.id).toBe(1)
    expect(tableTypeFor(types, 4)?.id).toBe(2)
    expect(tableTypeFor(types, 6)).toBeNull()
    const periods = [
      { id: 1, opens: parseClock('11:00')!, closes: parseClock('15:00')! },
      { id: 2, opens: parseClock('17:00')!, closes: parseClock('24:00')! },
    ]
    expect(openPeriod(periods, noon)?.id).toBe(1)
    expect(openPeriod(periods, new Date('2026-12-07T08:00:00Z'))).toBeNull()
    expect(openPeriod(periods, new Date('2026-12-07T15:59:00Z'))?.id).toBe(2)
    expect(parseClock('25:00')).toBeNull()
    expect(ticketLabel('A', 7)).toBe('A007')
    expect(estimatedWaitMinutes(3, 8)).toBe(24)
  })

  it('refuses in the order a diner needs to hear it', () => {
    const base = {
      open: true,
      period: { id: 1, opens: 0, closes: 1440 },
      tableType: types[0]!,
      memberLevel: null,
      waiting: 0,
      maxWaiting: 5,
    }
    expect(queueRefusal(base)).toBeNull()
    expect(queueRefusal({ ...base, open: false })).toBe('closed')
    expect(queueRefusal({ ...base, period: null })).toBe('noPeriod')
    expect(queueRefusal({ ...base, tableType: null })).toBe('noTableType')
    expect(queueRefusal({ ...base, memberLevel: { rank: 3, canQueue: 0 } })).toBe('level')
    expect(queueRefusal({ ...base, tableType: types[2]!, memberLevel: { rank: 1, canQueue: 1 } })).toBe(
      'level',
    )
    expect(queueRefusal({ ...base, tableType: types[2]!, memberLevel: { rank: 2, canQueue: 1 } })).toBeNull()
    expect(queueRefusal({ ...base, waiting: 5 })).toBe('full')
  })
})
