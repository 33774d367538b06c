import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sseMessages, subscribeOrderEvents } from '../../src/api/orderEvents'
import { browserApi } from '../../src/data/browserApi'
import { saveLogin } from '../../src/db/login'
import { pointAppAt } from './helpers/localApi'
import { resetDatabase } from './helpers/resetDatabase'

/**
 * The client of the live order events (src/api/orderEvents.ts) against a real HTTP server whose
 * answers each test scripts: the stream read with the app's headers, reconnection with back-off,
 * polling while the stream is down, and giving up on 401. (tests/server/orderEvents.test.ts runs
 * the same stream against the real API server.)
 */

describe('sseMessages', () => {
  it('answers complete messages, keeps the rest for the next chunk, skips comments and joins data lines', () => {
    const feed = sseMessages()
    expect(feed('event: ready\ndata: {}\n\n: heartbeat\n\nevent: order\ndata: {"a"')).toEqual([
      { event: 'ready', data: '{}' },
    ])
    expect(feed(':1}\r\n\r\ndata: x\ndata: y\n\n')).toEqual([
      { event: 'order', data: '{"a":1}' },
      { event: 'message', data: 'x\ny' },
    ])
  })
})

type Scripted = {
  /** What the events path answers: an open stream the test writes to, or a status. */
  events: 'stream' | number
  streams: ServerResponse[]
  /** Streams the client closed. */
  closedStreams: number
  eventRequests: IncomingMessage[]
  polls: string[]
  /** The order the detail poll answers. */
  order: { id: number; status: number; updatedAt: string }
  /** How long a poll waits before it answers. */
  pollDelayMs: number
}

let server: Server
let base: string
let script: Scripted
let restore: () => void

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/api/order/events') {
      script.eventRequests.push(req)
      if (script.events !== 'stream') {
        res.writeHead(script.events, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ success: false, code: 0, errCode: 'X' }))
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('event: ready\ndata: {}\n\n')
      script.streams.push(res)
      const current = script
      res.on('close', () => {
        current.closedStreams += 1
      })
      return
    }
    script.polls.push(path)
    const data = path.endsWith('getMemberOrderList') ? { list: [script.order] } : script.order
    const body = JSON.stringify({ success: true, code: 1, data })
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(body)
    }, script.pollDelayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)
beforeEach(async () => {
  await resetDatabase()
  await saveLogin({ id: 5, phone: '91234567' }, 'member-token')
  script = {
    events: 'stream',
    streams: [],
    closedStreams: 0,
    eventRequests: [],
    polls: [],
    order: { id: 42, status: 0, updatedAt: '2026-03-02T04:00:00.000Z' },
    pollDelayMs: 0,
  }
  ;({ restore } = pointAppAt({ base, seen: [], handler: () => ({}), close: async () => {} }))
})
afterEach(() => restore())

const send = (res: ServerResponse, data: unknown) =>
  res.write(`event: order\ndata: ${JSON.stringify(data)}\n\n`)

