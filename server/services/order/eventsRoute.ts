import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import * as v from 'valibot'
import { OptionalIdParam } from '../../../src/domain/contract/system'
import { ERR } from '../../../src/domain/envelope'
import type { Database } from '../../db/open'
import { requireMember } from '../../http/auth'
import { clientIp, ipBucket, type TrustProxy } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { parseInput, queryOf } from '../../http/input'
import { OpenEventStreams } from './eventStreams'
import type { OrderEvent, OrderEventBus } from './events'
import { memberOrder } from './memberOrders'

/**
 * GET /api/order/events (docs/api.md "Live order events"): the member's order changes as
 * server-sent events, for a request that accepts text/event-stream. `ready` once listening (then, with orderId, an `order` event with the order as
 * it is now), an `order` event `{ orderId, status, updatedAt }` per change, and a comment line
 * every heartbeat so that proxies keep the connection open and a dead one is noticed. Past the
 * streams one member or address may hold (./eventStreams.ts), the oldest gets `replaced` and ends.
 */

/** SSE heartbeat (a comment line) every 25 s: below the usual 30–60 s proxy idle timeouts. */
const HEARTBEAT_MS = 25_000

export type OrderEventDeps = {
  db: Database
  now: () => Date
  events: OrderEventBus
  /** Heartbeat interval (ms); HEARTBEAT_MS when absent (tests shorten it). */
  heartbeatMs?: number
  /** The proxies in front, for the client address the streams are counted by. */
  trustProxy: TrustProxy
}

const EventsParams = v.object({ orderId: OptionalIdParam })

/** 406 VALIDATION on `Accept`: the request does not accept text/event-stream. */
const notAcceptable = () =>
  new ApiError(406, ERR.validation, 'invalidHeader', { field: 'Accept', params: { field: 'Accept' } })

/** What an `order` event carries (the member id stays on the server). */
const wireOf = (event: Pick<OrderEvent, 'orderId' | 'status' | 'updatedAt'>) =>
  JSON.stringify({ orderId: event.orderId, status: event.status, updatedAt: event.updatedAt })

/** The events call, mounted under /api/order. */
export function orderEventRoutes(deps: OrderEventDeps) {
  const routes = new Hono<AppEnv>()
  const openStreams = new OpenEventStreams()
  routes.get('/events', requireMember(deps.db, deps.now), async (c) => {
    const { orderId } = parseInput(EventsParams, queryOf(c))
    const memberId = c.get('member').id
    // ORDER.NOT_FOUND (an envelope, before any stream) for an order that is not the member's.
    if (orderId !== undefined) await memberOrder(deps.db, memberId, orderId)
    // Only a client that reads event streams gets one (the PWA's fetch and EventSource ask for it);
    // anything else gets an envelope at once instead of a body that never ends.
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) throw notAcceptable()
    // Vary: Accept-Encoding keeps the API compression from buffering the endless body (it leaves
    // answers that negotiated their encoding alone); an event stream is sent as it is.
    c.header('Vary', 'Accept-Encoding')
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(
      c,
      async (stream) => {
        const send = (event: OrderEvent) => {
          if (orderId === undefined || event.orderId === orderId)
            void stream.writeSSE({ event: 'order', data: wireOf(event) })
        }
        let finish = () => {}
        const finished = new Promise<void>((resolve) => {
          finish = resolve
        })
        let replaced = false
        const release = openStreams.open(memberId, ipBucket(clientIp(c, deps.trustProxy)), () => {
          replaced = true
          finish()
        })
        stream.onAbort(() => finish())
        if (stream.aborted) finish()
        const stopClose = deps.events.onClose(() => finish())
        let stop: () => void
        try {
          stop = await deps.events.subscribe(memberId, send)
        } catch (error) {
          // Redis unreachable: the stream ends at once and the client polls until it reconnects.
          c.get('log').warn({ err: error }, 'order event stream could not listen')
          stopClose()
          release()
          return
        }
        const heartbeat = setInterval(
          () => void stream.write(': heartbeat\n\n'),
          deps.heartbeatMs ?? HEARTBEAT_MS,
        )
        try {
          await stream.writeSSE({ event: 'ready', data: '{}' })
          if (orderId !== undefined) {
            const order = await memberOrder(deps.db, memberId, orderId)
            await stream.writeSSE({ event: 'order', data: wireOf(order) })
          }
          await finished
        } finally {
          clearInterval(heartbeat)
          stop()
          stopClose()
          release()
          // A newer stream of the member or address took this one's place: the client polls instead
          // of reconnecting, so two of its screens never take the place from each other in turn.
          if (replaced) await stream.writeSSE({ event: 'replaced', data: '{}' })
        }
      },
      async (error) => {
        c.get('log').warn({ err: error }, 'order event stream failed')
      },
    )
  })
  return routes
}
