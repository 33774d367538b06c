import { createParser } from 'eventsource-parser'
import * as v from 'valibot'
import { type Backoff, backoffMs } from '../domain/backoff'
import { ALL_ORDER_TYPES } from '../domain/contract/order'
import type { ApiClient } from './client'
import { apiBaseUrl } from './transport'

/**
 * Live order status for the order screens (issue 11 item 7; docs/api.md "Live order events"):
 * GET /api/order/events read with fetch (so the app's headers, the token among them, go along as on
 * every call), reconnected with back-off when it drops; while it is down the order (or the first
 * list page) is polled every POLL_INTERVAL_MS instead, and for good once the server replaced it. Nothing runs at import: timers, fetch and
 * `document` are touched only once subscribed.
 */

/** A change of one of the member's orders. */
type OrderChange = { orderId: number; status: number; updatedAt?: string }

export type OrderEventsOptions = {
  /** The client the polls go through (the app context's). */
  api: ApiClient
  /** One order (its detail screen); without it, every order of the member (the list). */
  orderId?: number
  onChange: (event: { orderId: number; status: number }) => void
}

/** Polling while the stream is down: every 10 s. */
const POLL_INTERVAL_MS = 10_000
/** Reconnect back-off: 1 s, doubling up to 30 s, each with up to 20% added at random. */
const RECONNECT: Backoff = { firstMs: 1_000, maxMs: 30_000 }
/** The server sends a heartbeat every 25 s: no byte for 60 s means the connection is dead. */
const STREAM_IDLE_MS = 60_000

const ChangeSchema = v.object({
  orderId: v.pipe(v.number(), v.integer()),
  status: v.pipe(v.number(), v.integer()),
  updatedAt: v.optional(v.string()),
})
const PolledOrder = v.object({ id: v.number(), status: v.number(), updatedAt: v.string() })
const PolledPage = v.object({ list: v.array(PolledOrder) })

/**
 * Whether a change tells something new about the order: not a repeat, and not older than what was
 * heard (a catch-up poll sent before a stream event can answer after it).
 */
function isNewer(change: OrderChange, last: OrderChange | undefined): boolean {
  if (last === undefined) return true
  const at = Date.parse(change.updatedAt ?? '')
  const lastAt = Date.parse(last.updatedAt ?? '')
  if (Number.isFinite(at) && Number.isFinite(lastAt) && at !== lastAt) return at > lastAt
  return change.status !== last.status || change.updatedAt !== last.updatedAt
}

/** One server-sent message: its event name ('message' when it has none) and data lines joined. */
export type SseMessage = { event: string; data: string }

/** A reader of one stream's text: each chunk fed answers the messages it completes. */
export function sseMessages(): (chunk: string) => SseMessage[] {
  const taken: SseMessage[] = []
  const parser = createParser({
    onEvent: ({ event, data }) => taken.push({ event: event ?? 'message', data }),
  })
  return (chunk) => {
    parser.feed(chunk)
    return taken.splice(0)
  }
}

/**
 * How a stream attempt ended: dropped (retry), refused for good (401: logged out), not offered
 * (404), or replaced (a newer stream of the member or its network took its place: reconnecting
 * would end another of its screens' streams in turn).
 */
type StreamEnd = 'dropped' | 'unauthorized' | 'unsupported' | 'replaced' | 'stopped'

/**
 * Calls `onChange` whenever the order (or, without orderId, any order of the member) changes.
 * Returns the stop function.
 */
