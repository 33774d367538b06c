/**
 * Runs the pay-waiting overlay (./payOverlay.ts) with the calls and timers it is given: it sends
 * the queries and the cancel, keeps the one timer, and hands everything the screen does (overlay,
 * cancel button, toasts, the result, opening the order) to `onEffect`. No framework and no browser
 * global: the screen's hook passes the API calls and `globalThis` timers, tests pass fakes.
 */
import {
  PAY_OVERLAY_START,
  type PayCancelAnswer,
  type PayOverlayEffect,
  type PayOverlayEvent,
  type PayOverlayState,
  type PayQueryAnswer,
  payOverlayStep,
} from './payOverlay'

/** The timer functions the runner uses (setTimeout and clearTimeout of the page, or fakes). */
type PayOverlayTimers = {
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(handle: unknown): void
}

export type PayOverlayDeps = {
  /** The order query (SPEC §7 order service, by orderId); a rejection counts as not reached. */
  query(): Promise<PayQueryAnswer>
  /** The order cancel (SPEC §7 order service, by orderId); a rejection counts as not reached. */
  cancel(): Promise<PayCancelAnswer>
  timers: PayOverlayTimers
  /** Every effect the screen carries out: overlay, cancelButton, toast, finish, goToOrder. */
  onEffect?(effect: PayOverlayEffect): void
  /** Every new state, to render. */
  onState?(state: PayOverlayState): void
}

/** A running overlay: the screen forwards the cancel button and the route being left. */
export type PayOverlayRun = {
  pressCancel(): void
  /** Stops it for good (route left, screen unmounted): no request and no effect after this. */
  leave(): void
  state(): PayOverlayState
}

/** Starts the overlay at once: it shows and the first query goes out. */
export function runPayOverlay(deps: PayOverlayDeps): PayOverlayRun {
  let state = PAY_OVERLAY_START
  let timer: unknown = null
  let running = false
  const queue: PayOverlayEvent[] = []

  function call<T>(
    request: () => Promise<T>,
    answered: (answer: T) => PayOverlayEvent,
    failed: PayOverlayEvent,
  ) {
    let pending: Promise<T>
    try {
      pending = request()
    } catch (error) {
      pending = Promise.reject(error)
    }
    pending.then(
      (answer) => dispatch(answered(answer)),
      () => dispatch(failed),
    )
  }

  function run(effect: PayOverlayEffect) {
    switch (effect.type) {
      case 'query':
        return call(deps.query, (answer) => ({ type: 'queryAnswered', answer }), { type: 'queryFailed' })
      case 'cancel':
        return call(deps.cancel, (answer) => ({ type: 'cancelAnswered', answer }), { type: 'cancelFailed' })
      case 'scheduleQuery':
        timer = deps.timers.setTimeout(() => {
          timer = null
          dispatch({ type: 'timerFired' })
        }, effect.delayMs)
        return
      case 'clearSchedule':
        if (timer !== null) deps.timers.clearTimeout(timer)
        timer = null
        return
      default:
        deps.onEffect?.(effect)
    }
  }

  // Events raised while effects run (a screen leaving inside goToOrder) wait for the current step.
  function dispatch(event: PayOverlayEvent) {
    queue.push(event)
    if (running) return
    running = true
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const step = payOverlayStep(state, next)
        if (step.state === state) continue
        state = step.state
        deps.onState?.(state)
        for (const effect of step.effects) run(effect)
      }
    } finally {
      running = false
    }
  }

  dispatch({ type: 'start' })
  return {
    pressCancel: () => dispatch({ type: 'cancelPressed' }),
    leave: () => dispatch({ type: 'routeLeft' }),
    state: () => state,
  }
}
