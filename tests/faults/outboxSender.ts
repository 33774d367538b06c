import { API_TIMEOUT_MS } from '../../src/api/transport'
import type { Envelope } from '../../src/domain/envelope'
import { FAULT_TAG_HEADER } from './faultProxy'

/**
 * One record of a phone's outbox sent the way src/sync/orderSync.ts sends it: the same body (and
 * so the same submission key) on every attempt, until the server answers. A success envelope or an
 * answer below 500 settles it (placed, or refused and not sent again); no answer (a dropped or cut
 * connection, a timeout, a 5xx, a body that is not the envelope) leaves it waiting for the back-off.
 * The back-off is counted on the phone's clock, not slept: the only real waits are the network's.
 */

export type OutboxRecord = {
  /** The API path after /api/, e.g. `order/addOrder2`. */
  path: string
  /** The body of the first attempt, sent unchanged on every retry. */
  body: Record<string, unknown>
  /** The record's name for the proxy's draws, e.g. `phone3/submission17`. */
  tag: string
}

export type OutboxSendOptions = {
  /** The origin the phone talks to (the fault proxy). */
  origin: string
  headers: Record<string, string>
  /** The wait before the next attempt after `attempts` attempts without an answer (the outbox's back-off). */
  retryDelayMs: (attempts: number) => number
  /** A record still unanswered after this many attempts counts as given up (a broken run, not a figure). */
  maxAttempts: number
}

export type OutboxResult = {
  outcome: 'placed' | 'refused' | 'gave-up'
  /** The settling answer (null when given up). */
  envelope: Envelope<unknown> | null
  attempts: number
  /** From the first attempt to the settling answer on the phone's clock: real time plus the back-off waits. */
  settledAfterMs: number
  /** Of which the back-off waits the phone's outbox would have slept. */
  backoffMs: number
}

type Attempt = { kind: 'answer'; status: number; envelope: Envelope<unknown> } | { kind: 'unanswered' }

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope<unknown>).success === 'boolean' &&
    typeof (value as Envelope<unknown>).code === 'number'
  )
}

async function attempt(record: OutboxRecord, options: OutboxSendOptions, tag: string): Promise<Attempt> {
  try {
    const response = await fetch(`${options.origin}/api/${record.path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...options.headers,
        [FAULT_TAG_HEADER]: tag,
      },
      body: JSON.stringify(record.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
    // Reading the body can fail too: a connection cut mid-body is no answer.
    const text = await response.text()
    const parsed: unknown = JSON.parse(text)
    if (response.status >= 500 || !isEnvelope(parsed)) return { kind: 'unanswered' }
    return { kind: 'answer', status: response.status, envelope: parsed }
  } catch {
    return { kind: 'unanswered' }
  }
}

/** Sends the record until the server answers it (or maxAttempts pass); never throws. */
export async function sendUntilAnswered(
  record: OutboxRecord,
  options: OutboxSendOptions,
): Promise<OutboxResult> {
  const started = performance.now()
  let backoffMs = 0
  for (let attempts = 1; attempts <= options.maxAttempts; attempts++) {
    const outcome = await attempt(record, options, `${record.tag}/attempt${attempts}`)
    if (outcome.kind === 'answer') {
      return {
        outcome: outcome.envelope.success ? 'placed' : 'refused',
        envelope: outcome.envelope,
        attempts,
        settledAfterMs: performance.now() - started + backoffMs,
        backoffMs,
      }
    }
    backoffMs += options.retryDelayMs(attempts)
  }
  return {
    outcome: 'gave-up',
    envelope: null,
    attempts: options.maxAttempts,
    settledAfterMs: performance.now() - started + backoffMs,
    backoffMs,
  }
}
