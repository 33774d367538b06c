/**
 * Rendered pages per second (issue 35 item 1): the server-rendered menu page rendered for every
 * request (a cold cache: each request's URL is one the server has not kept), the same page as the
 * server keeps it after its first render, and a bare Hono route sending the kept page's bytes from
 * memory (a static file of the same size), with its bare hello. Each side runs in a process of its
 * own; runs alternate, each figure is the median, and next to req/s the server's CPU time per answer.
 *
 * On its own: `npx tsx tests/bench/renderThroughput.ts` (starts the production server on BENCH_PORT,
 * default 8190, over a fresh embedded database or BENCH_DATABASE_URL). `npm run bench` prints the
 * same lines.
 */

import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { encodeArg } from '../../src/domain/args'
import { spawnBareHono } from './bareHono'
import { processCpuMs } from './processCpu'
import { startShopServer } from './server'
import { measureThroughput, type Throughput } from './throughput'
import { wireRequest } from './wireBytes'

const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS || 10)
const CONNECTIONS = 50
const RUNS = Number(process.env.BENCH_THROUGHPUT_RUNS || 3)
/** What a browser sends for a page: its language and the encodings it accepts. */
const BROWSER_HEADERS = { 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': 'gzip, deflate, br' }

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

type Run = Throughput & { cpuUsPerAnswer: number | null }

/** Runs `load` with the CPU time of process `pid` read around it. */
async function withCpu(pid: number, load: () => Promise<Throughput>): Promise<Run> {
  const before = processCpuMs(pid)
  const result = await load()
  const after = processCpuMs(pid)
  const cpuUsPerAnswer =
    before === null || after === null || result.answers === 0
      ? null
      : Math.round(((after - before) * 1000) / result.answers)
  return { ...result, cpuUsPerAnswer }
}

/**
 * The page at `url` with a query the server has never seen on every request: each is rendered
 * (the kept pages are keyed on the whole URL), as a first visit of each page would be.
 */
async function coldRenders(url: string, seconds: number): Promise<Throughput> {
  let sequence = 0
  const path = new URL(url).pathname
  const result = await autocannon({
    url,
    duration: seconds,
    connections: CONNECTIONS,
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?cold=${++sequence}` }) }],
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    answers: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }
}

function figures(runs: Run[]): string {
  const rps = runs.map((run) => run.requestsPerSecond)
  const cpu = runs.map((run) => run.cpuUsPerAnswer).filter((us) => us !== null)
  const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0)
  return (
    `${median(rps)} req/s (${rps.join(', ')}; p99 ${median(runs.map((run) => run.p99Ms))} ms; ` +
    `${runs[0]!.bytesPerAnswer} B/answer${cpu.length ? `, ${median(cpu)} µs CPU/answer` : ''}` +
    `${failed ? `; ${failed} non-2xx or errors` : ''})`
  )
}

/** The bench's lines for the menu page at `url` on the server of process `pid`. */
export async function renderThroughputLines(url: string, pid: number): Promise<string[]> {
  // The page as the server keeps it, compressed as a browser gets it: what the bare route repeats.
  // The first request renders the page (streamed); the second is answered the kept copy, whole.
  await wireRequest(url, { method: 'GET', headers: BROWSER_HEADERS })
  const kept = await wireRequest(url, { method: 'GET', headers: BROWSER_HEADERS })
  if (kept.status !== 200 || kept.headers['transfer-encoding'])
    throw new Error(
      `${url} answered ${kept.status} ${kept.headers['transfer-encoding'] ?? ''}: not a kept page`,
    )
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' }
  if (kept.headers['content-encoding']) headers['Content-Encoding'] = kept.headers['content-encoding']
  const scratch = `.tmp/bench-render-body-${process.pid}`
  const bare = await spawnBareHono(0, { bytes: new Uint8Array(kept.body), headers }, scratch)
  try {
    const hello = bare.url.replace(/\/body$/, '/hello')
    const runs = { cold: [] as Run[], kept: [] as Run[], file: [] as Run[], hello: [] as Run[] }
    // Warm-ups: the renderer's code paths, and the bare process.
    await coldRenders(url, 2)
    await measureThroughput(bare.url, 2, CONNECTIONS, { headers: BROWSER_HEADERS })
    for (let run = 0; run < RUNS; run++) {
      runs.cold.push(await withCpu(pid, () => coldRenders(url, SECONDS)))
      runs.kept.push(
        await withCpu(pid, () => measureThroughput(url, SECONDS, CONNECTIONS, { headers: BROWSER_HEADERS })),
      )
      runs.file.push(
        await withCpu(bare.pid, () =>
          measureThroughput(bare.url, SECONDS, CONNECTIONS, { headers: BROWSER_HEADERS }),
        ),
      )
      runs.hello.push(await withCpu(bare.pid, () => measureThroughput(hello, SECONDS, CONNECTIONS)))
    }
    const ratio = (a: Run[], b: Run[]) =>
      (median(a.map((r) => r.requestsPerSecond)) / median(b.map((r) => r.requestsPerSecond))).toFixed(2)
    return [
      `throughput rendered menu page (${SECONDS} s x ${CONNECTIONS} connections, median of ${RUNS}, alternating): ` +
        `cold, rendered for every request ${figures(runs.cold)}; kept after its first render ${figures(runs.kept)}; ` +
        `bare Hono sending the same bytes ${figures(runs.file)}; bare Hono hello ${figures(runs.hello)}; ` +
        `kept/same bytes ${ratio(runs.kept, runs.file)}, cold/same bytes ${ratio(runs.cold, runs.file)}`,
    ]
  } finally {
    await bare.close()
    rmSync(scratch, { force: true })
  }
}

/** The first restaurant of the demo brand with a delivery menu (type 1), and its menu page. */
async function demoMenuPage(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/restaurant/public/brand/getBrandRestaurantList?brandId=1`)
  const list = ((await answer.json()) as { data: { id: number; menuTypes: number[] }[] }).data
  const restaurant = list.find((entry) => entry.menuTypes.includes(1))
  if (!restaurant) throw new Error('the demo brand has no delivery menu')
  return `${origin}/shop/index/${encodeArg([1, restaurant.id, 0, 1])}`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const shop = await startShopServer(Number(process.env.BENCH_PORT || 8190), process.env.BENCH_DATABASE_URL)
  try {
    for (const text of await renderThroughputLines(await demoMenuPage(shop.origin), shop.pid))
      console.log(text)
  } finally {
    await shop.stop()
  }
}
