/**
 * The menu call's throughput next to a bare Hono route sending the same bytes from memory (issue
 * 10 item 9), and the bytes one menu load costs on the wire. Both sides get the same request (a
 * POST with the menu's JSON body and the same headers) and send the same bytes: uncompressed when
 * the client accepts no encoding, and the menu's own brotli bytes when it accepts br. Each side
 * runs in a process of its own; runs alternate between the sides, after a warm-up of each, and
 * each figure is the median. Next to req/s, each side's CPU time per answer (from /proc): on a
 * shared machine other work lowers req/s but hardly the CPU an answer costs.
 *
 * On its own: `npx tsx tests/bench/menuThroughput.ts` (starts the production server on BENCH_PORT,
 * default 8190, over a fresh embedded database or BENCH_DATABASE_URL). `npm run bench` prints the
 * same lines.
 */

import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnBareHono } from './bareHono'
import { processCpuMs } from './processCpu'
import { startShopServer } from './server'
import { measureThroughput, type Throughput } from './throughput'
import { type WireAnswer, wireRequest } from './wireBytes'

const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS || 10)
const WARM_UP_SECONDS = 2
const CONNECTIONS = 50
const RUNS = Number(process.env.BENCH_THROUGHPUT_RUNS || 3)

/** What the PWA sends with a menu request (DESIGN §4 headers), but for the encodings it accepts. */
const APP_HEADERS = { 'content-type': 'application/json', 'x-app-type': '7', 'x-locale': 'en' }
const ACCEPTS_BR = { 'accept-encoding': 'gzip, deflate, br' }

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** One side of the comparison: where to send the request, with which headers, and its process. */
type Side = { url: string; headers: Record<string, string>; pid: number }
type Run = Throughput & { cpuUsPerAnswer: number | null }
type Runs = { menu: Run[]; bare: Run[] }

async function measure(side: Side, body: unknown, seconds = SECONDS): Promise<Run> {
  const before = processCpuMs(side.pid)
  const result = await measureThroughput(side.url, seconds, CONNECTIONS, { body, headers: side.headers })
  const after = processCpuMs(side.pid)
  const cpuUsPerAnswer =
    before === null || after === null || result.answers === 0
      ? null
      : Math.round(((after - before) * 1000) / result.answers)
  return { ...result, cpuUsPerAnswer }
}

/** Warms both sides up, then runs them RUNS times, alternating. */
async function alternate(menu: Side, bare: Side, body: unknown): Promise<Runs> {
  await measure(menu, body, WARM_UP_SECONDS)
  await measure(bare, body, WARM_UP_SECONDS)
  const runs: Runs = { menu: [], bare: [] }
  for (let run = 0; run < RUNS; run++) {
    runs.menu.push(await measure(menu, body))
    runs.bare.push(await measure(bare, body))
  }
  return runs
}

/** The headers of an answer the bare route repeats: its type and encoding, nothing negotiated. */
function bareHeadersOf(answer: WireAnswer): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': answer.headers['content-type'] ?? 'application/json',
  }
  if (answer.headers['content-encoding']) headers['Content-Encoding'] = answer.headers['content-encoding']
  return headers
}

function sideFigures(runs: Run[]): string {
  const rps = runs.map((run) => run.requestsPerSecond)
  const cpu = runs.map((run) => run.cpuUsPerAnswer).filter((us) => us !== null)
  const cpuText = cpu.length ? `, ${median(cpu)} µs CPU/answer` : ''
  return `${median(rps)} req/s (${rps.join(', ')}; ${runs[0]!.bytesPerAnswer} B/answer${cpuText})`
}

