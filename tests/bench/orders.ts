/**
 * Orders placed per second (issue 11): order/addOrder2 for 10 s over 20 connections, every request
 * with a submission key of its own (a new order each), next to the bare hello-world route measured
 * in the same sitting, alternating, each figure the median of the runs. The member logs in through
 * the dev SMS inbox; the cart is a pick-up order of foods without stock control or limits (so that
 * nothing runs out), priced by the server first. Every answer is checked: a run with a non-2xx
 * answer, an error or a business failure (`success` false) is reported as such, not as a figure.
 *
 * On its own: `npx tsx tests/bench/orders.ts` (production servers on BENCH_ORDERS_PORT, default 8193,
 * and the next port: the embedded database, then PostgreSQL at BENCH_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/bench, reset first). `npm run bench` prints the same lines.
 */

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { orderableFoods, servedCartLine } from '../unit/helpers/servedMenuLines'
import { apiCall, registerByApi } from './apiCall'
import { startBareHono } from './bareHono'
import { processCpuMs } from './processCpu'
import { liftMemberCaps, startShopServer } from './server'
import { measureThroughput } from './throughput'

const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS || 10)
const CONNECTIONS = 20
const WARM_UP_SECONDS = 2
const RUNS = Number(process.env.BENCH_ORDERS_RUNS || 3)
/** The PostgreSQL database the bench resets and serves its orders from when BENCH_DATABASE_URL is not set. */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench'
const PICKUP = 7

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A new member of the brand, logged in as the PWA does (./apiCall.ts), with a random phone. */
function newMemberToken(origin: string, brandId: number): Promise<string> {
  return registerByApi(origin, brandId, `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
}

/** The addOrder2 request of the bench: a member's token and a pick-up order (2 + 1 units of two foods) at the server's price. */
export type OrderRequest = { token: string; payload: Record<string, unknown> }

/** Logs a member in and builds a pick-up order at the demo brand's first restaurant with a pick-up menu. */
export async function prepareOrder(origin: string, brandId = 1): Promise<OrderRequest> {
  const list = await fetch(`${origin}/api/restaurant/public/brand/getBrandRestaurantList?brandId=${brandId}`)
  const restaurants = ((await list.json()) as { data: { id: number; menuTypes: number[] }[] }).data
  const restaurant = restaurants.find((entry) => entry.menuTypes.includes(PICKUP))
  if (!restaurant) throw new Error('the demo brand has no pick-up menu')
  const menu = await apiCall(origin, 'restaurant/food/shopMenuNew', {
    json: { restaurantId: restaurant.id, menuType: PICKUP },
  })
  const foods = orderableFoods(menu.data as ShopMenu)
  if (foods.length < 2) throw new Error('the pick-up menu has fewer than 2 plain foods')
  const token = await newMemberToken(origin, brandId)
  const payload: Record<string, unknown> = {
    brandId,
    restaurantId: restaurant.id,
    orderType: PICKUP,
    menuType: PICKUP,
    lines: [servedCartLine(foods[0]!, restaurant.id, 2), servedCartLine(foods[1]!, restaurant.id, 1)],
    persons: 1,
    payType: 1,
    remark: '',
  }
  const quote = await apiCall<{ price?: string }>(origin, 'order/addOrder2', {
    headers: { authorization: `Bearer ${token}` },
    json: { ...payload, submissionKey: `bench-quote-${Date.now()}`, expectedPrice: '99999.99' },
  })
  const price = quote.data?.price
  if (quote.errCode !== 'ORDER.PRICE_CHANGED' || !price) throw new Error(`quote: ${JSON.stringify(quote)}`)
  return { token, payload: { ...payload, expectedPrice: price } }
}

type OrderRun = {
  ordersPerSecond: number
  p99Ms: number
  orders: number
  non2xx: number
  errors: number
  /** Answers with `success` false (the first one's errCode kept). */
  failures: number
  firstFailure: string | null
  cpuUsPerOrder: number | null
}

let runCounter = 0

/** One run: addOrder2 with a fresh submission key per request. */
async function measureOrders(
  origin: string,
  pid: number,
  order: OrderRequest,
  seconds = SECONDS,
): Promise<OrderRun> {
  const run = `bench-${process.pid}-${Date.now()}-${++runCounter}`
  let sent = 0
  let failures = 0
  let firstFailure: string | null = null
  const before = processCpuMs(pid)
  const result = await autocannon({
    url: `${origin}/api/order/addOrder2`,
    duration: seconds,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${order.token}`,
          'x-app-type': '7',
          'x-locale': 'en',
        },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ ...order.payload, submissionKey: `${run}-${++sent}` }),
        }),
        onResponse: (status, body) => {
          // non-2xx answers are counted by autocannon; a 2xx answer must be a success envelope.
          if (status < 200 || status >= 300 || body.includes('"success":true')) return
          failures++
          firstFailure ??= body.slice(0, 200)
        },
      },
    ],
  })
  const after = processCpuMs(pid)
  const answers = result.requests.total
  return {
    ordersPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    orders: answers,
    non2xx: result.non2xx,
    errors: result.errors,
    failures,
    firstFailure,
    cpuUsPerOrder:
      before === null || after === null || answers === 0
        ? null
        : Math.round(((after - before) * 1000) / answers),
  }
}

