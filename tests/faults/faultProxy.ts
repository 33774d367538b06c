import {
  Agent,
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { seededChance, seededInt } from './seededChance'

/**
 * A bad network in front of a real server (issue 37 item 8): an HTTP proxy that, by seeded
 * chance, drops a request before it reaches the server, drops the answer after the server has
 * given it, holds a request for a while, or sends part of the answer's body and then cuts the
 * connection. Each request's fate is drawn from the seed and its tag (the FAULT_TAG_HEADER a client
 * sends, else the request's number), so a failing run replays from its seed.
 */

export type FaultOptions = {
  seed: string | number
  /** Chance (0–1) that a request is dropped before it reaches the server. */
  requestLoss: number
  /** Chance that the server's answer is dropped: the server did the work, the client sees a dropped connection. */
  responseLoss: number
  /** Chance that the answer is cut mid-body: the head and part of the body, then the connection closes. */
  cutMidBody: number
  /** Chance that a request is held before it goes on, for a whole number of ms in [minMs, maxMs]. */
  delay: { chance: number; minMs: number; maxMs: number }
}

/**
 * The bad network issue 37 item 8 asks exactly-once sends to survive: 30 % of requests dropped
 * before the server, 30 % of answers dropped after it, 10 % cut mid-body, 20 % held 5–40 ms.
 */
export function issueFaults(seed: string | number): FaultOptions {
  return {
    seed,
    requestLoss: 0.3,
    responseLoss: 0.3,
    cutMidBody: 0.1,
    delay: { chance: 0.2, minMs: 5, maxMs: 40 },
  }
}

/** What the proxy did, request by request. */
export type FaultCounts = {
  requests: number
  droppedRequests: number
  droppedResponses: number
  cutBodies: number
  delayed: number
  delayedMs: number
  /** Answers passed on whole. */
  answered: number
  /** Of those, answers with a status of 500 or more (the server's own failures, which the client retries). */
  serverErrors: number
  /** Answers the client was gone for by then (it gave up waiting: the PWA's 15 s timeout). */
  clientGone: number
  /** Requests the server could not be reached for (answered 502). */
  upstreamErrors: number
}

/** The header naming a request for its draws (e.g. `phone3/submission17/attempt2`); not passed on. */
export const FAULT_TAG_HEADER = 'x-fault-tag'

export type FaultProxy = { origin: string; counts: FaultCounts; close: () => Promise<void> }

/** Hop-by-hop headers: they describe one connection, never passed through a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  FAULT_TAG_HEADER,
])

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
}

async function bodyOf(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

type Upstream = { status: number; headers: IncomingHttpHeaders; body: Buffer }

function sendUpstream(target: URL, agent: Agent, incoming: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const outgoing = forward(
      new URL(incoming.url ?? '/', target),
      {
        method: incoming.method,
        headers: { ...passedOn(incoming.headers), 'content-length': String(body.length) },
        agent,
      },
      (answer) => {
        bodyOf(answer).then(
          (bytes) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: bytes }),
          reject,
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** Starts the proxy on a free local port in front of `target` (an origin such as http://127.0.0.1:8080). */
export async function startFaultProxy(target: string, options: FaultOptions): Promise<FaultProxy> {
  const upstream = new URL(target)
  const agent = new Agent({ keepAlive: true })
  const counts: FaultCounts = {
    requests: 0,
    droppedRequests: 0,
    droppedResponses: 0,
    cutBodies: 0,
    delayed: 0,
    delayedMs: 0,
    answered: 0,
    serverErrors: 0,
    clientGone: 0,
    upstreamErrors: 0,
  }
  const { seed } = options

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    counts.requests += 1
    const given = request.headers[FAULT_TAG_HEADER]
    const tag = typeof given === 'string' && given !== '' ? given : `request${counts.requests}`
    // A connection the proxy did not cut that closes before the answer went out: the client gave up.
    let cut = false
    const cutConnection = () => {
      cut = true
      request.socket.destroy()
    }
    response.once('close', () => {
      if (!cut && !response.writableFinished) counts.clientGone += 1
    })
    const body = await bodyOf(request)
    if (seededChance(seed, tag, 'request-loss') < options.requestLoss) {
      counts.droppedRequests += 1
      cutConnection()
      return
    }
    if (seededChance(seed, tag, 'delay') < options.delay.chance) {
      const ms = seededInt(options.delay.minMs, options.delay.maxMs, seed, tag, 'delay-ms')
      counts.delayed += 1
      counts.delayedMs += ms
      await sleep(ms)
    }
    let answer: Upstream
    try {
      answer = await sendUpstream(upstream, agent, request, body)
    } catch {
      counts.upstreamErrors += 1
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway')
      return
    }
    if (seededChance(seed, tag, 'response-loss') < options.responseLoss) {
      counts.droppedResponses += 1
      cutConnection()
      return
    }
    const headers = { ...passedOn(answer.headers), 'content-length': String(answer.body.length) }
    if (seededChance(seed, tag, 'cut') < options.cutMidBody) {
      counts.cutBodies += 1
      // Never the whole body: at least one byte is missing when the connection goes.
      const sent = seededInt(0, Math.max(0, answer.body.length - 1), seed, tag, 'cut-at')
      response.writeHead(answer.status, headers)
      cut = true
      response.write(answer.body.subarray(0, sent), () => request.socket.destroy())
      return
    }
    counts.answered += 1
    if (answer.status >= 500) counts.serverErrors += 1
    response.writeHead(answer.status, headers).end(answer.body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}

/** What the proxy did, in words. */
export function faultCountsText(counts: FaultCounts): string {
  return (
    `proxy: ${counts.requests} requests, ${counts.droppedRequests} dropped before the server, ` +
    `${counts.droppedResponses} answers dropped, ${counts.cutBodies} cut mid-body, ${counts.delayed} delayed ` +
    `(${counts.delayedMs} ms in all), ${counts.answered} answered whole (${counts.serverErrors} of them 5xx), ` +
    `${counts.clientGone} after the client had given up, ${counts.upstreamErrors} upstream errors`
  )
}
