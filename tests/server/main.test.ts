import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeArg } from '../../src/domain/args'
import { BACKENDS, resetPostgres } from './harness'
import { freePort, spawnServer, waitForOutput } from './process'

describe.each(BACKENDS)('server process on $name', (backend) => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-main-'))
    if (backend.url) await resetPostgres(backend.url)
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  const start = async () => {
    const port = await freePort()
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'dist'),
    }
    if (backend.url) env.DATABASE_URL = backend.url
    const server = await spawnServer(env)
    // The start lines: where the shop runs, where the console sender's codes are read, a table's link.
    await waitForOutput(server, /Shop is running[\s\S]*\/api\/dev\/sms[\s\S]*Order at table .*\n/)
    return { server, base: `http://127.0.0.1:${port}`, port }
  }

  const restaurantsOf = async (base: string) => {
    const brand = await (await fetch(`${base}/api/restaurant/brand/getBrandByAlias?alias=demo`)).json()
    const list = await fetch(
      `${base}/api/restaurant/public/brand/getBrandRestaurantList?brandId=${brand.data.id}`,
    )
    return (await list.json()).data
  }

  const log = { id: 'process-log-0001', logType: 1, optTime: 1_767_225_600_000 }
  const postLog = async (base: string) => {
    const res = await fetch(`${base}/api/member/userOptLog/insert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(log),
    })
    return (await res.json()).data
  }

  it('prints its lines, serves, keeps its data across a restart and stops cleanly on SIGTERM', async () => {
    const first = await start()
    const [running, sms, table, end] = first.server.stdout().split('\n')
    expect([running, sms, end]).toEqual([
      `Shop is running at http://localhost:${first.port}/shop/`,
      'SMS codes are not sent (console sender): read the latest code of a phone from this machine at ' +
        `http://localhost:${first.port}/api/dev/sms?phone=1-91234567`,
      '',
    ])
    // Table codes are random: the link the first table's QR code carries, /scanCode with its code.
    const printed = new RegExp(
      `^Order at table A1 \\(its QR code opens\\): http://localhost:${first.port}/shop/scanCode/([A-Za-z0-9_~-]+)$`,
    ).exec(table ?? '')
    expect(printed, table).not.toBeNull()
    expect(decodeArg(printed![1])).toMatchObject({
      kind: 'ok',
      values: [expect.stringMatching(/^[0-9a-f]{32}$/)],
    })
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200)
    // The built PWA is compressed in the background after the start; /healthz says when it is done.
    await vi.waitFor(
      async () => expect((await (await fetch(`${first.base}/healthz`)).json()).pwa).toBe('compressed'),
      { timeout: 30_000, interval: 200 },
    )
    // Then the demo pictures at the screens' sizes: a menu's first visitor finds them made.
    await vi.waitFor(
      async () => expect((await (await fetch(`${first.base}/healthz`)).json()).pictures).toBe('ready'),
      { timeout: 60_000, interval: 200 },
    )
    const thumbnails = await readdir(join(dataDir, 'uploads', '.resized', 'demo', 'foods', 'egg-tart.svg'))
    expect(thumbnails).toContain('fill-200x200-down.webp')
    const restaurants = await restaurantsOf(first.base)
    expect(restaurants.length).toBe(4)
    expect(await postLog(first.base)).toEqual({ accepted: 1, duplicates: 0 })
    first.server.child.kill('SIGTERM')
    expect(await first.server.exited).toBe(0)

    const second = await start()
    expect(await restaurantsOf(second.base)).toEqual(restaurants)
    expect(await postLog(second.base)).toEqual({ accepted: 1, duplicates: 1 })
    second.server.child.kill('SIGINT')
    expect(await second.server.exited).toBe(0)
    // Two starts of the real process, each compiling the server: give a busy machine its time.
  }, 120_000)

  it('finishes a request in flight when SIGTERM arrives, then exits 0', async () => {
    const { server, port } = await start()
    const body = JSON.stringify({ ...log, id: 'in-flight-0001' })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/member/userOptLog/insert',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk) => {
            text += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      // Half the body now, the signal, then the rest: the request is in flight during shutdown.
      req.write(body.slice(0, 10))
      setTimeout(() => server.child.kill('SIGTERM'), 300)
      setTimeout(() => req.end(body.slice(10)), 800)
    })
    const { status, text } = await answer
    expect(status).toBe(200)
    expect(JSON.parse(text).data).toEqual({ accepted: 1, duplicates: 0 })
    expect(await server.exited).toBe(0)
  })
})
