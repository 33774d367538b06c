/**
 * The pay-waiting overlay (SPEC §4 "Pay-waiting overlay"; §2: a full-screen overlay on any URL
 * containing /pay/) as a pure state machine: `payOverlayStep(state, event)` gives the next state and
 * the effects to run. ./payOverlayRunner.ts runs it with the real calls and timers; the screens show
 * `payOverlayView(state)` and carry out toasts, the result and navigation.
 *
 * SPEC §4, as built:
 * - The order's payment is queried (order query: success, data.payType, data.status, errCode).
 * - Status 0, 1 or 4: still paying. The overlay shows; the next query goes 5 s after the answer
 *   (SPEC §9), while the pay route is open. Leaving the route stops it: no request after that, and
 *   answers still on their way are dropped.
 * - Status 2: paid. The overlay hides, result 2, the order opens.
 * - The cancel button shows once the payment type is known and is not one of NO_CANCEL_PAY_TYPES.
 * - Cancel: success (data true) gives result 1; errCode yedPay.0006 or pay.0017 counts as cancelled
 *   (result 1); pay.0002 means already paid (result 2, toast 'Paid'); data false shows
 *   'Cancellation failed' and the wait goes on.
 * - Query errCode code.online.payment.003 or yedPay.0006: result 0 (not paid), unless cancelled: when
 *   it comes while a cancel is on its way, the cancel's answer decides (cancelled 1, else 0).
 *
 * Where SPEC is silent (decided here):
 * - The overlay shows from the start, before the first answer (SPEC §2: on any URL with /pay/); the
 *   cancel button waits until an answer names the payment type.
 * - One request at a time: a query or a cancel is in flight, or one query is scheduled, never more
 *   (pressing cancel clears the scheduled query; the query already in flight is answered but
 *   schedules nothing while the cancel is on its way). So an open pay page costs at most 12 requests
 *   a minute (PAY_STATUS_POLL_MS after each answer), fewer when answers are slow.
 * - A query that does not reach the server (network, timeout) or answers without a status: the wait
 *   goes on at the same pace and the view says the connection is unstable (`unreachable`).
 * - A cancel that does not reach the server, or is refused with another code (say ORDER.CONFIRMED
 *   'Order confirmed, cannot cancel'): as a cancel answering false.
 * - Status 2 while a cancel is on its way: paid wins (result 2) with the toast 'Paid', as pay.0002.
 * - Leaving while a cancel is on its way: the cancel still reaches the server, its answer is dropped;
 *   the order screen shows how it ended.
 * - Results 1 and 2 open the order (it shows cancelled or paid); result 0 stays on the pay page,
 *   whose screen offers to pay again or to open the order.
 * - Other statuses and codes: see "Other statuses and codes" below, the one place to adjust.
 */

import { PAY_ERR, PAY_STATUS } from './contract/pay'
import { isLivePayStatus } from './pay/payStatus'
import { NO_CANCEL_PAY_TYPES } from './payTypes'

/** Pay status poll interval (SPEC §9): 5 s, counted from the previous answer. */
export const PAY_STATUS_POLL_MS = 5_000

/** How the wait ends (SPEC §4): 0 not paid, 1 cancelled, 2 paid. */
export const PAY_RESULT = { notPaid: 0, cancelled: 1, paid: 2 } as const
export type PayResult = (typeof PAY_RESULT)[keyof typeof PAY_RESULT]

/** The order query's answer (SPEC §7: success, data.payType, data.status, errCode). */
export type PayQueryAnswer = {
  success: boolean
  data?: { payType?: number | null; status?: number | null } | null
  errCode?: string | null
}

/** The order cancel's answer (SPEC §7: success, data boolean, errCode). */
export type PayCancelAnswer = { success: boolean; data?: boolean | null; errCode?: string | null }

