import { and, eq, gt, inArray, lte } from 'drizzle-orm'
import { Redis } from 'ioredis'
import type { Database } from '../../db/open'
import { shopValues } from '../../db/schema'

/**
 * restaurant/shopRedis: values kept per restaurant and key for a time (shared carts later). In the
 * database by default; in Redis when REDIS_URL is set (like server/providers/rateStore.ts), so
 * several server instances share them.
 */
export interface ShopValueStore {
  /** The live value, or null when absent or expired. */
  get(restaurantId: number, key: string, now: Date): Promise<string | null>
  /** Writes the value, living `ttlMs` from `now`. */
  set(restaurantId: number, key: string, value: string, ttlMs: number, now: Date): Promise<void>
  /** Deletes the keys; answers how many live values were removed. */
  clear(restaurantId: number, keys: readonly string[], now: Date): Promise<number>
  close(): Promise<void>
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

  async set(restaurantId: number, key: string, value: string, ttlMs: number, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + ttlMs)
    // Expired values of the restaurant go as it writes, so the table never keeps dead carts for long.
    await this.db
      .delete(shopValues)
      .where(and(eq(shopValues.restaurantId, restaurantId), lte(shopValues.expiresAt, now)))
    await this.db
      .insert(shopValues)
      .values({ restaurantId, key, value, expiresAt })
      .onConflictDoUpdate({ target: [shopValues.restaurantId, shopValues.key], set: { value, expiresAt } })
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

  async get(restaurantId: number, key: string): Promise<string | null> {
    return this.redis.get(this.fullKey(restaurantId, key))
  }

  async set(restaurantId: number, key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.fullKey(restaurantId, key), value, 'PX', ttlMs)
  }

  async clear(restaurantId: number, keys: readonly string[]): Promise<number> {
    return this.redis.del(...keys.map((key) => this.fullKey(restaurantId, key)))
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
