import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PAY_STATUS_POLL_MS,
  type PayCancelAnswer,
  type PayOverlayEffect,
  type PayQueryAnswer,
} from '../../src/domain/payOverlay'
import { type PayOverlayDeps, runPayOverlay } from '../../src/domain/payOverlayRunner'

const MINUTE_MS = 60_000
const STILL_PAYING: PayQueryAnswer = { success: true, data: { payType: 20, status: 1 } }
const PAID: PayQueryAnswer = { success: true, data: { payType: 20, status: 2 } }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A runner whose query answers `queryAnswer()` (by default still paying) and whose cancel answers `cancelAnswer()`. */
function start(calls: Partial<Pick<PayOverlayDeps, 'query' | 'cancel'>> = {}) {
  const effects: PayOverlayEffect[] = []
  const query = vi.fn(calls.query ?? (async () => STILL_PAYING))
  const cancel = vi.fn(
    calls.cancel ?? (async (): Promise<PayCancelAnswer> => ({ success: true, data: true })),
  )
  const run = runPayOverlay({
    query,
    cancel,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
    onEffect: (effect) => effects.push(effect),
  })
  return { run, query, cancel, effects }
}

/** The effects the screen saw, by type. */
const seen = (effects: PayOverlayEffect[], type: PayOverlayEffect['type']) =>
  effects.filter((e) => e.type === type)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pay-waiting overlay runner: polling', () => {
  it('asks at once, then 5 s after each answer while the pay route is open', async () => {
    const { query, effects } = start()
    expect(query).toHaveBeenCalledTimes(1)
    expect(effects[0]).toEqual({ type: 'overlay', visible: true })
    await vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS - 1)
    expect(query).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(query).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS)
    expect(query).toHaveBeenCalledTimes(3)
  })

  it('costs 12 requests a minute per open pay page, minute after minute', async () => {
    const { query } = start()
    await vi.advanceTimersByTimeAsync(MINUTE_MS - 1)
    expect(query).toHaveBeenCalledTimes(12)
    await vi.advanceTimersByTimeAsync(MINUTE_MS)
    expect(query).toHaveBeenCalledTimes(24)
  })

  it('asks less often when answers are slow (5 s counts from the answer)', async () => {
    const { query } = start({
      query: () => new Promise((answer) => setTimeout(() => answer(STILL_PAYING), 1_000)),
    })
    await vi.advanceTimersByTimeAsync(MINUTE_MS - 1)
    expect(query).toHaveBeenCalledTimes(10)
  })

  it('keeps the pace when the query does not reach the server, and says so', async () => {
    let calls = 0
    const { run, query } = start({
      query: () => {
        calls += 1
        if (calls === 2) throw new TypeError('Failed to fetch')
        return calls === 3 ? Promise.reject(new Error('timeout')) : Promise.resolve(STILL_PAYING)
      },
    })
    await vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS * 2)
    expect(run.state().unreachable).toBe(true)
    await vi.advanceTimersByTimeAsync(MINUTE_MS - 1 - PAY_STATUS_POLL_MS * 2)
    expect(query).toHaveBeenCalledTimes(12)
    expect(run.state().unreachable).toBe(false)
  })

  it('stops on paid: overlay hidden, result 2, the order opens, no more requests', async () => {
    const answers = [STILL_PAYING, PAID]
    const { query, effects } = start({ query: async () => answers.shift() ?? STILL_PAYING })
    await vi.advanceTimersByTimeAsync(MINUTE_MS)
    expect(query).toHaveBeenCalledTimes(2)
    expect(effects.slice(-4)).toEqual([
      { type: 'overlay', visible: false },
      { type: 'cancelButton', visible: false },
      { type: 'finish', result: 2 },
      { type: 'goToOrder' },
    ])
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('pay-waiting overlay runner: leaving the pay route', () => {
  it('sends nothing after the route is left', async () => {
    const { run, query } = start()
    await vi.advanceTimersByTimeAsync(7_000)
    expect(query).toHaveBeenCalledTimes(2)
    run.leave()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(MINUTE_MS * 5)
    expect(query).toHaveBeenCalledTimes(2)
  })

  it('drops an answer that arrives after leaving: no result, no navigation, no request', async () => {
    const answer = deferred<PayQueryAnswer>()
    const { run, query, effects } = start({ query: () => answer.promise })
    run.leave()
    expect(effects).toEqual([
      { type: 'overlay', visible: true },
      { type: 'overlay', visible: false },
    ])
    answer.resolve(PAID)
    await vi.advanceTimersByTimeAsync(MINUTE_MS)
    expect(effects).toHaveLength(2)
    expect(query).toHaveBeenCalledTimes(1)
  })

  it('takes a leave from inside the navigation it asked for', async () => {
    const run = runPayOverlay({
      query: async () => PAID,
      cancel: async () => ({ success: true, data: true }),
      timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
      onEffect: (effect) => {
        if (effect.type === 'goToOrder') run.leave()
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(run.state()).toMatchObject({ phase: 'done', result: 2 })
  })
})

describe('pay-waiting overlay runner: cancelling', () => {
  it('sends no query while the cancel is on its way, then polls again 5 s after it failed', async () => {
    const cancelAnswer = deferred<PayCancelAnswer>()
    const { run, query, cancel, effects } = start({ cancel: () => cancelAnswer.promise })
    await vi.advanceTimersByTimeAsync(0)
    run.pressCancel()
    run.pressCancel()
    expect(cancel).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(query).toHaveBeenCalledTimes(1)
    cancelAnswer.resolve({ success: true, data: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(seen(effects, 'toast')).toEqual([{ type: 'toast', message: 'cancellationFailed' }])
    await vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS)
    expect(query).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['the cancel fails first', ['cancel', 'query']],
    ['the query answers first', ['query', 'cancel']],
  ])('polls once, not twice, when a cancel crosses a query in flight: %s', async (_, order) => {
    const inFlight = deferred<PayQueryAnswer>()
    const cancelAnswer = deferred<PayCancelAnswer>()
    let calls = 0
    const { run, query } = start({
      query: () => {
        calls += 1
        return calls === 2 ? inFlight.promise : Promise.resolve(STILL_PAYING)
      },
      cancel: () => cancelAnswer.promise,
    })
    await vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS)
    expect(query).toHaveBeenCalledTimes(2)
    run.pressCancel()
    for (const which of order) {
      if (which === 'cancel') cancelAnswer.resolve({ success: true, data: false })
      else inFlight.resolve(STILL_PAYING)
      await vi.advanceTimersByTimeAsync(0)
      expect(vi.getTimerCount()).toBeLessThanOrEqual(1)
    }
    expect(vi.getTimerCount()).toBe(1)
    // One chain of polls: 5 s, 10 s, … 60 s after the last answer (two chains would make 24).
    await vi.advanceTimersByTimeAsync(MINUTE_MS)
    expect(query).toHaveBeenCalledTimes(2 + 12)
  })

  it('ends cancelled: result 1, the order opens, nothing more is sent', async () => {
    const { run, query, effects } = start()
    await vi.advanceTimersByTimeAsync(0)
    run.pressCancel()
    await vi.advanceTimersByTimeAsync(MINUTE_MS)
    expect(seen(effects, 'finish')).toEqual([{ type: 'finish', result: 1 }])
    expect(seen(effects, 'goToOrder')).toHaveLength(1)
    expect(query).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('treats a cancel that does not reach the server as failed', async () => {
    const { run, effects } = start({ cancel: () => Promise.reject(new Error('offline')) })
    await vi.advanceTimersByTimeAsync(0)
    run.pressCancel()
    await vi.advanceTimersByTimeAsync(0)
    expect(seen(effects, 'toast')).toEqual([{ type: 'toast', message: 'cancellationFailed' }])
    expect(run.state().phase).toBe('paying')
  })
})
