import { eq, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import type { Database } from '../db/open'
import { rateCounters } from '../db/schemaMember'

/**
 * Counters that reset a fixed time after their first hit: SMS send limits, login failures and the
 * login lock, log intake; and turns spaced in time (requests to the geocoder). In the database by
 * default; in Redis when REDIS_URL is set, so several server instances share them.
 */
export interface RateStore {
  /** Adds one and answers the count; a new (or expired) counter lives `ttlMs` from `now`. */
  increment(key: string, ttlMs: number, now: Date): Promise<number>
  /**
   * Adds each quota's amount to its counter only if every counter stays within its limit, all
   * or nothing: answers null when taken, else the first quota that would overflow (and nothing
   * is counted, so a refused request uses up no one's allowance).
   */
  take(quotas: readonly Quota[], now: Date): Promise<Quota | null>
  /** The current count (0 when absent or expired). */
  get(key: string, now: Date): Promise<number>
  /** When the counter expires (null when absent or expired). */
  endsAt(key: string, now: Date): Promise<Date | null>
  reset(key: string): Promise<void>
  /**
   * Books the next free turn on `key`, first come first served: turns start at least `spacingMs`
   * apart (`spacingMs` ≥ 1). Answers the milliseconds from `now` until the booked turn starts (0: at
   * once), or null when that would be more than `maxWaitMs` away, and then nothing is booked.
   */
  bookTurn(key: string, spacingMs: number, maxWaitMs: number, now: Date): Promise<number | null>
  close(): Promise<void>
}

/** One allowance: `amount` (default 1) more on `key`, whose count may reach `limit` within `ttlMs`. */
export type Quota = { key: string; ttlMs: number; limit: number; amount?: number }

class QuotaRefused extends Error {
  constructor(readonly quota: Quota) {
    super(`quota ${quota.key} refused`)
  }
}

/** Adds `amount` to a counter, restarting it when expired; answers the new count. */
async function addToCounter(db: Database, key: string, amount: number, ttlMs: number, now: Date) {
  const expiresAt = new Date(now.getTime() + ttlMs)
  const expired = sql`${rateCounters.expiresAt} <= ${now.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: amount, expiresAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then ${amount} else ${rateCounters.count} + ${amount} end`,
        expiresAt: sql`case when ${expired} then ${expiresAt.toISOString()}::timestamptz else ${rateCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateCounters.count })
  return row!.count
}

export class DatabaseRateStore implements RateStore {
  constructor(private readonly db: Database) {}

  increment(key: string, ttlMs: number, now: Date): Promise<number> {
    return addToCounter(this.db, key, 1, ttlMs, now)
  }

  async take(quotas: readonly Quota[], now: Date): Promise<Quota | null> {
    // Keys in one order, so two requests sharing counters never wait on each other's row locks.
    const ordered = [...quotas].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    try {
      await this.db.transaction(async (tx) => {
        for (const quota of ordered) {
          const count = await addToCounter(tx, quota.key, quota.amount ?? 1, quota.ttlMs, now)
          if (count > quota.limit) throw new QuotaRefused(quota)
        }
      })
      return null
    } catch (error) {
      if (error instanceof QuotaRefused) return quotas.find((quota) => quota.key === error.quota.key)!
      throw error
    }
  }

  async get(key: string, now: Date): Promise<number> {
    const [row] = await this.db.select().from(rateCounters).where(eq(rateCounters.key, key)).limit(1)
    return row && row.expiresAt > now ? row.count : 0
  }

  async endsAt(key: string, now: Date): Promise<Date | null> {
    const [row] = await this.db.select().from(rateCounters).where(eq(rateCounters.key, key)).limit(1)
    return row && row.expiresAt > now ? row.expiresAt : null
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key))
  }

  /** The row's expiresAt is when the next turn is free; count is the turns booked since it last was. */
  async bookTurn(key: string, spacingMs: number, maxWaitMs: number, now: Date): Promise<number | null> {
    const at = now.toISOString()
    const expired = sql`${rateCounters.expiresAt} <= ${at}::timestamptz`
    const start = sql`greatest(${rateCounters.expiresAt}, ${at}::timestamptz)`
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, expiresAt: new Date(now.getTime() + spacingMs) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
          expiresAt: sql`${start} + ${spacingMs}::integer * interval '1 millisecond'`,
        },
        setWhere: sql`${start} <= ${at}::timestamptz + ${maxWaitMs}::integer * interval '1 millisecond'`,
      })
      .returning({ freeAt: rateCounters.expiresAt })
    if (!row) return null
    return Math.max(0, row.freeAt.getTime() - spacingMs - now.getTime())
  }

  async close(): Promise<void> {}
}

/**
 * take() in one Redis call: KEYS are the counters; ARGV holds amount, limit and ttl (ms) per key.
 * Answers 0 when all were added, else the 1-based index of the first that would overflow.
 */
const TAKE_SCRIPT = `
for i, key in ipairs(KEYS) do
  local base = (i - 1) * 3
  local current = tonumber(redis.call('GET', key) or '0')
  if current + tonumber(ARGV[base + 1]) > tonumber(ARGV[base + 2]) then return i end
end
for i, key in ipairs(KEYS) do
  local base = (i - 1) * 3
  redis.call('SET', key, 0, 'PX', ARGV[base + 3], 'NX')
  redis.call('INCRBY', key, ARGV[base + 1])
end
return 0
`

/**
 * bookTurn() in one Redis call: KEYS[1] holds when the next turn is free (ms since the epoch);
 * ARGV: now, spacing and longest wait (ms). Answers the wait, or -1 when it would be too long.
 */
const BOOK_TURN_SCRIPT = `
local now = tonumber(ARGV[1])
local start = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if start - now > tonumber(ARGV[3]) then return -1 end
local free = start + tonumber(ARGV[2])
redis.call('SET', KEYS[1], string.format('%.0f', free), 'PX', string.format('%.0f', free - now))
return start - now
`

/**
 * Redis keeps time itself for the counters: their `now` is ignored and expiry is Redis's PX. Turns
 * are counted on the callers' clocks (`now`), which the instances share closely enough.
 */
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

  async take(quotas: readonly Quota[]): Promise<Quota | null> {
    const args = quotas.flatMap((quota) => [quota.amount ?? 1, quota.limit, quota.ttlMs])
    const keys = quotas.map((quota) => this.prefix + quota.key)
    const refused = Number(await this.redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args))
    return refused === 0 ? null : quotas[refused - 1]!
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0)
  }

  /** Redis's time left on the key, counted from `now`. */
  async endsAt(key: string, now: Date): Promise<Date | null> {
    const leftMs = await this.redis.pttl(this.prefix + key)
    return leftMs > 0 ? new Date(now.getTime() + leftMs) : null
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }

  async bookTurn(key: string, spacingMs: number, maxWaitMs: number, now: Date): Promise<number | null> {
    const args = [now.getTime(), spacingMs, maxWaitMs]
    const wait = Number(await this.redis.eval(BOOK_TURN_SCRIPT, 1, this.prefix + key, ...args))
    return wait < 0 ? null : wait
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
