import { createHash } from 'node:crypto'
import type * as v from 'valibot'
import { CODE_LIMIT } from '../../src/domain/envelope'
import { clientIp, ipBucket, type TrustProxy } from '../http/clientIp'
import type { AppContext } from '../http/context'
import { failure, ok } from '../http/envelope'
import { ApiError } from '../http/errors'
import { readRecords, type Schema } from '../http/input'
import type { Quota, RateStore } from '../providers/rateStore'

/**
 * Allowances of the two log calls anyone may make (member/userOptLog/insert and
 * system/public/systemAlarmErrorLogs/add): records and bytes per device and per client IP over a
 * window, shared by both calls (the size bound per record is readRecords's). A refused batch is stored nowhere
 * and counts against no allowance; the PWA keeps it in its outbox and sends it again later.
 */

/** The window the allowances below are counted over: 10 minutes. */
export const LOG_WINDOW_MS = 10 * 60_000

/**
 * Per device (the X-Device-Token header) per window. The PWA logs one record per navigation and
 * queues at most one error report every 5 s (≤ 120 per window); 1,000 records cover a fast user
 * plus a backlog from an offline spell, and 2 MB two full 1 MB request bodies, so any batch the PWA
 * can send fits an empty window. The token is the caller's to choose: this limit only keeps one
 * device's runaway loop from using up its network's allowance; the per-IP limit is the bound.
 */
export const LOG_RECORDS_PER_DEVICE = 1_000
export const LOG_BYTES_PER_DEVICE = 2 * 1024 * 1024

/**
 * Per client IP per window (LOG_RECORDS_PER_IP_10MIN, LOG_KB_PER_IP_10MIN). Diners at a
 * restaurant share its Wi-Fi's public IP: a packed 400-seat hall with 150 phones in the app, each
 * opening 20 pages in 10 minutes, sends ~3,000 navigation records of ~0.35 KB (~1 MB). 10,000
 * records and 5 MB leave three and five times that, while a flood from one address is held to
 * 5 MB per 10 minutes (it was 19.5 MB in 4.5 s). IPv6 addresses count per /64 (one network).
 */
export const LOG_RECORDS_PER_IP = 10_000
export const LOG_KB_PER_IP = 5 * 1024

export type LogIntakeDeps = {
  rates: RateStore
  now: () => Date
  /** The proxies in front, whose X-Forwarded-For entries name the client (TRUST_PROXY). */
  trustProxy: TrustProxy
  /** Records one client IP may send per window. */
  recordsPerIp: number
  /** Bytes of record JSON one client IP may send per window. */
  bytesPerIp: number
}

/** errCode of a refused batch (HTTP 429, code -1). */
const LOGS_RATE_LIMITED = 'LOGS.RATE_LIMITED'

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22)

/**
 * Takes `records` records of `bytes` bytes of JSON (as readRecords answers them) from the device's
 * and the IP's allowances. Answers the 429 to send when an allowance is spent, else null.
 */
async function admitLogs(
  c: AppContext,
  deps: LogIntakeDeps,
  records: number,
  bytes: number,
): Promise<Response | null> {
  const quotas: Quota[] = []
  const allowance = (key: string, limit: number, amount: number) =>
    quotas.push({ key, limit, amount, ttlMs: LOG_WINDOW_MS })
  const ip = ipBucket(clientIp(c, deps.trustProxy))
  allowance(`logs:ip:${ip}:records`, deps.recordsPerIp, records)
  allowance(`logs:ip:${ip}:bytes`, deps.bytesPerIp, bytes)
  const device = c.req.header('x-device-token')
  if (device) {
    const id = digest(device)
    allowance(`logs:device:${id}:records`, LOG_RECORDS_PER_DEVICE, records)
    allowance(`logs:device:${id}:bytes`, LOG_BYTES_PER_DEVICE, bytes)
  }
  const refused = await deps.rates.take(quotas, deps.now())
  if (!refused) return null
  const limit = `${refused.key.startsWith('logs:ip:') ? 'ip' : 'device'} ${refused.key.endsWith(':bytes') ? 'bytes' : 'records'}`
  c.get('log').warn({ limit, records, bytes }, 'logs refused')
  // Counters restart at most one window after their first hit: waiting that long always helps.
  c.header('Retry-After', String(LOG_WINDOW_MS / 1000))
  return failure(c, new ApiError(429, LOGS_RATE_LIMITED, 'logsRateLimited', { code: CODE_LIMIT }))
}

/** One log call: its record and batch schemas, the size bound per record and where records go. */
export type LogCall<TRecord extends Schema, TBatch extends Schema> = {
  record: TRecord
  batch: TBatch
  maxRecordBytes: number
  store: (records: v.InferOutput<TRecord>[], now: Date) => Promise<unknown>
}

/** The handler of a log call: reads the records, takes them from the allowances, stores them. */
export function logIntakeHandler<TRecord extends Schema, TBatch extends Schema>(
  intake: LogIntakeDeps,
  call: LogCall<TRecord, TBatch>,
) {
  return async (c: AppContext): Promise<Response> => {
    const { records, bytes } = await readRecords(c, call.record, call.batch, call.maxRecordBytes)
    const refused = await admitLogs(c, intake, records.length, bytes)
    if (refused) return refused
    return ok(c, await call.store(records, intake.now()))
  }
}
