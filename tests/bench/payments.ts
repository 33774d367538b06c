/**
 * Payments settled per second through the sandbox callback (issue 13): POST
 * /api/pay/callback/sandbox for 10 s over 20 connections on PostgreSQL, every request a genuine
 * notification — signed with the server's SANDBOX_PAY_SECRET over timestamp and raw body, fresh —
 * of a different pending payment, so each one verifies, locks its payment, settles it, moves its
 * order 0 → 1 and publishes the change. The pending payments are made first: one online order
 * placed and confirmed through the API, then cloned by SQL (orders and their pending payments) so
 * that the preparation does not dominate the bench. Only answers `{ applied: true }` count: a run
 * with a non-2xx answer, an error or a refusal is reported as such, not as a figure.
 *
 * On its own: `npx tsx tests/bench/payments.ts` (a production server on BENCH_PAY_PORT, default
 * 8195, over PostgreSQL at BENCH_PAY_DATABASE_URL or postgres://postgres@127.0.0.1:5432/bench_pay,
 * reset first; BENCH_PAY_SECONDS, BENCH_PAY_RUNS). `npm run bench` prints the same line.
 */

import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { signBody } from '../../server/providers/payment/signature'
import { prepareOrder, resetBenchDatabase } from './orders'
import { processCpuMs } from './processCpu'
import { startShopServer } from './server'

const SECONDS = Number(process.env.BENCH_PAY_SECONDS || 10)
const CONNECTIONS = 20
const WARM_UP_SECONDS = Math.min(2, SECONDS)
const RUNS = Number(process.env.BENCH_PAY_RUNS || 3)
/** Pending payments made for one run: more than a run can settle (the line says when it ran out). */
const POOL = Number(process.env.BENCH_PAY_POOL || 30_000)
/** The bench's own database (reset every run): never the order bench's or the tests'. */
export const DEFAULT_PAY_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_pay'
/** The card method the demo restaurants offer (QFPay Visa / Mastercard). */
const CARD = 40

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

type Pending = { orderId: number; ref: string; amount: string }

async function post(origin: string, path: string, token: string, json: unknown) {
  const answer = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-app-type': '7' },
    body: JSON.stringify(json),
  })
  return (await answer.json()) as { success: boolean; data?: Record<string, unknown>; errCode?: string }
}

/** One online order placed and confirmed through the API: the template the pool is cloned from. */
async function templateOrder(origin: string): Promise<number> {
  const { token, payload } = await prepareOrder(origin)
  const placed = await post(origin, 'order/addOrder2', token, {
    ...payload,
    payType: CARD,
    submissionKey: `bench-pay-template-${Date.now()}`,
  })
  if (!placed.success) throw new Error(`addOrder2: ${JSON.stringify(placed)}`)
  const orderId = placed.data!.id as number
  const confirmed = await post(origin, 'order/confirmPay', token, { orderId, payType: CARD })
  if (!confirmed.success) throw new Error(`confirmPay: ${JSON.stringify(confirmed)}`)
  return orderId
}

