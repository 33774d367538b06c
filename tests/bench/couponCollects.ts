/**
 * Coupon collects per second under contention (issue 38): member-web/coupon/collect of ONE coupon
 * for 10 s over 20 connections, every connection a member of its own, so that every collect races
 * the others for the template's stock row (the conditional UPDATE of issuedQuantity) while each
 * member's own row lock only orders that member's collects. The coupon has stock and a per-member
 * limit far above what a run takes, so every answer must be a success; a run with a non-2xx answer,
 * an error or a business failure is reported as such, not as a figure. Median of RUNS runs.
 *
 * On its own: `npx tsx tests/bench/couponCollects.ts` (a production server on BENCH_COLLECT_PORT,
 * default 8194, on PostgreSQL at BENCH_COLLECT_DATABASE_URL or postgres://…/bench_coupons, reset
 * first). `npm run bench` prints the same line.
 */

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { registerByApi } from './apiCall'
import { resetBenchDatabase } from './orders'
import { BENCH_STAFF_TOKEN, startShopServer } from './server'

const SECONDS = Number(process.env.BENCH_COLLECT_SECONDS || 10)
const CONNECTIONS = 20
const RUNS = Number(process.env.BENCH_COLLECT_RUNS || 3)
/** Far above what RUNS runs take per member at these rates (the staff API allows up to 1,000). */
const PER_MEMBER_LIMIT = 1000
export const DEFAULT_COLLECT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_coupons'

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A collectable coupon of brand 1 made through the staff API; answers its template id. */
async function createBenchCoupon(origin: string): Promise<number> {
  const answer = await fetch(`${origin}/api/staff/coupons`, {
    method: 'POST',
    headers: { authorization: `Bearer ${BENCH_STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      brandId: 1,
      code: `BENCH${Date.now().toString(36).toUpperCase()}`,
      kind: 'collect',
      name: '壓測券',
      name1: 'Bench coupon',
      name2: '压测券',
      couponType: 2,
      amount: '1.00',
      perMemberLimit: PER_MEMBER_LIMIT,
      totalQuantity: 10_000_000,
    }),
  })
  const body = (await answer.json()) as { success?: boolean; data?: { id?: number } }
  if (!body.success || typeof body.data?.id !== 'number')
    throw new Error(`staff coupon: ${JSON.stringify(body)}`)
  return body.data.id
}

type CollectRun = {
  perSecond: number
  p99Ms: number
  answers: number
  failed: number
  firstFailure: string | null
}

/** Which member the next connection takes. */
let nextMember = 0

async function measureCollects(
  origin: string,
  couponId: number,
  tokens: readonly string[],
): Promise<CollectRun> {
  let failures = 0
  let firstFailure: string | null = null
  const body = JSON.stringify({ brandId: 1, couponId })
  const result = await autocannon({
    url: `${origin}/api/member-web/coupon/collect`,
    duration: SECONDS,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request, context: { token?: string }) => {
          // Each connection keeps one member (its context), taken in turn from the list.
          context.token ??= tokens[nextMember++ % tokens.length]
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${context.token}`,
              'x-locale': 'en',
            },
          }
        },
        onResponse: (status, text) => {
          if (status < 200 || status >= 300 || text.includes('"success":true')) return
          failures++
          firstFailure ??= text.slice(0, 200)
        },
      },
    ],
  })
  return {
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    answers: result.requests.total,
    failed: result.non2xx + result.errors + failures,
    firstFailure,
  }
}

/** The bench's line: collects per second and p99 on PostgreSQL (its database reset first). */
export async function couponCollectLine(port: number, databaseUrl: string): Promise<string> {
  await resetBenchDatabase(databaseUrl)
  const shop = await startShopServer(port, databaseUrl)
  try {
    const couponId = await createBenchCoupon(shop.origin)
    const tokens: string[] = []
    for (let index = 0; index < CONNECTIONS; index++)
      tokens.push(await registerByApi(shop.origin, 1, `93${String(index).padStart(6, '0')}`))
    const runs: CollectRun[] = []
    for (let index = 0; index < RUNS; index++) runs.push(await measureCollects(shop.origin, couponId, tokens))
    const rates = runs.map((run) => run.perSecond)
    const p99 = runs.map((run) => run.p99Ms)
    const failed = runs.reduce((sum, run) => sum + run.failed, 0)
    const figures =
      `${median(rates)} collects/s (${rates.join(', ')}), p99 ${median(p99)} ms (${p99.join(', ')}), ` +
      `${runs.reduce((sum, run) => sum + run.answers, 0)} copies issued`
    return (
      `coupon collects on PostgreSQL (member-web/coupon/collect of one coupon, ${SECONDS} s x ${CONNECTIONS} ` +
      `connections, a member each, median of ${RUNS}): ` +
      (failed
        ? `NO FIGURE: ${failed} non-2xx, errors or failures (first: ${runs.find((run) => run.firstFailure)?.firstFailure ?? 'non-2xx or socket error'}); would be ${figures}`
        : figures)
    )
  } finally {
    await shop.stop()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  console.log(
    await couponCollectLine(
      Number(process.env.BENCH_COLLECT_PORT || 8194),
      process.env.BENCH_COLLECT_DATABASE_URL || DEFAULT_COLLECT_BENCH_DATABASE_URL,
    ),
  )
}