describe('subscribeOrderEvents', () => {
  it('reads the stream with the app’s headers and reports each change once', async () => {
    const changes: unknown[] = []
    const stop = subscribeOrderEvents({
      api: browserApi,
      orderId: 42,
      onChange: (change) => changes.push(change),
    })
    await vi.waitFor(() => expect(script.streams).toHaveLength(1))
    const request = script.eventRequests[0]!
    expect(request.url).toBe('/api/order/events?orderId=42')
    expect(request.headers).toMatchObject({
      authorization: 'Bearer member-token',
      'x-app-type': '7',
      accept: 'text/event-stream',
    })
    const change = { orderId: 42, status: 8, updatedAt: '2026-03-02T04:01:00.000Z' }
    send(script.streams[0]!, change)
    send(script.streams[0]!, change)
    script.streams[0]!.write(': heartbeat\n\n')
    send(script.streams[0]!, { ...change, status: 2, updatedAt: '2026-03-02T04:02:00.000Z' })
    await vi.waitFor(() => expect(changes).toHaveLength(2))
    expect(changes).toEqual([change, { ...change, status: 2, updatedAt: '2026-03-02T04:02:00.000Z' }])
    expect(script.polls).toEqual([])
    stop()
    await vi.waitFor(() => expect(script.closedStreams).toBe(1))
  })

  it('polls the order while the stream is down and reconnects with back-off', async () => {
    const changes: { orderId: number; status: number }[] = []
    const stop = subscribeOrderEvents({
      api: browserApi,
      orderId: 42,
      onChange: (change) => changes.push(change),
    })
    await vi.waitFor(() => expect(script.streams).toHaveLength(1))
    // The stream drops and the next attempt is refused: the order is polled meanwhile.
    script.events = 503
    script.order = { id: 42, status: 3, updatedAt: '2026-03-02T04:05:00.000Z' }
    script.streams[0]!.end()
    await vi.waitFor(() =>
      expect(changes).toEqual([{ orderId: 42, status: 3, updatedAt: script.order.updatedAt }]),
    )
    expect(script.polls[0]).toBe('/api/order/getOrderDetailsByOrderId')
    // Retried after about 1 s; the next after about 2 s, when the stream is back.
    await vi.waitFor(() => expect(script.eventRequests).toHaveLength(2), { timeout: 2_000 })
    script.events = 'stream'
    await vi.waitFor(() => expect(script.streams).toHaveLength(2), { timeout: 4_000 })
    send(script.streams[1]!, { orderId: 42, status: 4, updatedAt: '2026-03-02T04:06:00.000Z' })
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ status: 4 }))
    stop()
  }, 10_000)

  it('keeps a stream event when the catch-up poll sent before it answers after it', async () => {
    const changes: { orderId: number; status: number }[] = []
    const stop = subscribeOrderEvents({
      api: browserApi,
      orderId: 42,
      onChange: (change) => changes.push(change),
    })
    await vi.waitFor(() => expect(script.streams).toHaveLength(1))
    script.order = { id: 42, status: 3, updatedAt: '2026-03-02T04:05:00.000Z' }
    script.streams[0]!.end()
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ status: 3 }))
    // Back on the stream: the catch-up poll is slow and still says 3; the stream already said 4.
    script.pollDelayMs = 400
    await vi.waitFor(() => expect(script.streams).toHaveLength(2), { timeout: 3_000 })
    send(script.streams[1]!, { orderId: 42, status: 4, updatedAt: '2026-03-02T04:06:00.000Z' })
    await vi.waitFor(() => expect(changes.at(-1)).toMatchObject({ status: 4 }))
    await new Promise((resolve) => setTimeout(resolve, 600))
    // The poll while down and the catch-up poll both answered; the late one changed nothing.
    expect(script.polls).toHaveLength(2)
    expect(changes.map((change) => change.status)).toEqual([3, 4])
    stop()
  }, 10_000)

  it('follows every order of the member through the list page, and polls when the server has no stream', async () => {
    script.events = 404
    const changes: unknown[] = []
    const stop = subscribeOrderEvents({ api: browserApi, onChange: (change) => changes.push(change) })
    await vi.waitFor(() => expect(script.polls).toEqual(['/api/order/orderInfo/getMemberOrderList']))
    // The poll's answer is read after its request is seen: wait for it, not for the request alone.
    await vi.waitFor(() =>
      expect(changes).toEqual([{ orderId: 42, status: 0, updatedAt: script.order.updatedAt }]),
    )
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    // No stream to reconnect to: no second attempt, only the 10 s polls.
    expect(script.eventRequests).toHaveLength(1)
    stop()
  })

  it('polls without reconnecting once the server replaced its stream with a newer one', async () => {
    const changes: unknown[] = []
    const stop = subscribeOrderEvents({
      api: browserApi,
      orderId: 42,
      onChange: (change) => changes.push(change),
    })
    await vi.waitFor(() => expect(script.streams).toHaveLength(1))
    script.streams[0]!.end('event: replaced\ndata: {}\n\n')
    await vi.waitFor(() => expect(script.polls).toEqual(['/api/order/getOrderDetailsByOrderId']))
    await vi.waitFor(() =>
      expect(changes).toEqual([{ orderId: 42, status: 0, updatedAt: script.order.updatedAt }]),
    )
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    // A reconnect would end another of the diner's streams, which would then do the same.
    expect(script.eventRequests).toHaveLength(1)
    stop()
  })

  it('stops for good on 401 (logged out): no polls, no retries', async () => {
    script.events = 401
    const changes: unknown[] = []
    subscribeOrderEvents({ api: browserApi, orderId: 42, onChange: (change) => changes.push(change) })
    await vi.waitFor(() => expect(script.eventRequests).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(script.eventRequests).toHaveLength(1)
    expect(script.polls).toEqual([])
    expect(changes).toEqual([])
  })
})
