import { eq, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import type { Database } from '../db/open'
import { rateCounters } from '../db/schemaMember'

/**
 * Counters that reset a fixed time after their first hit: SMS send limits, login failures and the
 * login lock. In the database by default; in Redis when REDIS_URL is set, so several server
 * instances share them.
 */
export interface RateStore {
  /** Adds one and answers the count; a new (or expired) counter lives `ttlMs` from `now`. */
  increment(key: string, ttlMs: number, now: Date): Promise<number>
  /** The current count (0 when absent or expired). */
  get(key: string, now: Date): Promise<number>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

export class DatabaseRateStore implements RateStore {
  constructor(private readonly db: Database) {}

  async increment(key: string, ttlMs: number, now: Date): Promise<number> {
    const expiresAt = new Date(now.getTime() + ttlMs)
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, expiresAt })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.expiresAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateCounters.count} + 1 end`,
          expiresAt: sql`case when ${rateCounters.expiresAt} <= ${now.toISOString()}::timestamptz then ${expiresAt.toISOString()}::timestamptz else ${rateCounters.expiresAt} end`,
        },
      })
      .returning({ count: rateCounters.count })
    return row!.count
  }

  async get(key: string, now: Date): Promise<number> {
    const [row] = await this.db.select().from(rateCounters).where(eq(rateCounters.key, key)).limit(1)
    return row && row.expiresAt > now ? row.count : 0
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key))
  }

  async close(): Promise<void> {}
}

/** Redis keeps time itself: `now` is ignored and expiry is Redis's PX. */
export class RedisRateStore implements RateStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly prefix = 'shop:rate:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const full = this.prefix + key
    const results = await this.redis.multi().set(full, 0, 'PX', ttlMs, 'NX').incr(full).exec()
    const failed = results?.find(([error]) => error)
    if (!results || failed) throw failed?.[0] ?? new Error('redis transaction aborted')
    return Number(results[1]![1])
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0)
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