/**
 * The figures of one server (labelled by its database): RUNS runs of addOrder2 alternating with
 * the bare hello route (in this process, the same connections and seconds), after a warm-up.
 */
async function orderThroughputLine(label: string, origin: string, pid: number): Promise<string> {
  // One member places every order: the caps on what one member may order would refuse most.
  await liftMemberCaps(origin, 1)
  const order = await prepareOrder(origin)
  const bare = await startBareHono(Number(process.env.BENCH_ORDERS_BARE_PORT || 0))
  try {
    await measureOrders(origin, pid, order, WARM_UP_SECONDS)
    const runs: OrderRun[] = []
    const hello: number[] = []
    for (let index = 0; index < RUNS; index++) {
      runs.push(await measureOrders(origin, pid, order))
      hello.push((await measureThroughput(bare.url, SECONDS, CONNECTIONS)).requestsPerSecond)
    }
    const rps = runs.map((run) => run.ordersPerSecond)
    const p99 = runs.map((run) => run.p99Ms)
    const cpu = runs.map((run) => run.cpuUsPerOrder).filter((us) => us !== null)
    const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.failures, 0)
    const failure = runs.find((run) => run.firstFailure)?.firstFailure
    const figures =
      `${median(rps)} orders/s (${rps.join(', ')}), p99 ${median(p99)} ms (${p99.join(', ')})` +
      (cpu.length ? `, ${median(cpu)} µs server CPU/order` : '')
    return (
      `orders ${label} (order/addOrder2, ${SECONDS} s x ${CONNECTIONS} connections, a new submission key per ` +
      `request, median of ${RUNS}, alternating with hello): ` +
      (failed
        ? `NO FIGURE: ${failed} non-2xx, errors or failures (first: ${failure ?? 'non-2xx or socket error'}); would be ${figures}`
        : figures) +
      `; bare Hono hello ${median(hello)} req/s (${hello.join(', ')}); ratio ${(median(rps) / median(hello)).toFixed(3)}`
    )
  } finally {
    await bare.close()
  }
}

/**
 * Empties the bench's PostgreSQL database (drops and creates it, through the server's `postgres`
 * database). Only a database whose name holds "bench" is reset: the bench must not empty another.
 */
export async function resetBenchDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/bench/.test(name) || !/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(
      `refusing to reset database "${name}": the bench resets only a database named like *bench*`,
    )
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
}

/** The PostgreSQL line: a server of its own over the reset bench database. */
async function postgresOrderLine(port: number, databaseUrl: string): Promise<string> {
  await resetBenchDatabase(databaseUrl)
  const shop = await startShopServer(port, databaseUrl)
  try {
    return await orderThroughputLine('on PostgreSQL', shop.origin, shop.pid)
  } finally {
    await shop.stop()
  }
}

/**
 * The bench's order lines: the embedded database on `port`, then PostgreSQL (reset first) on the
 * next port; `which` picks one of them.
 */
export async function orderLines(
  port: number,
  databaseUrl: string,
  which: 'both' | 'pglite' | 'postgres' = 'both',
): Promise<string[]> {
  const lines: string[] = []
  if (which !== 'postgres') {
    const shop = await startShopServer(port)
    try {
      lines.push(await orderThroughputLine('on PGlite', shop.origin, shop.pid))
    } finally {
      await shop.stop()
    }
  }
  if (which !== 'pglite') lines.push(await postgresOrderLine(port + 1, databaseUrl))
  return lines
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const which = process.env.BENCH_ORDERS_DB
  const lines = await orderLines(
    Number(process.env.BENCH_ORDERS_PORT || 8193),
    process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
    which === 'pglite' || which === 'postgres' ? which : 'both',
  )
  for (const line of lines) console.log(line)
}
