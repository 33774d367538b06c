/**
 * Table rounds through a bad network (issue 37 item 8): 3 phones at each of the demo brand's
 * tables (Central's and Kwun Tong's) change their table's shared cart and send it in 2,000 rounds
 * in all, every table at once, through the fault proxy (tests/faults) in front of the production
 * server on the embedded database (its clock at 11:00 in Hong Kong, as the browser tests' world):
 * 30 % of requests dropped before the server, 30 % of answers dropped after it, 10 % cut mid-body,
 * 20 % held 5–40 ms. Every round is read back; the line says how many were sent and stored, the
 * duplicates and lost cart lines, the resends and the time from the first attempt to the
 * confirmed answer. A second line gives the shared cart's propagation delay on a clean network:
 * one phone changes a line, another waiting for the next version (GET order/tableCart?after=)
 * hears it.
 *
 * On its own: `npx tsx tests/bench/faultTableRounds.ts` (after `npm run build`; BENCH_FAULT_ROUNDS
 * sets the count, BENCH_FAULT_SEED the seed, BENCH_FAULT_TABLES_PORT the server's port, default 8198).
 */

import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { TableScan } from '../../src/domain/contract/table'
import type { TableCartView } from '../../src/domain/contract/tableCart'
import { MENU_TYPE } from '../../src/domain/menu/types'
import { spread } from '../faults/exactlyOnceTally'
import { faultCountsText } from '../faults/faultProxy'
import { must, servedMenu, storedOrders } from '../faults/phones'
import { runTablePhones } from '../faults/tablePhones'
import { tableRoundBreaks, tableRoundLine, tallyTableRounds } from '../faults/tableRoundTally'
import { orderableFoods, servedCartLine } from '../unit/helpers/servedMenuLines'
import { apiCall } from './apiCall'
import { demoTables } from './demoTables'
import { withFaultBench } from './faultBench'
import { BENCH_STAFF_TOKEN } from './server'

const PHONES_PER_TABLE = 3
/** Changes whose propagation is timed. */
const PROPAGATION_CHANGES = 200
/** How long the waiting phone's read is given to reach the server before the other phone changes. */
const WAIT_SETTLE_MS = 20

/**
 * Phone A sets the quantity of a line of the table's cart, `changes` times; before each, phone B
 * waits for the next version. Each delay runs from A's request to B's answer, on the server directly.
 */
async function cartPropagation(origin: string, qrCode: string, changes: number) {
  const scan = must(
    await apiCall<TableScan>(origin, 'order/qrcode/scanTableQrcodeNew', { json: { qrCode } }),
    'scan',
  )
  const [food] = orderableFoods(await servedMenu(origin, scan.restaurantId, MENU_TYPE.scan))
  if (!food) throw new Error('the scan menu has no food to add')
  const phoneA = { qrCode, guestKey: `propagation-${randomUUID()}` }
  const lineId = randomUUID().replaceAll('-', '')
  const change = async (body: Record<string, unknown>) =>
    must(
      await apiCall<TableCartView>(origin, 'order/tableCart/change', { json: { ...phoneA, ...body } }),
      'change',
    )
  let version = (
    await change({ changes: [{ kind: 'add', lineId, line: servedCartLine(food, scan.restaurantId, 1) }] })
  ).version
  const delays: number[] = []
  for (let n = 0; n < changes; n++) {
    const heard = apiCall<TableCartView>(origin, `order/tableCart?qrCode=${qrCode}&after=${version}`)
    await sleep(WAIT_SETTLE_MS)
    const started = performance.now()
    const changed = change({ changes: [{ kind: 'set', lineId, number: 2 + (n % 2) }] })
    const seen = must(await heard, 'wait')
    delays.push(performance.now() - started)
    version = (await changed).version
    if (seen.version !== version) throw new Error(`phone B heard version ${seen.version}, A made ${version}`)
  }
  return spread(delays)
}

/**
 * The bench's lines: `rounds` table rounds (rounded up to whole rounds at every table) on a server
 * of its own on `port`, then the shared cart's propagation delay on the same server.
 */
export async function faultTableRoundsLines(
  port: number,
  rounds = 2_000,
  seed = 'bench-issue-37-tables',
): Promise<string[]> {
  return withFaultBench(port, seed, async ({ shop, proxy, now }) => {
    const qrCodes = (await demoTables(shop.origin)).map((table) => table.qrCode)
    const roundsPerTable = Math.ceil(rounds / qrCodes.length)
    const started = performance.now()
    const run = await runTablePhones({
      serverOrigin: shop.origin,
      proxyOrigin: proxy.origin,
      seed,
      qrCodes,
      phonesPerTable: PHONES_PER_TABLE,
      roundsPerTable,
      now,
      staffToken: BENCH_STAFF_TOKEN,
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const tally = tallyTableRounds(run, await storedOrders(shop.origin, run.tokens))
    const propagation = await cartPropagation(shop.origin, qrCodes[0]!, PROPAGATION_CHANGES)
    return [
      `table rounds through faults (order/tableCart/change and /send via the fault proxy on PGlite, ` +
        `${qrCodes.length} tables x ${roundsPerTable} rounds, ${PHONES_PER_TABLE} phones a table, 30 % request ` +
        `and 30 % response loss, 10 % cut mid-body, seed ${seed}, ${seconds} s): ` +
        `${tableRoundBreaks(tally) > 0 ? 'EXACTLY-ONCE BROKEN: ' : ''}` +
        tableRoundLine(tally, faultCountsText(proxy.counts)),
      `shared-cart propagation between two phones (a quantity set by one, heard by the other waiting ` +
        `on GET order/tableCart?after=, clean network, PGlite, ${PROPAGATION_CHANGES} changes): median ` +
        `${propagation.median} ms, p95 ${propagation.p95} ms`,
    ]
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const lines = await faultTableRoundsLines(
    Number(process.env.BENCH_FAULT_TABLES_PORT || 8198),
    Number(process.env.BENCH_FAULT_ROUNDS || 2_000),
    process.env.BENCH_FAULT_SEED || undefined,
  )
  for (const line of lines) console.log(line)
}