function line(label: string, runs: Runs): string {
  const ratio = (list: (number | null)[][]) => {
    const [menu, bare] = list.map((values) => values.filter((value) => value !== null))
    return menu!.length && bare!.length ? median(menu!) / median(bare!) : Number.NaN
  }
  const rpsRatio = ratio([runs.menu, runs.bare].map((list) => list.map((run) => run.requestsPerSecond)))
  const cpuRatio = ratio([runs.bare, runs.menu].map((list) => list.map((run) => run.cpuUsPerAnswer)))
  const failed = [...runs.menu, ...runs.bare].reduce((sum, run) => sum + run.non2xx + run.errors, 0)
  return (
    `throughput ${label} (${SECONDS} s x ${CONNECTIONS} connections, median of ${RUNS}, alternating): ` +
    `food/shopMenuNew ${sideFigures(runs.menu)}; bare Hono same bytes ${sideFigures(runs.bare)}; ratio ` +
    `${rpsRatio.toFixed(2)} (by CPU per answer ${cpuRatio.toFixed(2)})${failed ? `; ${failed} non-2xx or errors` : ''}`
  )
}

/** The bench's lines for the menu of `restaurantId` (delivery) on the server at `origin` (process `pid`). */
export async function menuThroughputLines(
  origin: string,
  pid: number,
  restaurantId: number,
): Promise<string[]> {
  const url = `${origin}/api/restaurant/food/shopMenuNew`
  const body = { restaurantId, menuType: 1 }
  const load = (headers: Record<string, string>) =>
    wireRequest(url, { method: 'POST', headers: { ...APP_HEADERS, ...headers }, body: JSON.stringify(body) })
  const identity = await load({})
  const br = await load(ACCEPTS_BR)
  const gzip = await load({ 'accept-encoding': 'gzip' })
  const etag = identity.headers.etag
  const repeat = etag ? await load({ ...ACCEPTS_BR, 'if-none-match': etag }) : null
  const total = (answer: WireAnswer) =>
    `${answer.headers['content-encoding'] ?? 'identity'} ${answer.status} ${answer.headBytes + answer.body.byteLength} B ` +
    `(body ${answer.body.byteLength})`
  const lines = [
    `menu load on the wire (restaurant ${restaurantId}, delivery), head and body: no Accept-Encoding ` +
      `${total(identity)}; br accepted ${total(br)}; gzip only ${total(gzip)}; repeat with If-None-Match ` +
      (repeat ? total(repeat) : 'impossible: no ETag'),
  ]
  const scratch = `.tmp/bench-bare-body-${process.pid}`
  for (const [label, answer, accept] of [
    ['uncompressed', identity, {}],
    ['brotli', br, ACCEPTS_BR],
  ] as const) {
    const bytes = new Uint8Array(answer.body)
    const bare = await spawnBareHono(0, { bytes, headers: bareHeadersOf(answer) }, scratch)
    try {
      const headers = { ...APP_HEADERS, ...accept }
      const runs = await alternate({ url, headers, pid }, { url: bare.url, headers, pid: bare.pid }, body)
      lines.push(line(label, runs))
    } finally {
      await bare.close()
      rmSync(scratch, { force: true })
    }
  }
  if (etag) {
    const headers = { ...APP_HEADERS, ...ACCEPTS_BR, 'if-none-match': etag }
    const runs = [await measure({ url, headers, pid }, body)]
    lines.push(
      `throughput repeat load answered 304 (${SECONDS} s x ${CONNECTIONS} connections): ${sideFigures(runs)}`,
    )
  }
  return lines
}

/** The first restaurant of the demo brand with a delivery menu (type 1). */
async function demoDeliveryRestaurant(origin: string): Promise<number> {
  const answer = await fetch(`${origin}/api/restaurant/public/brand/getBrandRestaurantList?brandId=1`)
  const list = ((await answer.json()) as { data: { id: number; menuTypes: number[] }[] }).data
  const restaurant = list.find((entry) => entry.menuTypes.includes(1))
  if (!restaurant) throw new Error('the demo brand has no delivery menu')
  return restaurant.id
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const shop = await startShopServer(Number(process.env.BENCH_PORT || 8190), process.env.BENCH_DATABASE_URL)
  try {
    const restaurantId = await demoDeliveryRestaurant(shop.origin)
    for (const text of await menuThroughputLines(shop.origin, shop.pid, restaurantId)) console.log(text)
  } finally {
    await shop.stop()
  }
}
