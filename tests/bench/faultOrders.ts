/**
 * Orders through a bad network (issue 37 item 8): phones place 2,000 pick-up orders, 20 each, all
 * phones at once, through the fault proxy (tests/faults) in front of the production server on the
 * embedded database (its clock at 11:00 in Hong Kong, as the browser tests' world): 30 % of requests dropped before the server, 30 % of answers dropped after it,
 * 10 % cut mid-body, 20 % held 5–40 ms. Every order is read back through the API; the line says how
 * many were sent and stored, the duplicates and lost lines, the retries and the time from the
 * first attempt to the confirmed answer.
 *
 * On its own: `npx tsx tests/bench/faultOrders.ts` (after `npm run build`; BENCH_FAULT_ORDERS
 * sets the count, BENCH_FAULT_SEED the seed, BENCH_FAULT_PORT the server's port, default 8197).
 */

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exactlyOnceBreaks, tallyExactlyOnce, tallyLine } from '../faults/exactlyOnceTally'
import { faultCountsText } from '../faults/faultProxy'
import { runOrderPhones } from '../faults/orderPhones'
import { storedOrders } from '../faults/phones'
import { withFaultBench } from './faultBench'

const ORDERS_PER_PHONE = 20

/** The bench's line: `orders` submissions (rounded up to whole phones) on a server of its own on `port`. */
export async function faultOrdersLine(
  port: number,
  orders = 2_000,
  seed = 'bench-issue-37',
): Promise<string> {
  return withFaultBench(port, seed, async ({ shop, proxy, now }) => {
    const started = performance.now()
    const run = await runOrderPhones({
      serverOrigin: shop.origin,
      proxyOrigin: proxy.origin,
      seed,
      phones: Math.ceil(orders / ORDERS_PER_PHONE),
      ordersPerPhone: ORDERS_PER_PHONE,
      now,
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const tally = tallyExactlyOnce(run.sent, await storedOrders(shop.origin, run.tokens))
    return (
      `orders through faults (order/addOrder2 via the fault proxy on PGlite, ${run.tokens.length} phones x ` +
      `${ORDERS_PER_PHONE}, 30 % request and 30 % response loss, 10 % cut mid-body, seed ${seed}, ${seconds} s): ` +
      `${exactlyOnceBreaks(tally) > 0 ? 'EXACTLY-ONCE BROKEN: ' : ''}${tallyLine(tally, faultCountsText(proxy.counts))}`
    )
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  console.log(
    await faultOrdersLine(
      Number(process.env.BENCH_FAULT_PORT || 8197),
      Number(process.env.BENCH_FAULT_ORDERS || 2_000),
      process.env.BENCH_FAULT_SEED || undefined,
    ),
  )
}
