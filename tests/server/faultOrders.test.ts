import { count, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import { tallyExactlyOnce, tallyLine } from '../faults/exactlyOnceTally'
import { faultCountsText, issueFaults } from '../faults/faultProxy'
import { runOrderPhones } from '../faults/orderPhones'
import { storedOrders } from '../faults/phones'
import { expectBadNetwork, faultWorld } from './faultWorld'
import { BACKENDS } from './harness'
import { startMemberApp } from './memberHelpers'

/**
 * Exactly-once orders under a bad network (issue 37 item 8): 10 phones place 20 pick-up orders
 * each through the fault proxy (tests/faults), which drops 30 % of the requests before the server
 * and 30 % of the answers after it, cuts some answers mid-body and holds some requests. Every order
 * is read back: one per submission key, its lines the cart sent, the id the phone was answered.
 * A failure names its seed: `FAULT_SEED=<seed> npx vitest run tests/server/faultOrders.test.ts`
 * replays the same faults on the same requests and the same carts.
 */

const SEED = process.env.FAULT_SEED || 'issue-37'
const PHONES = 10
const ORDERS_PER_PHONE = 20

describe.each(BACKENDS)('orders through a bad network on $name', (backend) => {
  const world = faultWorld(() => startMemberApp(backend), issueFaults(SEED))

  it(`places each of ${PHONES * ORDERS_PER_PHONE} orders once, with its lines and its id on the phone`, async () => {
    const { t, server, proxy } = world
    const run = await runOrderPhones({
      serverOrigin: server.origin,
      proxyOrigin: proxy.origin,
      seed: SEED,
      phones: PHONES,
      ordersPerPhone: ORDERS_PER_PHONE,
      now: () => t.clock.now().getTime(),
      ipPerPhone: true,
    })
    const tally = tallyExactlyOnce(run.sent, await storedOrders(server.origin, run.tokens))
    const seed = `seed ${SEED}`
    console.log(`faultOrders ${backend.name}, ${seed}: ${tallyLine(tally, faultCountsText(proxy.counts))}`)
    expect(tally, seed).toMatchObject({
      sent: 200,
      placed: 200,
      refused: 0,
      gaveUp: 0,
      stored: 200,
      duplicates: 0,
      missing: 0,
      lostLines: 0,
      extraLines: 0,
      wrongIds: 0,
    })
    // The database agrees: the phones' members hold 200 orders, one under each key.
    const keys = run.sent.map((record) => record.key)
    const members = t.db
      .selectDistinct({ id: orders.memberId })
      .from(orders)
      .where(inArray(orders.submissionKey, keys))
    const [rows] = await t.db.select({ n: count() }).from(orders).where(inArray(orders.memberId, members))
    expect(rows!.n, seed).toBe(200)
    // The network was as bad as asked, and retries made up for it.
    expectBadNetwork(proxy.counts, seed)
    expect(tally.retries, seed).toBe(proxy.counts.requests - 200)
  })
})
