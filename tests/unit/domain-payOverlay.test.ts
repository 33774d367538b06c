import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PAY_OVERLAY_START,
  type PayCancelAnswer,
  type PayOverlayEffect,
  type PayOverlayEvent,
  type PayOverlayState,
  type PayQueryAnswer,
  payOverlayStep,
  payOverlayView,
} from '../../src/domain/payOverlay'

/** Runs the events from the start; the state at the end and the effects of the last event. */
function run(events: PayOverlayEvent[]): { state: PayOverlayState; effects: PayOverlayEffect[] } {
  let state = PAY_OVERLAY_START
  let effects: PayOverlayEffect[] = []
  for (const event of events) ({ state, effects } = payOverlayStep(state, event))
  return { state, effects }
}

const START: PayOverlayEvent = { type: 'start' }
const status = (value: number, payType = 20): PayOverlayEvent => ({
  type: 'queryAnswered',
  answer: { success: true, data: { payType, status: value } },
})
const queryCode = (errCode: string): PayOverlayEvent => ({
  type: 'queryAnswered',
  answer: { success: false, errCode },
})
const cancelled = (answer: PayCancelAnswer): PayOverlayEvent => ({ type: 'cancelAnswered', answer })
const CANCEL: PayOverlayEvent = { type: 'cancelPressed' }
const TIMER: PayOverlayEvent = { type: 'timerFired' }
const LEAVE: PayOverlayEvent = { type: 'routeLeft' }

const schedule: PayOverlayEffect = { type: 'scheduleQuery', delayMs: 5_000 }
const hide: PayOverlayEffect = { type: 'overlay', visible: false }
const noCancelButton: PayOverlayEffect = { type: 'cancelButton', visible: false }
const goToOrder: PayOverlayEffect = { type: 'goToOrder' }
const finish = (result: 0 | 1 | 2): PayOverlayEffect => ({ type: 'finish', result })
const toast = (message: 'paid' | 'cancellationFailed'): PayOverlayEffect => ({ type: 'toast', message })

describe('pay-waiting overlay: starting', () => {
  it('shows the overlay and queries at once', () => {
    const { state, effects } = run([START])
    expect(effects).toEqual([{ type: 'overlay', visible: true }, { type: 'query' }])
    expect(payOverlayView(state)).toEqual({
      overlay: true,
      cancelButton: false,
      cancelBusy: false,
      unreachable: false,
    })
  })
})

describe('pay-waiting overlay: the query answers (SPEC §4)', () => {
  it.each<[string, PayOverlayEvent, PayOverlayEffect[], Partial<PayOverlayState>]>([
    [
      'status 0: still paying',
      status(0),
      [{ type: 'cancelButton', visible: true }, schedule],
      { phase: 'paying' },
    ],
    [
      'status 1: still paying',
      status(1),
      [{ type: 'cancelButton', visible: true }, schedule],
      { phase: 'paying' },
    ],
    [
      'status 4: still paying',
      status(4),
      [{ type: 'cancelButton', visible: true }, schedule],
      { phase: 'paying' },
    ],
    ['status 1 of a type without cancel', status(1, 8), [schedule], { phase: 'paying', payType: 8 }],
    ['status 2: paid', status(2), [hide, finish(2), goToOrder], { phase: 'done', result: 2 }],
    [
      'pay.0002: already paid',
      queryCode('pay.0002'),
      [hide, toast('paid'), finish(2), goToOrder],
      { result: 2 },
    ],
    [
      'code.online.payment.003: not paid',
      queryCode('code.online.payment.003'),
      [hide, finish(0)],
      { result: 0, errCode: 'code.online.payment.003' },
    ],
    [
      'yedPay.0006: not paid',
      queryCode('yedPay.0006'),
      [hide, finish(0)],
      { result: 0, errCode: 'yedPay.0006' },
    ],
    ['status 3 (failed): not paid', status(3), [hide, finish(0)], { result: 0, status: 3 }],
    [
      'status 5 (cancelled with its order): cancelled',
      status(5),
      [hide, finish(1), goToOrder],
      { result: 1, status: 5 },
    ],
    ['a status not known yet: not paid', status(9), [hide, finish(0)], { result: 0, status: 9 }],
    [
      'another code: not paid, code kept',
      queryCode('ORDER.NOT_FOUND'),
      [hide, finish(0)],
      { errCode: 'ORDER.NOT_FOUND' },
    ],
    [
      'an answer without a status: ask again',
      { type: 'queryAnswered', answer: { success: true, data: null } },
      [schedule],
      { phase: 'paying', unreachable: false },
    ],
    [
      'not reached: ask again, say so',
      { type: 'queryFailed' },
      [schedule],
      { phase: 'paying', unreachable: true },
    ],
  ])('%s', (_, answer, effects, state) => {
    const step = run([START, answer])
    expect(step.effects).toEqual(effects)
    expect(step.state).toMatchObject(state)
  })

  it('polls again when the timer fires, and a real answer clears the connection notice', () => {
    expect(run([START, status(1), TIMER]).effects).toEqual([{ type: 'query' }])
    const recovered = run([START, { type: 'queryFailed' }, TIMER, status(1)])
    expect(recovered.effects).toEqual([{ type: 'cancelButton', visible: true }, schedule])
    expect(payOverlayView(recovered.state).unreachable).toBe(false)
  })

  it.each([6, 8, 17, 18, 19, 22, 23, 25, 30, 31, 32, 39])('offers no cancel for pay type %i', (payType) => {
    const { state } = run([START, status(1, payType)])
    expect(payOverlayView(state).cancelButton).toBe(false)
    expect(run([START, status(1, payType), CANCEL]).effects).toEqual([])
  })

  it.each([10, 20, 1021, 27, 40])('offers cancel for pay type %i', (payType) => {
    expect(payOverlayView(run([START, status(1, payType)]).state).cancelButton).toBe(true)
  })
})