export type PayOverlayEvent =
  | { type: 'start' }
  | { type: 'queryAnswered'; answer: PayQueryAnswer }
  /** The query did not reach the server or failed on the way (network, timeout). */
  | { type: 'queryFailed' }
  | { type: 'cancelPressed' }
  | { type: 'cancelAnswered'; answer: PayCancelAnswer }
  /** The cancel did not reach the server or failed on the way. */
  | { type: 'cancelFailed' }
  /** The scheduled query's time has come. */
  | { type: 'timerFired' }
  /** The pay route is no longer open. */
  | { type: 'routeLeft' }

/** The toasts of SPEC §4, as codes the screens translate. */
type PayOverlayToast = 'paid' | 'cancellationFailed'

export type PayOverlayEffect =
  | { type: 'query' }
  | { type: 'scheduleQuery'; delayMs: number }
  | { type: 'clearSchedule' }
  | { type: 'cancel' }
  | { type: 'overlay'; visible: boolean }
  | { type: 'cancelButton'; visible: boolean }
  | { type: 'toast'; message: PayOverlayToast }
  | { type: 'finish'; result: PayResult }
  | { type: 'goToOrder' }

export type PayOverlayState = {
  /** idle before start; paying (waiting); cancelling (a cancel on its way); done; left (route left). */
  phase: 'idle' | 'paying' | 'cancelling' | 'done' | 'left'
  /** From the last answer; null until one names it. */
  payType: number | null
  status: number | null
  /** A query is in flight. */
  querying: boolean
  /** The next query is scheduled. */
  scheduled: boolean
  /** The last query did not reach the server (the wait goes on). */
  unreachable: boolean
  /** A query said the payment ended unpaid while a cancel was on its way: the cancel decides 1 or 0. */
  endedWhileCancelling: boolean
  result: PayResult | null
  /** The errCode of the answer that ended the wait, for the screen (its errMsg) and the error report. */
  errCode: string | null
}

export type PayOverlayStep = { state: PayOverlayState; effects: PayOverlayEffect[] }

export const PAY_OVERLAY_START: PayOverlayState = {
  phase: 'idle',
  payType: null,
  status: null,
  querying: false,
  scheduled: false,
  unreachable: false,
  endedWhileCancelling: false,
  result: null,
  errCode: null,
}

/** What the overlay shows. */
export type PayOverlayView = {
  overlay: boolean
  cancelButton: boolean
  /** A cancel is on its way (the button waits). */
  cancelBusy: boolean
  unreachable: boolean
}

/** Whether the overlay offers cancel for this payment type (SPEC §4). */
function mayCancelPayType(payType: number | null): boolean {
  return payType !== null && !NO_CANCEL_PAY_TYPES.has(payType)
}

/** What the overlay shows in `state`. */
export function payOverlayView(state: PayOverlayState): PayOverlayView {
  const waiting = state.phase === 'paying' || state.phase === 'cancelling'
  return {
    overlay: waiting,
    cancelButton: waiting && mayCancelPayType(state.payType),
    cancelBusy: state.phase === 'cancelling',
    unreachable: waiting && state.unreachable,
  }
}

/** What an answer means for the wait. */
type Outcome =
  | { kind: 'stillPaying' }
  /** Not reached, or no status to read: ask again at the usual pace. */
  | { kind: 'retry' }
  | { kind: 'paid'; toast: boolean }
  | { kind: 'ended'; result: PayResult }
  /** Of a cancel only: it did not happen. */
  | { kind: 'cancelFailed' }

// ---- Other statuses and codes (SPEC §4 is silent): the one place to adjust ----------------------
//
// The pay service answers 0 created, 1 pending, 4 processing, 2 paid (SPEC §4), 3 failed and 5
// cancelled (src/domain/contract/pay.ts PAY_STATUS, docs/api.md "Pay service"). A cancelled payment (its
// order cancelled with it) ends the wait as a cancel does (result 1); a failed one, and any status
// still unknown, ends it unpaid (result 0): the pay page offers to pay again or to open the order.

