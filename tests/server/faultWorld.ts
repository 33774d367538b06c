import { afterAll, beforeAll, expect } from 'vitest'
import { type FaultCounts, type FaultOptions, type FaultProxy, startFaultProxy } from '../faults/faultProxy'
import type { TestApp } from './harness'
import { listenApp } from './wire'

/** A test app served on a local port, with the fault proxy (tests/faults) in front of it. */
export type FaultWorld<T> = {
  t: T
  server: Awaited<ReturnType<typeof listenApp>>
  proxy: FaultProxy
}

/**
 * The app `start` makes, served on a local port with the fault proxy in front, for the describe
 * block it is called in (made before its tests, closed after them).
 */
export function faultWorld<T extends Pick<TestApp, 'app' | 'close'>>(
  start: () => Promise<T>,
  faults: FaultOptions,
): FaultWorld<T> {
  const world = {} as FaultWorld<T>
  beforeAll(async () => {
    world.t = await start()
    world.server = await listenApp(world.t.app)
    world.proxy = await startFaultProxy(world.server.origin, faults)
  })
  afterAll(async () => {
    await world.proxy?.close()
    await world.server?.close()
    await world.t?.close()
  })
  return world
}

/** The network was as bad as asked (../faults/faultProxy.ts issueFaults): requests and answers lost, answers cut, requests held. */
export function expectBadNetwork(counts: FaultCounts, seed: string): void {
  expect(counts.droppedRequests / counts.requests, seed).toBeGreaterThan(0.2)
  expect(counts.droppedResponses / (counts.requests - counts.droppedRequests), seed).toBeGreaterThan(0.2)
  expect(counts.cutBodies, seed).toBeGreaterThan(0)
  expect(counts.delayed, seed).toBeGreaterThan(0)
}