describe('pay-waiting overlay: cancelling (SPEC §4)', () => {
  const WAITING = [START, status(1)]

  it('clears the scheduled query and sends the cancel', () => {
    const { state, effects } = run([...WAITING, CANCEL])
    expect(effects).toEqual([{ type: 'clearSchedule' }, { type: 'cancel' }])
    expect(payOverlayView(state)).toMatchObject({ cancelButton: true, cancelBusy: true })
  })

  it.each<[string, PayOverlayEvent, PayOverlayEffect[], Partial<PayOverlayState>]>([
    [
      'success: cancelled',
      cancelled({ success: true, data: true }),
      [hide, noCancelButton, finish(1), goToOrder],
      { result: 1 },
    ],
    [
      'yedPay.0006: cancelled',
      cancelled({ success: false, errCode: 'yedPay.0006' }),
      [hide, noCancelButton, finish(1), goToOrder],
      { result: 1 },
    ],
    [
      'pay.0017: cancelled',
      cancelled({ success: false, errCode: 'pay.0017' }),
      [hide, noCancelButton, finish(1), goToOrder],
      { result: 1 },
    ],
    [
      'pay.0002: already paid',
      cancelled({ success: false, errCode: 'pay.0002' }),
      [hide, noCancelButton, toast('paid'), finish(2), goToOrder],
      { result: 2 },
    ],
    [
      'false: cancellation failed, the wait goes on',
      cancelled({ success: true, data: false }),
      [toast('cancellationFailed'), schedule],
      { phase: 'paying', result: null },
    ],
    [
      'another code: cancellation failed, the wait goes on',
      cancelled({ success: false, errCode: 'ORDER.CONFIRMED' }),
      [toast('cancellationFailed'), schedule],
      { phase: 'paying' },
    ],
    [
      'not reached: cancellation failed, the wait goes on',
      { type: 'cancelFailed' },
      [toast('cancellationFailed'), schedule],
      { phase: 'paying' },
    ],
  ])('%s', (_, answer, effects, state) => {
    const step = run([...WAITING, CANCEL, answer])
    expect(step.effects).toEqual(effects)
    expect(step.state).toMatchObject(state)
  })

  it('takes one press: a second one while the first is on its way does nothing', () => {
    expect(run([...WAITING, CANCEL, CANCEL]).effects).toEqual([])
  })

  it('offers no cancel before the payment type is known', () => {
    expect(run([START, CANCEL]).effects).toEqual([])
    expect(run([START, { type: 'queryFailed' }, CANCEL]).effects).toEqual([])
  })
})

describe('pay-waiting overlay: a query and a cancel crossing', () => {
  /** Waiting, the next query in flight, then cancel pressed. */
  const CROSSING = [START, status(1), TIMER, CANCEL]

  it('sends the cancel without a clearSchedule when the query is in flight', () => {
    expect(run(CROSSING).effects).toEqual([{ type: 'cancel' }])
  })

  it('schedules one next query when the cancel fails before the query answers', () => {
    const failed = run([...CROSSING, cancelled({ success: true, data: false })])
    expect(failed.effects).toEqual([toast('cancellationFailed')])
    expect(run([...CROSSING, cancelled({ success: true, data: false }), status(1)]).effects).toEqual([
      schedule,
    ])
  })

  it('schedules one next query when the query answers before the cancel fails', () => {
    expect(run([...CROSSING, status(1)]).effects).toEqual([])
    expect(run([...CROSSING, status(1), cancelled({ success: true, data: false })]).effects).toEqual([
      toast('cancellationFailed'),
      schedule,
    ])
  })

  it.each<[string, PayCancelAnswer, PayOverlayEffect[], 0 | 1]>([
    [
      'the cancel succeeds: cancelled',
      { success: true, data: true },
      [hide, noCancelButton, finish(1), goToOrder],
      1,
    ],
    [
      'the cancel fails: not paid',
      { success: true, data: false },
      [hide, noCancelButton, toast('cancellationFailed'), finish(0)],
      0,
    ],
  ])(
    'on code.online.payment.003 while cancelling, waits for the cancel: %s',
    (_, answer, effects, result) => {
      const ended = run([...CROSSING, queryCode('code.online.payment.003')])
      expect(ended.effects).toEqual([])
      const step = run([...CROSSING, queryCode('code.online.payment.003'), cancelled(answer)])
      expect(step.effects).toEqual(effects)
      expect(step.state.result).toBe(result)
    },
  )

  it('ends paid, with the toast, when the query says paid while cancelling; the late cancel answer is dropped', () => {
    expect(run([...CROSSING, status(2)]).effects).toEqual([
      hide,
      noCancelButton,
      toast('paid'),
      finish(2),
      goToOrder,
    ])
    expect(run([...CROSSING, status(2), cancelled({ success: true, data: true })]).effects).toEqual([])
  })
})

