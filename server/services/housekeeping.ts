import { and, isNotNull, lt, lte } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../db/open'
import { memberTokens, rateCounters, smsCodes } from '../db/schemaMember'
import { shopValues } from '../db/schemaRestaurant'

/** Expired one-time codes are kept an hour past expiry, for support questions about a failed login. */
export const SMS_CODE_KEEP_MS = 60 * 60_000
/** Revoked tokens are kept 30 days, so a replayed old token can still be told apart in the logs. */
export const REVOKED_TOKEN_KEEP_MS = 30 * 24 * 60 * 60_000
/** How often a running server purges. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000

export type PurgeCounts = {
  rateCounters: number
  smsCodes: number
  revokedTokens: number
  shopValues: number
}

/**
 * Deletes the rows that have no use any more: expired rate counters (the database rate store
 * resets them on the next hit anyway), long-expired SMS codes, long-revoked tokens and expired
 * shopRedis values (otherwise only a later write to the same restaurant removes them).
 */
export async function purgeExpiredRows(db: Database, now: Date): Promise<PurgeCounts> {
  const counters = await db
    .delete(rateCounters)
    .where(lte(rateCounters.expiresAt, now))
    .returning({ key: rateCounters.key })
  const codes = await db
    .delete(smsCodes)
    .where(lt(smsCodes.expiresAt, new Date(now.getTime() - SMS_CODE_KEEP_MS)))
    .returning({ id: smsCodes.id })
  const tokens = await db
    .delete(memberTokens)
    .where(
      and(
        isNotNull(memberTokens.revokedAt),
        lt(memberTokens.revokedAt, new Date(now.getTime() - REVOKED_TOKEN_KEEP_MS)),
      ),
    )
    .returning({ id: memberTokens.id })
  const values = await db
    .delete(shopValues)
    .where(lte(shopValues.expiresAt, now))
    .returning({ key: shopValues.key })
  return {
    rateCounters: counters.length,
    smsCodes: codes.length,
    revokedTokens: tokens.length,
    shopValues: values.length,
  }
}

/** Purges now and then every interval; the timer never keeps the process alive. Returns a stop function. */
export function startHousekeeping(
  db: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const run = () =>
    purgeExpiredRows(db, now()).then(
      (counts) => logger.debug(counts, 'purged expired rows'),
      (error: unknown) => logger.warn({ err: error }, 'purging expired rows failed'),
    )
  void run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
