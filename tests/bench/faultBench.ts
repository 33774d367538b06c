import { worldOffsetFor } from '../e2e/world'
import { type FaultProxy, issueFaults, startFaultProxy } from '../faults/faultProxy'
import { type BenchServer, startShopServer } from './server'

/** What a fault bench line measures against: the server, the proxy in front of it, the server's time. */
export type FaultBench = { shop: BenchServer; proxy: FaultProxy; now: () => number }

/**
 * Runs `measure` against a production server of its own on `port` on the embedded database, behind
 * the fault proxy with issue 37's bad network (tests/faults/faultProxy.ts issueFaults), then stops
 * both. The shop must be open whatever the hour: the server's clock runs in the browser tests'
 * world (11:00 in Hong Kong, NODE_ENV=test). Every phone logs in from this machine: room for each
 * one's code.
 */
export async function withFaultBench<T>(
  port: number,
  seed: string,
  measure: (bench: FaultBench) => Promise<T>,
): Promise<T> {
  const offsetMs = worldOffsetFor(Date.now())
  const shop = await startShopServer(port, undefined, {
    NODE_ENV: 'test',
    TEST_CLOCK_OFFSET_MS: String(offsetMs),
    SMS_SENDS_PER_IP_HOUR: '100000',
  })
  const proxy = await startFaultProxy(shop.origin, issueFaults(seed))
  try {
    return await measure({ shop, proxy, now: () => Date.now() + offsetMs })
  } finally {
    await proxy.close()
    await shop.stop()
  }
}
