import { and, count, eq, gt, inArray, lte, not, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { ownerPrefix, parseShopValueKey } from '../../../src/domain/shopValueKeys'
import type { Database } from '../../db/open'
import { shopValues } from '../../db/schema'

/**
 * restaurant/shopRedis: values kept per restaurant and key for a time (shared carts later). In the
 * database by default; in Redis when REDIS_URL is set (like server/providers/rateStore.ts), so
 * several server instances share them. Each key names its owner (src/domain/shopValueKeys.ts), and
 * an owner keeps a bounded number of live values across all restaurants.
 */
export interface ShopValueStore {
  /** The live value, or null when absent or expired. */
  get(restaurantId: number, key: string, now: Date): Promise<string | null>
  /**
   * Writes the value, living `ttlMs` from `now`, unless its owner already keeps `maxKeysPerOwner`
   * other live values: answers false then (and writes nothing). Overwriting a live key always fits.
   */
  set(
    restaurantId: number,
    key: string,
    value: string,
    ttlMs: number,
    now: Date,
    maxKeysPerOwner: number,
  ): Promise<boolean>
  /** Deletes the keys; answers how many live values were removed. */
  clear(restaurantId: number, keys: readonly string[], now: Date): Promise<number>
  close(): Promise<void>
}

/** The owner's key prefix (`table:<qr>:`, `member:<id>:`); a key of no owner is its own. */
function ownerOfKey(key: string): string {
  const parsed = parseShopValueKey(key)
  return parsed ? ownerPrefix(parsed.owner) : key
}

export class DatabaseShopValueStore implements ShopValueStore {
  constructor(private readonly db: Database) {}

  async get(restaurantId: number, key: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .select({ value: shopValues.value })
      .from(shopValues)
      .where(
        and(
          eq(shopValues.restaurantId, restaurantId),
          eq(shopValues.key, key),
          gt(shopValues.expiresAt, now),
        ),
      )
      .limit(1)
    return row?.value ?? null
  }

  async set(
    restaurantId: number,
    key: string,
    value: string,
    ttlMs: number,
    now: Date,
    maxKeysPerOwner: number,
  ): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + ttlMs)
    const owner = ownerOfKey(key)
    // Expired values of the restaurant go as it writes, so the table never keeps dead carts for long.
    await this.db
      .delete(shopValues)
      .where(and(eq(shopValues.restaurantId, restaurantId), lte(shopValues.expiresAt, now)))
    return this.db.transaction(async (tx) => {
      // One writer per owner at a time, so two adds cannot both see room for one more value.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop_values:${owner}`}, 0))`)
      const [others] = await tx
        .select({ n: count() })
        .from(shopValues)
        .where(
          and(
            sql`starts_with(${shopValues.key}, ${owner})`,
            gt(shopValues.expiresAt, now),
            not(and(eq(shopValues.restaurantId, restaurantId), eq(shopValues.key, key))!),
          ),
        )
      if ((others?.n ?? 0) >= maxKeysPerOwner) return false
      await tx
        .insert(shopValues)
        .values({ restaurantId, key, value, expiresAt })
        .onConflictDoUpdate({ target: [shopValues.restaurantId, shopValues.key], set: { value, expiresAt } })
      return true
    })
  }

  async clear(restaurantId: number, keys: readonly string[], now: Date): Promise<number> {
    const removed = await this.db
      .delete(shopValues)
      .where(and(eq(shopValues.restaurantId, restaurantId), inArray(shopValues.key, [...keys])))
      .returning({ expiresAt: shopValues.expiresAt })
    return removed.filter((row) => row.expiresAt > now).length
  }

  async close(): Promise<void> {}
}

/**
 * set() in one Redis call. KEYS: the value, its owner's index (a sorted set of `<restaurantId>:<key>`
 * scored by expiry in ms); ARGV: value, ttl (ms), the owner's limit, the index member. Answers 1
 * when written, 0 when the owner is full.
 */
const SET_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if not redis.call('ZSCORE', KEYS[2], ARGV[4]) and redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZADD', KEYS[2], now + ttl, ARGV[4])
if redis.call('PTTL', KEYS[2]) < ttl then redis.call('PEXPIRE', KEYS[2], ttl) end
return 1
`

/** Redis keeps time itself: `now` is ignored and expiry is Redis's PX. */
export class RedisShopValueStore implements ShopValueStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly prefix = 'shop:value:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  }

  private fullKey(restaurantId: number, key: string): string {
    return `${this.prefix}${restaurantId}:${key}`
  }

  private ownerIndex(key: string): string {
    return `${this.prefix}owner:${ownerOfKey(key)}`
  }

  async get(restaurantId: number, key: string): Promise<string | null> {
    return this.redis.get(this.fullKey(restaurantId, key))
  }

  async set(
    restaurantId: number,
    key: string,
    value: string,
    ttlMs: number,
    _now: Date,
    maxKeysPerOwner: number,
  ): Promise<boolean> {
    const keys = [this.fullKey(restaurantId, key), this.ownerIndex(key)]
    const args = [value, ttlMs, maxKeysPerOwner, `${restaurantId}:${key}`]
    return Number(await this.redis.eval(SET_SCRIPT, keys.length, ...keys, ...args)) === 1
  }

  async clear(restaurantId: number, keys: readonly string[]): Promise<number> {
    const batch = this.redis.multi().del(...keys.map((key) => this.fullKey(restaurantId, key)))
    for (const key of keys) batch.zrem(this.ownerIndex(key), `${restaurantId}:${key}`)
    const results = await batch.exec()
    const failed = results?.find(([error]) => error)
    if (!results || failed) throw failed?.[0] ?? new Error('redis transaction aborted')
    return Number(results[0]![1])
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