describe('pay-waiting overlay: leaving the pay route', () => {
  it.each<[string, PayOverlayEvent[], PayOverlayEffect[]]>([
    ['while a query is scheduled', [START, status(1)], [hide, noCancelButton, { type: 'clearSchedule' }]],
    ['while a query is in flight', [START], [hide]],
    ['while a cancel is on its way', [START, status(1), CANCEL], [hide, noCancelButton]],
    ['after the wait ended', [START, status(2)], []],
  ])('%s: stops, and nothing after it does anything', (_, before, effects) => {
    expect(run([...before, LEAVE]).effects).toEqual(effects)
    const late: PayOverlayEvent[] = [
      status(1),
      status(2),
      { type: 'queryFailed' },
      TIMER,
      CANCEL,
      cancelled({ success: true, data: true }),
      { type: 'cancelFailed' },
      START,
      LEAVE,
    ]
    for (const event of late) expect(run([...before, LEAVE, event]).effects, event.type).toEqual([])
  })
})

describe('pay-waiting overlay: whatever happens', () => {
  const queryAnswers: PayQueryAnswer[] = [
    ...[0, 1, 2, 3, 4, 5].map((value) => ({ success: true, data: { payType: 20, status: value } })),
    { success: true, data: { payType: 8, status: 1 } },
    ...['pay.0002', 'code.online.payment.003', 'yedPay.0006', 'OTHER'].map((errCode) => ({
      success: false,
      errCode,
    })),
  ]
  const cancelAnswers: PayCancelAnswer[] = [
    { success: true, data: true },
    { success: true, data: false },
    ...['pay.0002', 'pay.0017', 'yedPay.0006', 'OTHER'].map((errCode) => ({ success: false, errCode })),
  ]
  // Ending answers are rarer than the ones that keep the wait going, so that runs get deep.
  const keepGoing: PayOverlayEvent[] = [
    START,
    CANCEL,
    TIMER,
    status(1),
    status(4, 8),
    { type: 'queryFailed' },
    { type: 'cancelFailed' },
    cancelled({ success: true, data: false }),
  ]
  const event = fc.oneof(
    { arbitrary: fc.constantFrom(...keepGoing), weight: 12 },
    { arbitrary: fc.constant(LEAVE), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(...queryAnswers)
        .map((answer): PayOverlayEvent => ({ type: 'queryAnswered', answer })),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...cancelAnswers).map(cancelled), weight: 2 },
  )

  it('never has two requests going, never asks after the end, finishes once', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = PAY_OVERLAY_START
        let finished = 0
        for (const next of events) {
          const before = state
          const step = payOverlayStep(state, next)
          state = step.state
          const kinds = step.effects.map((effect) => effect.type)
          // At most one query in flight or scheduled, never both.
          expect(state.querying && state.scheduled).toBe(false)
          if (kinds.includes('query')) expect(before.querying).toBe(false)
          if (kinds.includes('scheduleQuery')) expect(before.scheduled || state.querying).toBe(false)
          // No query goes out or is scheduled while a cancel is on its way.
          if (before.phase === 'cancelling' && state.phase === 'cancelling')
            expect(kinds.filter((kind) => kind === 'query' || kind === 'scheduleQuery')).toEqual([])
          // Once done or left, nothing more happens.
          if (before.phase === 'done' || before.phase === 'left') expect(step.effects).toEqual([])
          finished += kinds.filter((kind) => kind === 'finish').length
          // The overlay shows exactly while waiting.
          expect(payOverlayView(state).overlay).toBe(state.phase === 'paying' || state.phase === 'cancelling')
        }
        expect(finished).toBe(state.phase === 'done' ? 1 : 0)
      }),
      { numRuns: 2_000 },
    )
  })
})