/** `count` unpaid copies of the template order, each with a pending sandbox payment. */
async function clonePending(
  databaseUrl: string,
  templateId: number,
  count: number,
  tag: string,
): Promise<Pending[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const columns = (
      await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'orders' and column_name not in ('id', 'submission_key')
         order by ordinal_position`,
      )
    ).rows.map((row) => `"${row.column_name}"`)
    const list = columns.join(', ')
    await client.query('begin')
    await client.query(
      `insert into orders (${list}, submission_key)
       select ${list}, $2 || '-' || g from orders cross join generate_series(1, $3::integer) g where id = $1`,
      [templateId, tag, count],
    )
    // 22 characters of [A-Za-z0-9_-], like the sandbox's references.
    const rows = await client.query<{ order_id: number; ref: string; amount: string }>(
      `insert into payments (order_id, pay_type, amount, status, provider, provider_ref, created_at, updated_at)
       select id, ${CARD}, price, 1, 'sandbox', left(md5(id::text || $1), 22), now(), now()
       from orders where submission_key like $1 || '-%'
       returning order_id, provider_ref as ref, amount`,
      [tag],
    )
    await client.query('commit')
    return rows.rows.map((row) => ({ orderId: row.order_id, ref: row.ref, amount: row.amount }))
  } finally {
    await client.end()
  }
}

type PayRun = {
  settledPerSecond: number
  settled: number
  p99Ms: number
  non2xx: number
  errors: number
  refusals: number
  firstRefusal: string | null
  exhausted: boolean
  cpuUsPerPayment: number | null
}

/** One run: each request the signed notification of the next pending payment of the pool. */
async function measurePayments(
  origin: string,
  pid: number,
  secret: string,
  pool: readonly Pending[],
  seconds: number,
): Promise<PayRun> {
  let next = 0
  let settled = 0
  let refusals = 0
  let firstRefusal: string | null = null
  const before = processCpuMs(pid)
  const result = await autocannon({
    url: `${origin}/api/pay/callback/sandbox`,
    duration: seconds,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const payment = pool[next++ % pool.length]!
          const body = JSON.stringify({
            event: 'payment',
            ref: payment.ref,
            orderId: payment.orderId,
            amount: payment.amount,
            status: 'paid',
          })
          const timestamp = Math.floor(Date.now() / 1000)
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-sandbox-timestamp': String(timestamp),
              'x-sandbox-signature': signBody(secret, timestamp, body),
            },
            body,
          }
        },
        onResponse: (status, body) => {
          if (status < 200 || status >= 300) return
          if (body.includes('"applied":true')) settled++
          else {
            refusals++
            firstRefusal ??= body.slice(0, 200)
          }
        },
      },
    ],
  })
  const after = processCpuMs(pid)
  return {
    settledPerSecond: Math.round(settled / seconds),
    settled,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    refusals,
    firstRefusal,
    exhausted: next > pool.length,
    cpuUsPerPayment:
      before === null || after === null || settled === 0
        ? null
        : Math.round(((after - before) * 1000) / settled),
  }
}

/** The line: RUNS runs after a warm-up, each over a pool of its own, on a reset PostgreSQL. */
export async function paymentsLine(port: number, databaseUrl: string): Promise<string> {
  await resetBenchDatabase(databaseUrl)
  const secret = randomBytes(32).toString('base64url')
  process.env.SANDBOX_PAY_SECRET = secret
  // Nothing but the callbacks settles payments during the runs.
  process.env.PAY_SWEEP_SECONDS = '0'
  const shop = await startShopServer(port, databaseUrl)
  try {
    const template = await templateOrder(shop.origin)
    const poolOf = (tag: string) => clonePending(databaseUrl, template, POOL, tag)
    await measurePayments(shop.origin, shop.pid, secret, await poolOf('bench-pay-warm'), WARM_UP_SECONDS)
    const runs: PayRun[] = []
    for (let index = 0; index < RUNS; index++)
      runs.push(
        await measurePayments(shop.origin, shop.pid, secret, await poolOf(`bench-pay-${index}`), SECONDS),
      )
    const rates = runs.map((run) => run.settledPerSecond)
    const p99 = runs.map((run) => run.p99Ms)
    const cpu = runs.map((run) => run.cpuUsPerPayment).filter((us) => us !== null)
    const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.refusals, 0)
    const failure = runs.find((run) => run.firstRefusal)?.firstRefusal
    const figures =
      `${median(rates)} payments settled/s (${rates.join(', ')}), p99 ${median(p99)} ms (${p99.join(', ')})` +
      (cpu.length ? `, ${median(cpu)} µs server CPU/payment` : '') +
      (runs.some((run) => run.exhausted) ? `; POOL OF ${POOL} RAN OUT: the figure is a floor` : '')
    return (
      `payments on PostgreSQL (pay/callback/sandbox, ${SECONDS} s x ${CONNECTIONS} connections, a signed ` +
      `notification of a different pending payment per request, median of ${RUNS}): ` +
      (failed
        ? `NO FIGURE: ${failed} non-2xx, errors or refusals (first: ${failure ?? 'non-2xx or socket error'}); would be ${figures}`
        : figures)
    )
  } finally {
    await shop.stop()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  console.log(
    await paymentsLine(
      Number(process.env.BENCH_PAY_PORT || 8195),
      process.env.BENCH_PAY_DATABASE_URL || DEFAULT_PAY_BENCH_DATABASE_URL,
    ),
  )
}