/** The result of a status SPEC §4 does not name (failed, cancelled, …). */
function otherStatusResult(status: number): PayResult {
  return status === PAY_STATUS.cancelled ? PAY_RESULT.cancelled : PAY_RESULT.notPaid
}

/**
 * A query refused with a code SPEC §4 does not name (order not found, not the member's, a bad
 * request): the answer will not change by asking again, so the wait ends unpaid (result 0) and the
 * code is kept for the screen to show the server's message.
 */
function otherQueryCodeOutcome(_errCode: string | null): Outcome {
  return { kind: 'ended', result: PAY_RESULT.notPaid }
}

/** A cancel refused with a code SPEC §4 does not name (e.g. ORDER.CONFIRMED): as a cancel answering false. */
function otherCancelCodeOutcome(_errCode: string | null): Outcome {
  return { kind: 'cancelFailed' }
}

// -------------------------------------------------------------------------------------------------

function queryOutcome(answer: PayQueryAnswer): Outcome {
  if (answer.success) {
    const status = answer.data?.status
    if (typeof status !== 'number') return { kind: 'retry' }
    if (isLivePayStatus(status)) return { kind: 'stillPaying' }
    if (status === PAY_STATUS.paid) return { kind: 'paid', toast: false }
    return { kind: 'ended', result: otherStatusResult(status) }
  }
  const errCode = answer.errCode ?? null
  if (errCode === PAY_ERR.alreadyPaid) return { kind: 'paid', toast: true }
  if (errCode === PAY_ERR.noPayment || errCode === PAY_ERR.yedPayEnded)
    return { kind: 'ended', result: PAY_RESULT.notPaid }
  return otherQueryCodeOutcome(errCode)
}

function cancelOutcome(answer: PayCancelAnswer): Outcome {
  if (answer.success)
    return answer.data === true ? { kind: 'ended', result: PAY_RESULT.cancelled } : { kind: 'cancelFailed' }
  const errCode = answer.errCode ?? null
  if (errCode === PAY_ERR.yedPayEnded || errCode === PAY_ERR.closed)
    return { kind: 'ended', result: PAY_RESULT.cancelled }
  if (errCode === PAY_ERR.alreadyPaid) return { kind: 'paid', toast: true }
  return otherCancelCodeOutcome(errCode)
}

/** Ends the wait: no query scheduled, the toast if any, the result, the order for results 1 and 2. */
function finish(
  state: PayOverlayState,
  result: PayResult,
  errCode: string | null,
  toast: PayOverlayToast | null,
): PayOverlayStep {
  const effects: PayOverlayEffect[] = state.scheduled ? [{ type: 'clearSchedule' }] : []
  if (toast) effects.push({ type: 'toast', message: toast })
  effects.push({ type: 'finish', result })
  if (result !== PAY_RESULT.notPaid) effects.push({ type: 'goToOrder' })
  return { state: { ...state, phase: 'done', scheduled: false, result, errCode }, effects }
}

/** Back to waiting with the next query scheduled, unless one is in flight or scheduled already. */
function keepWaiting(state: PayOverlayState, effects: PayOverlayEffect[] = []): PayOverlayStep {
  if (state.querying || state.scheduled) return { state: { ...state, phase: 'paying' }, effects }
  return {
    state: { ...state, phase: 'paying', scheduled: true },
    effects: [...effects, { type: 'scheduleQuery', delayMs: PAY_STATUS_POLL_MS }],
  }
}

