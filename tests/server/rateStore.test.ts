import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseRateStore, type RateStore, RedisRateStore } from '../../server/providers/rateStore'
import { BACKENDS, startTestApp, type TestApp } from './harness'

/** The counters behind the SMS limits and the login lock: PGlite, PostgreSQL and (when TEST_REDIS_URL is set) Redis. */

const redisUrl = process.env.TEST_REDIS_URL
const STORES = [
  ...BACKENDS.map((backend) => ({ name: backend.name, backend })),
  ...(redisUrl ? [{ name: 'redis', backend: null }] : []),
]

describe.each(STORES)('rate counters on $name', ({ backend }) => {
  let t: TestApp | null = null
  let store: RateStore
  beforeAll(async () => {
    if (backend) {
      t = await startTestApp(backend, { seed: false })
      store = new DatabaseRateStore(t.db)
    } else {
      store = new RedisRateStore(redisUrl!, `shop:test:${Date.now()}:`)
    }
  })
  afterAll(async () => {
    await store.close()
    await t?.close()
  })

  it('counts, resets, and expires a fixed time after the first hit', async () => {
    const start = new Date()
    const key = `k-${Math.random()}`
    expect(await store.get(key, start)).toBe(0)
    expect(await store.increment(key, 300, start)).toBe(1)
    expect(await store.increment(key, 300, start)).toBe(2)
    expect(await store.get(key, start)).toBe(2)
    await store.reset(key)
    expect(await store.get(key, start)).toBe(0)
    expect(await store.increment(key, 300, start)).toBe(1)
    if (backend) {
      const later = new Date(start.getTime() + 300)
      expect(await store.get(key, later)).toBe(0)
      expect(await store.increment(key, 300, later)).toBe(1)
    } else {
      await new Promise((resolve) => setTimeout(resolve, 350))
      expect(await store.get(key, new Date())).toBe(0)
    }
  })

  it('tells when a counter ends: the first hit plus its time to live, none when absent', async () => {
    const start = new Date()
    const key = `e-${Math.random()}`
    expect(await store.endsAt(key, start)).toBeNull()
    await store.increment(key, 60_000, start)
    await store.increment(key, 60_000, new Date(start.getTime() + 5_000))
    const end = (await store.endsAt(key, start))!.getTime()
    // Redis counts the time to live itself: a few milliseconds may have passed there.
    expect(end).toBeLessThanOrEqual(start.getTime() + 60_000)
    expect(end).toBeGreaterThan(start.getTime() + 59_000)
    if (backend) expect(await store.endsAt(key, new Date(start.getTime() + 60_000))).toBeNull()
  })

  it('takes quotas all or nothing: a refused take counts on none of its counters', async () => {
    const now = new Date()
    const [a, b] = [`a-${Math.random()}`, `b-${Math.random()}`]
    const quotas = [
      { key: a, ttlMs: 60_000, limit: 14, amount: 4 },
      { key: b, ttlMs: 60_000, limit: 2 },
    ]
    expect(await store.take(quotas, now)).toBeNull()
    expect(await store.take(quotas, now)).toBeNull()
    expect([await store.get(a, now), await store.get(b, now)]).toEqual([8, 2])
    // b is full: nothing is added to a either, and the answer names b.
    expect(await store.take(quotas, now)).toEqual(quotas[1])
    expect([await store.get(a, now), await store.get(b, now)]).toEqual([8, 2])
    // An amount that would pass the limit is refused even though the counter is below it.
    expect(await store.take([{ key: a, ttlMs: 60_000, limit: 14, amount: 7 }], now)).not.toBeNull()
    expect(await store.take([{ key: a, ttlMs: 60_000, limit: 14, amount: 6 }], now)).toBeNull()
    expect(await store.get(a, now)).toBe(14)
  })

  it('grants exactly the limit to concurrent takes', async () => {
    const now = new Date()
    const key = `t-${Math.random()}`
    const other = `o-${Math.random()}`
    const quotas = [
      { key, ttlMs: 60_000, limit: 5 },
      { key: other, ttlMs: 60_000, limit: 100 },
    ]
    const results = await Promise.all(Array.from({ length: 12 }, () => store.take(quotas, now)))
    expect(results.filter((result) => result === null)).toHaveLength(5)
    expect(await store.get(key, now)).toBe(5)
    expect(await store.get(other, now)).toBe(5)
  })

  it('counts concurrent hits exactly', async () => {
    const now = new Date()
    const key = `c-${Math.random()}`
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.increment(key, 60_000, now)))
    expect(counts.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('books turns spaced apart in the order asked, refusing one that would wait too long', async () => {
    const now = new Date()
    const key = `turn-${Math.random()}`
    // Asked together: the first at once, then each a spacing later, until past the longest wait.
    const waits = await Promise.all(Array.from({ length: 5 }, () => store.bookTurn(key, 200, 500, now)))
    expect(waits.filter((wait) => wait !== null).sort((x, y) => x! - y!)).toEqual([0, 200, 400])
    expect(waits.filter((wait) => wait === null)).toHaveLength(2)
    // A refusal books nothing: the next free turn is still 600 ms on.
    expect(await store.bookTurn(key, 200, 600, now)).toBe(600)
    // Once the booked turns are past, the next is at once.
    const later = new Date(now.getTime() + 1_000)
    expect(await store.bookTurn(key, 200, 0, later)).toBe(0)
    expect(await store.bookTurn(key, 200, 0, later)).toBeNull()
  })
})
