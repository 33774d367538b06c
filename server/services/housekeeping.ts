import { and, eq, inArray, isNotNull, lt, lte, notExists } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../db/open'
import { invites, sharedCartLines, sharedCarts } from '../db/schemaCart'
import { errorReports, operationLogs } from '../db/schemaLogs'
import { memberTokens, rateCounters, smsCodes } from '../db/schemaMember'
import { shopValues } from '../db/schemaRestaurant'
import { expireGiftLinks } from './member-web/couponGifts'

/** Expired one-time codes are kept an hour past expiry, for support questions about a failed login. */
export const SMS_CODE_KEEP_MS = 60 * 60_000
/** Revoked tokens are kept 30 days, so a replayed old token can still be told apart in the logs. */
export const REVOKED_TOKEN_KEEP_MS = 30 * 24 * 60 * 60_000
/**
 * A table cart's lines that went with a round or the staff's close are kept two days: their ids
 * turn away a late retry of their adds, and a phone retries a cart change only within the business
 * day of its cart (DESIGN §4: carts are per business day).
 */
export const PAST_CART_LINE_KEEP_MS = 2 * 24 * 60 * 60_000
/** How often a running server purges. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000
/** Operation logs and error reports are kept this many days after they arrived (LOG_RETENTION_DAYS). */
export const LOG_RETENTION_DAYS = 30
/** Old logs go in deletes of at most this many rows, each its own short transaction. */
const LOG_PURGE_BATCH = 5_000
/** At most this many such deletes per sweep (1,000,000 rows); the next sweep goes on. */
const LOG_PURGE_MAX_BATCHES = 200
const DAY_MS = 24 * 60 * 60_000

export type HousekeepingOptions = {
  /** Days logs are kept by their receivedAt; LOG_RETENTION_DAYS when absent. */
  logRetentionDays?: number
  /** Rows per delete of old logs; LOG_PURGE_BATCH when absent. */
  logPurgeBatch?: number
}

export type PurgeCounts = {
  rateCounters: number
  smsCodes: number
  revokedTokens: number
  shopValues: number
  pastCartLines: number
  invites: number
  operationLogs: number
  errorReports: number
  /** Coupon gift links that expired unclaimed (their coupons went back to the givers). */
  giftLinksExpired: number
}

type LogTable = typeof operationLogs | typeof errorReports

/** Deletes a log table's rows received before `cutoff`, in bounded batches; answers how many went. */
async function purgeOldLogs(db: Database, table: LogTable, cutoff: Date, batchSize: number): Promise<number> {
  let purged = 0
  for (let batch = 0; batch < LOG_PURGE_MAX_BATCHES; batch++) {
    const oldest = db
      .select({ id: table.id })
      .from(table)
      .where(lt(table.receivedAt, cutoff))
      .limit(batchSize)
    const deleted = await db.delete(table).where(inArray(table.id, oldest)).returning({ id: table.id })
    purged += deleted.length
    if (deleted.length < batchSize) break
  }
  return purged
}

/**
 * Deletes the rows that have no use any more: expired rate counters (the database rate store
 * resets them on the next hit anyway), long-expired SMS codes, long-revoked tokens, expired
 * shopRedis values (otherwise only a later write to the same restaurant removes them), table cart
 * lines of past generations once no retry can come, invites long expired, and operation logs and error reports past their
 * retention. Also closes coupon gift links past their expiry, giving their coupons back.
 */
export async function purgeExpiredRows(
  db: Database,
  now: Date,
  options: HousekeepingOptions = {},
): Promise<PurgeCounts> {
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
  const pastCartLines = await db
    .delete(sharedCartLines)
    .where(
      and(
        lt(sharedCartLines.addedAt, new Date(now.getTime() - PAST_CART_LINE_KEEP_MS)),
        // Never a line of the cart's own generation, however old: it is still in the cart.
        notExists(
          db
            .select({ id: sharedCarts.id })
            .from(sharedCarts)
            .where(
              and(
                eq(sharedCarts.id, sharedCartLines.cartId),
                eq(sharedCarts.generation, sharedCartLines.generation),
              ),
            ),
        ),
      ),
    )
    .returning({ id: sharedCartLines.id })
  // An invite's cart goes with it (and its lines and guests): 2 days after the invite expired, no
  // phone is still retrying a change of it, and its order (if any) keeps what was ordered.
  const oldInvites = await db
    .delete(sharedCarts)
    .where(
      inArray(
        sharedCarts.id,
        db
          .select({ cartId: invites.cartId })
          .from(invites)
          .where(lt(invites.expiresAt, new Date(now.getTime() - PAST_CART_LINE_KEEP_MS))),
      ),
    )
    .returning({ id: sharedCarts.id })
  const logCutoff = new Date(now.getTime() - (options.logRetentionDays ?? LOG_RETENTION_DAYS) * DAY_MS)
  const batchSize = options.logPurgeBatch ?? LOG_PURGE_BATCH
  return {
    rateCounters: counters.length,
    smsCodes: codes.length,
    revokedTokens: tokens.length,
    shopValues: values.length,
    pastCartLines: pastCartLines.length,
    invites: oldInvites.length,
    operationLogs: await purgeOldLogs(db, operationLogs, logCutoff, batchSize),
    errorReports: await purgeOldLogs(db, errorReports, logCutoff, batchSize),
    giftLinksExpired: await expireGiftLinks(db, now),
  }
}

/** Purges now and then every interval; the timer never keeps the process alive. Returns a stop function. */
export function startHousekeeping(
  db: Database,
  logger: Logger,
  options: HousekeepingOptions = {},
  now: () => Date = () => new Date(),
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const run = () =>
    purgeExpiredRows(db, now(), options).then(
      (counts) => logger.debug(counts, 'purged expired rows'),
      (error: unknown) => logger.warn({ err: error }, 'purging expired rows failed'),
    )
  void run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