function onQueryDone(
  state: PayOverlayState,
  outcome: Outcome,
  answer: PayQueryAnswer | null,
): PayOverlayStep {
  const cancelling = state.phase === 'cancelling'
  const errCode = answer?.errCode ?? null
  const answered: PayOverlayState = {
    ...state,
    querying: false,
    unreachable: outcome.kind === 'retry' && answer === null,
    payType: answer?.data?.payType ?? state.payType,
    status: answer?.data?.status ?? state.status,
  }
  switch (outcome.kind) {
    case 'paid':
      return finish(answered, PAY_RESULT.paid, errCode, outcome.toast || cancelling ? 'paid' : null)
    case 'ended':
      // "Result 0 unless cancelled": while a cancel is on its way, its answer decides.
      if (cancelling && outcome.result === PAY_RESULT.notPaid)
        return { state: { ...answered, endedWhileCancelling: true, errCode }, effects: [] }
      return finish(answered, outcome.result, errCode, null)
    default:
      // Still paying or not reached: the cancel on its way, if any, schedules the next query.
      return cancelling ? { state: answered, effects: [] } : keepWaiting(answered)
  }
}

function onCancelDone(state: PayOverlayState, outcome: Outcome, errCode: string | null): PayOverlayStep {
  switch (outcome.kind) {
    case 'ended':
      return finish(state, outcome.result, errCode, null)
    case 'paid':
      return finish(state, PAY_RESULT.paid, errCode, 'paid')
    default:
      // 'Cancellation failed'; when a query said meanwhile that the payment ended, it ends unpaid.
      if (state.endedWhileCancelling)
        return finish(state, PAY_RESULT.notPaid, state.errCode, 'cancellationFailed')
      return keepWaiting(state, [{ type: 'toast', message: 'cancellationFailed' }])
  }
}

function transition(state: PayOverlayState, event: PayOverlayEvent): PayOverlayStep {
  const ignore = { state, effects: [] }
  const open = state.phase === 'paying' || state.phase === 'cancelling'
  switch (event.type) {
    case 'start':
      if (state.phase !== 'idle') return ignore
      return { state: { ...state, phase: 'paying', querying: true }, effects: [{ type: 'query' }] }
    case 'queryAnswered':
      return open && state.querying ? onQueryDone(state, queryOutcome(event.answer), event.answer) : ignore
    case 'queryFailed':
      return open && state.querying ? onQueryDone(state, { kind: 'retry' }, null) : ignore
    case 'timerFired':
      if (state.phase !== 'paying' || !state.scheduled || state.querying) return ignore
      return { state: { ...state, scheduled: false, querying: true }, effects: [{ type: 'query' }] }
    case 'cancelPressed':
      if (state.phase !== 'paying' || !mayCancelPayType(state.payType)) return ignore
      return {
        state: { ...state, phase: 'cancelling', scheduled: false },
        effects: [...(state.scheduled ? [{ type: 'clearSchedule' } as const] : []), { type: 'cancel' }],
      }
    case 'cancelAnswered':
      if (state.phase !== 'cancelling') return ignore
      return onCancelDone(state, cancelOutcome(event.answer), event.answer.errCode ?? null)
    case 'cancelFailed':
      return state.phase === 'cancelling' ? onCancelDone(state, { kind: 'cancelFailed' }, null) : ignore
    case 'routeLeft':
      if (!open && state.phase !== 'idle') return ignore
      return {
        state: { ...state, phase: 'left', scheduled: false },
        effects: state.scheduled ? [{ type: 'clearSchedule' }] : [],
      }
  }
}

/**
 * The next state and the effects to run for `event`, in order: first what the overlay shows when it
 * changes (`overlay`, `cancelButton`), then requests, timers, toasts, the result and navigation.
 * Events that do not apply (an answer after leaving, a second cancel, a stray timer) change nothing.
 */
export function payOverlayStep(state: PayOverlayState, event: PayOverlayEvent): PayOverlayStep {
  const next = transition(state, event)
  const before = payOverlayView(state)
  const after = payOverlayView(next.state)
  const shown: PayOverlayEffect[] = []
  if (before.overlay !== after.overlay) shown.push({ type: 'overlay', visible: after.overlay })
  if (before.cancelButton !== after.cancelButton)
    shown.push({ type: 'cancelButton', visible: after.cancelButton })
  return shown.length === 0 ? next : { state: next.state, effects: [...shown, ...next.effects] }
}
