import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg } from '../../src/domain/args'
import { myOrderArg, orderDetailArg, orderListMemberId } from '../../src/domain/orderRouteArgs'
import { TRACKING_STATE as S, trackingTimeline } from '../../src/domain/orderTracking'

/** The delivery-tracking timeline (src/domain/orderTracking.ts) and the order routes' args. */

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 4, minute)).toISOString()
const shape = (steps: ReturnType<typeof trackingTimeline>) =>
  steps.map((step) => `${step.state}${step.current ? '*' : step.reached ? '+' : ''}`).join(' ')

describe('trackingTimeline (SPEC §4 delivery tracking)', () => {
  it.each([
    ['nothing tracked', [], undefined, ''],
    ['created only', [[S.created, 1]], undefined, '1* 2 3 4 5 6'],
    [
      'assigned',
      [
        [S.created, 1],
        [S.assigned, 2],
      ],
      undefined,
      '1+ 2* 3 4 5 6',
    ],
    [
      'every state of the path',
      [
        [S.created, 1],
        [S.assigned, 2],
        [S.atPickup, 3],
        [S.inProgress, 4],
        [S.nearDestination, 5],
        [S.delivered, 6],
      ],
      undefined,
      '1+ 2+ 3+ 4+ 5+ 6*',
    ],
    // Reassigned: another delivery man, then the path goes on from the pickup point.
    [
      'reassigned after reaching the pickup point',
      [
        [S.created, 1],
        [S.assigned, 2],
        [S.atPickup, 3],
        [S.reassigned, 4],
      ],
      undefined,
      '1+ 2+ 3+ 7* 3 4 5 6',
    ],
    // Entries are drawn in time order, whatever order the server lists them in.
    [
      'out of order',
      [
        [S.assigned, 2],
        [S.created, 1],
      ],
      undefined,
      '1+ 2* 3 4 5 6',
    ],
    // Codes outside the seven are left out.
    [
      'unknown codes',
      [
        [S.created, 1],
        [42, 2],
      ],
      undefined,
      '1* 2 3 4 5 6',
    ],
    // Only the current state known (no log): drawn without a time.
    ['current only', [], S.inProgress, '4* 5 6'],
    ['current not a state', [], 0, ''],
  ] as [string, [number, number][], number | undefined, string][])('%s', (_name, log, current, expected) => {
    const steps = trackingTimeline(
      log.map(([state, minute]) => ({ state, at: at(minute) })),
      current,
    )
    expect(shape(steps)).toBe(expected)
    for (const step of steps) expect(step.at === null).toBe(!step.reached || log.length === 0)
  })

  it('keeps the time of each reached state', () => {
    const steps = trackingTimeline([{ state: S.created, at: at(7) }])
    expect(steps[0]).toEqual({ state: S.created, at: at(7), reached: true, current: true })
  })
})

describe('order route args', () => {
  const viaPath = (values: (string | number)[]) => decodeArg(encodeArg(values))

  it('decodes the order detail arg that checkout navigates to', () => {
    expect(orderDetailArg(viaPath([3, 12, 0, 4567]))).toEqual({
      kind: 'ok',
      arg: { brandId: 3, restaurantId: 12, fromIndex: false, orderId: 4567 },
    })
  })

  it.each([[[3, 12, 0]], [[3, 12, 0, 0]], [[3, 12, 0, 'x']], [[3, 12, 0, -5]]])(
    'refuses an order detail arg without a good order id: %j',
    (values) => {
      expect(orderDetailArg(viaPath(values)).kind).toBe('invalid')
    },
  )

  it('decodes the receipt arg as the order detail links to it, and refuses one without an order', () => {
    expect(orderDetailArg(viaPath([3, 12, 0, 4567]))).toEqual({
      kind: 'ok',
      arg: { brandId: 3, restaurantId: 12, fromIndex: false, orderId: 4567 },
    })
    expect(orderDetailArg(viaPath([3, 12, 0])).kind).toBe('invalid')
    expect(orderDetailArg(viaPath([3, 12, 0, 'x'])).kind).toBe('invalid')
    expect(orderDetailArg({ kind: 'missing' }).kind).toBe('missing')
  })

  it('decodes the order list arg with and without a member id', () => {
    expect(myOrderArg(viaPath([3, 0, 1]))).toEqual({
      kind: 'ok',
      arg: { brandId: 3, restaurantId: 0, fromIndex: true, memberId: undefined },
    })
    expect(myOrderArg(viaPath([3, 0, 0, 88]))).toMatchObject({ kind: 'ok', arg: { memberId: 88 } })
    expect(myOrderArg(viaPath([3, 0, 0, '']))).toMatchObject({ kind: 'ok', arg: { memberId: undefined } })
    expect(myOrderArg(viaPath([3, 0, 0, 'me'])).kind).toBe('invalid')
    expect(myOrderArg({ kind: 'missing' }).kind).toBe('missing')
  })

  it.each([
    // SPEC §6: re_type 6 uses the stored user id; otherwise the passed member id.
    [6, 10, 20, 10],
    [6, 10, undefined, 10],
    [6, undefined, 20, undefined],
    [2, 10, 20, 20],
    [undefined, 10, 20, 20],
    [undefined, 10, undefined, undefined],
  ])('re_type %s, stored %s, passed %s → member %s', (reType, stored, passed, expected) => {
    expect(orderListMemberId(reType, stored, passed)).toBe(expected)
  })
})