export function subscribeOrderEvents(options: OrderEventsOptions): () => void {
  const { orderId, onChange } = options
  /** What was last heard of each order: a repeat, or an answer older than it, is not reported. */
  const known = new Map<number, OrderChange>()
  let stopped = false
  let controller: AbortController | null = null
  let pollTimer: ReturnType<typeof setInterval> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let failures = 0

  const report = (change: OrderChange) => {
    if (stopped || !isNewer(change, known.get(change.orderId))) return
    known.set(change.orderId, change)
    onChange(change)
  }

  const stopAll = () => {
    stopped = true
    controller?.abort()
    stopPolling()
    if (retryTimer !== null) clearTimeout(retryTimer)
  }

  const poll = async () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
    const answer =
      orderId === undefined
        ? await options.api.request<unknown>(
            {
              method: 'GET',
              path: 'order/orderInfo/getMemberOrderList',
              params: { pageIndex: 1, pageSize: 20, orderTypeList: ALL_ORDER_TYPES },
            },
            { notify: false },
          )
        : await options.api.request<unknown>(
            { method: 'POST', path: 'order/getOrderDetailsByOrderId', body: { orderId } },
            { notify: false },
          )
    if (stopped) return
    if (!answer.success) {
      if (answer.errCode === 'AUTH.UNAUTHORIZED') stopAll()
      return
    }
    const page = v.safeParse(PolledPage, answer.data)
    const one = v.safeParse(PolledOrder, answer.data)
    const orders = page.success ? page.output.list : one.success ? [one.output] : []
    for (const order of orders)
      report({ orderId: order.id, status: order.status, updatedAt: order.updatedAt })
  }

  const startPolling = () => {
    if (pollTimer !== null || stopped) return
    void poll()
    pollTimer = setInterval(() => void poll(), POLL_INTERVAL_MS)
  }
  function stopPolling() {
    if (pollTimer !== null) clearInterval(pollTimer)
    pollTimer = null
  }

  /** One stream: resolves when it ends, and how. */
  const readStream = async (): Promise<StreamEnd> => {
    controller = new AbortController()
    const { signal } = controller
    let idle: ReturnType<typeof setTimeout> | null = null
    const touch = () => {
      if (idle !== null) clearTimeout(idle)
      idle = setTimeout(() => controller?.abort(), STREAM_IDLE_MS)
    }
    try {
      const headers = await options.api.headers()
      const query = orderId === undefined ? '' : `?orderId=${orderId}`
      touch()
      const response = await fetch(`${apiBaseUrl()}/order/events${query}`, {
        headers: { ...headers, Accept: 'text/event-stream' },
        signal,
        credentials: 'same-origin',
        cache: 'no-store',
      })
      if (response.status === 401) return 'unauthorized'
      const type = response.headers.get('content-type') ?? ''
      if (response.status === 404 || (response.ok && !type.includes('text/event-stream')))
        return 'unsupported'
      if (!response.ok || !response.body) return 'dropped'
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      const feed = sseMessages()
      for (;;) {
        const { done, value } = await reader.read()
        if (done || stopped) return stopped ? 'stopped' : 'dropped'
        touch()
        for (const message of feed(decoder.decode(value, { stream: true }))) {
          if (message.event === 'ready') {
            // Listening again: polls stop; after a drop, one poll catches up on what was missed.
            if (failures > 0 || pollTimer !== null) void poll()
            failures = 0
            stopPolling()
          } else if (message.event === 'replaced') {
            void reader.cancel().catch(() => undefined)
            return 'replaced'
          } else if (message.event === 'order') {
            const change = v.safeParse(ChangeSchema, safeJson(message.data))
            if (change.success) report(change.output)
          }
        }
      }
    } catch {
      return stopped ? 'stopped' : 'dropped'
    } finally {
      if (idle !== null) clearTimeout(idle)
    }
  }

  const connect = async () => {
    const end = await readStream()
    if (stopped || end === 'stopped') return
    if (end === 'unauthorized') return stopAll()
    startPolling()
    // A server without the stream, or a stream another screen took the place of, is polled only.
    if (end === 'unsupported' || end === 'replaced') return
    failures += 1
    const delay = backoffMs(RECONNECT, failures)
    retryTimer = setTimeout(() => void connect(), delay * (1 + Math.random() * 0.2))
  }

  void connect()
  return stopAll
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
