import { LocalOrderEventBus, type OrderEvent } from '../../server/services/order/events'
import type { StaffTestApp } from './staffHelpers'

/** Reading GET /api/order/events as a client does: the body as it arrives, split into SSE messages. */

/** What an `order` event carries. */
type OrderWire = { orderId: number; status: number; updatedAt: string }

/** One server-sent message: its event name and parsed data; or a comment line (heartbeat). */
export type SseMessage = { event: string; data: unknown } | { comment: string }

export type EventStream = {
  status: number
  headers: Headers
  /** The next message matching `accept` (earlier ones are passed over); rejects after `timeoutMs`. */
  next(accept?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>
  /** The data of the next `order` event (of this order and status, when given). */
  nextOrder(orderId?: number, status?: number): Promise<OrderWire>
  /** Every message received so far. */
  received: SseMessage[]
  close(): Promise<void>
}

function parseBlock(block: string): SseMessage | null {
  const lines = block.split('\n')
  if (lines.every((line) => line.startsWith(':'))) return { comment: lines.join('\n').slice(1).trim() }
  let event = 'message'
  const data: string[] = []
  for (const line of lines) {
    if (line.startsWith('event: ')) event = line.slice(7)
    else if (line.startsWith('data: ')) data.push(line.slice(6))
  }
  return data.length === 0 ? null : { event, data: JSON.parse(data.join('\n')) }
}

/** Reads an event stream answer message by message. */
export function readEventStream(response: Response): EventStream {
  const received: SseMessage[] = []
  const waiters = new Set<() => void>()
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let ended = false
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const message = parseBlock(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          if (message) received.push(message)
          end = buffer.indexOf('\n\n')
        }
        for (const wake of waiters) wake()
      }
    } catch {
      // cancelled by close()
    } finally {
      ended = true
      for (const wake of waiters) wake()
    }
  })()
  let seen = 0
  const stream: EventStream = {
    status: response.status,
    headers: response.headers,
    received,
    next: (accept = () => true, timeoutMs = 5_000) =>
      new Promise<SseMessage>((resolve, reject) => {
        const check = () => {
          while (seen < received.length) {
            const message = received[seen++]!
            if (accept(message)) {
              done()
              resolve(message)
              return
            }
          }
          if (ended) {
            done()
            reject(new Error(`stream ended; received ${JSON.stringify(received)}`))
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(
            new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received)}`),
          )
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      }),
    nextOrder: async (orderId, status) => {
      const message = await stream.next(orderEvent(orderId, status))
      return (message as { data: OrderWire }).data
    },
    close: async () => {
      await reader.cancel().catch(() => undefined)
    },
  }
  return stream
}

/**
 * Opens the member's event stream on the app (optionally of one order), from `ip` when given (the
 * test apps trust one proxy: X-Forwarded-For names the client).
 */
export async function openEvents(
  t: StaffTestApp,
  token: string,
  orderId?: number,
  ip?: string,
): Promise<EventStream> {
  const query = orderId === undefined ? '' : `?orderId=${orderId}`
  const response = await t.app.request(`/api/order/events${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
  })
  return readEventStream(response)
}

/** The in-process bus, telling how many listeners each member has (to see that ended streams leave none). */
export class CountedEventBus extends LocalOrderEventBus {
  private readonly counts = new Map<number, number>()

  listenerCount(memberId: number): number {
    return this.counts.get(memberId) ?? 0
  }

  override async subscribe(memberId: number, listener: (event: OrderEvent) => void) {
    const stop = await super.subscribe(memberId, listener)
    this.counts.set(memberId, this.listenerCount(memberId) + 1)
    let stopped = false
    return () => {
      if (!stopped) this.counts.set(memberId, this.listenerCount(memberId) - 1)
      stopped = true
      stop()
    }
  }
}

/** Whether a message is an `order` event (of this order, when given). */
export const orderEvent =
  (orderId?: number, status?: number) =>
  (message: SseMessage): boolean => {
    if (!('event' in message) || message.event !== 'order') return false
    const data = message.data as { orderId: number; status: number }
    return (
      (orderId === undefined || data.orderId === orderId) && (status === undefined || data.status === status)
    )
  }

export const isReady = (message: SseMessage) => 'event' in message && message.event === 'ready'
