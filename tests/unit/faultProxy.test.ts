import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAULT_TAG_HEADER, type FaultOptions, startFaultProxy } from '../faults/faultProxy'

/** What each fault of the proxy (tests/faults/faultProxy.ts) looks like to a client and to the server. */

const NONE: FaultOptions = {
  seed: 'unit',
  requestLoss: 0,
  responseLoss: 0,
  cutMidBody: 0,
  delay: { chance: 0, minMs: 0, maxMs: 0 },
}
const ANSWER = JSON.stringify({ success: true, code: 1, data: 'x'.repeat(2_000) })

describe('the fault proxy', () => {
  let server: Server
  let origin: string
  /** The requests that reached the server: their bodies and the headers they came with. */
  const reached: { body: string; tagged: boolean }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        reached.push({ body, tagged: FAULT_TAG_HEADER in request.headers })
        response.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function through(faults: Partial<FaultOptions>, body = 'order') {
    const proxy = await startFaultProxy(origin, { ...NONE, ...faults })
    const before = reached.length
    const started = performance.now()
    try {
      const text = await fetch(`${proxy.origin}/api/x`, {
        method: 'POST',
        body,
        headers: { [FAULT_TAG_HEADER]: 'phone1/order1/attempt1' },
      }).then((response) => response.text())
      return { text, error: null, reached: reached.length - before, ms: performance.now() - started, proxy }
    } catch (error) {
      return { text: null, error, reached: reached.length - before, ms: performance.now() - started, proxy }
    } finally {
      await proxy.close()
    }
  }

  it('passes a request and its answer on whole, without its tag', async () => {
    const run = await through({}, 'the body')
    expect(run).toMatchObject({ text: ANSWER, error: null, reached: 1 })
    expect(reached.at(-1)).toEqual({ body: 'the body', tagged: false })
    expect(run.proxy.counts).toMatchObject({ requests: 1, answered: 1 })
  })

  it('drops a request before the server: the server never sees it, the client sees a dropped connection', async () => {
    const run = await through({ requestLoss: 1 })
    expect(run).toMatchObject({ text: null, reached: 0 })
    expect(run.error).toBeInstanceOf(TypeError)
    expect(run.proxy.counts).toMatchObject({ requests: 1, droppedRequests: 1, answered: 0 })
  })

  it('drops an answer after the server gave it: the server saw the request, the client gets nothing', async () => {
    const run = await through({ responseLoss: 1 })
    expect(run).toMatchObject({ text: null, reached: 1 })
    expect(run.proxy.counts).toMatchObject({ droppedResponses: 1, answered: 0 })
  })

  it('cuts an answer mid-body: the head arrives, the body ends early', async () => {
    const proxy = await startFaultProxy(origin, { ...NONE, cutMidBody: 1 })
    try {
      const response = await fetch(`${proxy.origin}/api/x`, { method: 'POST', body: 'order' })
      expect([response.status, response.headers.get('content-length')]).toEqual([200, String(ANSWER.length)])
      await expect(response.text()).rejects.toThrow()
      expect(proxy.counts.cutBodies).toBe(1)
    } finally {
      await proxy.close()
    }
  })

  it('holds a request for the time drawn', async () => {
    const run = await through({ delay: { chance: 1, minMs: 120, maxMs: 120 } })
    expect(run.text).toBe(ANSWER)
    expect(run.ms).toBeGreaterThanOrEqual(115)
    expect(run.proxy.counts).toMatchObject({ delayed: 1, delayedMs: 120 })
  })

  it('gives a tagged request the same fate under the same seed, whatever came before', async () => {
    const fates = async (seed: string) => {
      const proxy = await startFaultProxy(origin, { ...NONE, seed, requestLoss: 0.5 })
      const dropped: boolean[] = []
      try {
        for (const tag of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
          const before = proxy.counts.droppedRequests
          await fetch(`${proxy.origin}/`, { headers: { [FAULT_TAG_HEADER]: tag } }).catch(() => null)
          dropped.push(proxy.counts.droppedRequests > before)
        }
      } finally {
        await proxy.close()
      }
      return dropped
    }
    const first = await fates('replay')
    expect(await fates('replay')).toEqual(first)
    expect(first).toContain(true)
    expect(first).toContain(false)
  })
})
