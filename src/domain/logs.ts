import * as v from 'valibot'
import { APP_TYPE, describeDevice } from './device'
import { tokenHint } from './redact'

/** Default platform type (SPEC §9); the app type is ./device.ts APP_TYPE. */
const PLATFORM_TYPE = 2
/** Client error reports go out at most once every 5 s (SPEC §8, §9). */
const ERROR_REPORT_THROTTLE_MS = 5_000
export const ERROR_TYPE = { payment: 3, general: 4 } as const
export type ErrorType = (typeof ERROR_TYPE)[keyof typeof ERROR_TYPE]

/** Client-minted record id: the server's dedup key for retried sends. */
const RecordId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes'),
)
const ShortText = (max: number) => v.pipe(v.string(), v.maxLength(max))
const OptionalId = v.optional(
  v.nullable(v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), ShortText(64)])),
)

/** Operation and navigation log (SPEC §3 "Order log" plus §7 operation-log fields). */
export const OperationLog = v.object({
  id: RecordId,
  logType: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  appType: v.optional(v.pipe(v.number(), v.integer()), APP_TYPE),
  webSource: v.optional(ShortText(64)),
  memberId: OptionalId,
  deviceId: v.optional(ShortText(128)),
  environment: v.optional(ShortText(32)),
  brandId: OptionalId,
  restaurantId: OptionalId,
  contentType: v.optional(ShortText(64)),
  contentId: v.optional(ShortText(256)),
  keywords: v.optional(ShortText(256)),
  operationSteps: v.optional(ShortText(2000)),
  param: v.optional(ShortText(4000)),
  /** Milliseconds since the epoch when the user acted (not when it was sent). */
  optTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type OperationLog = v.InferOutput<typeof OperationLog>

/** Log types the PWA writes. */
export const LOG_TYPE = { navigation: 1, operation: 2 } as const

/** Query parameters that carry what a person typed (the account deletion reason); never logged. */
const PRIVATE_QUERY_PARAMS = ['reason']

/** The href as navigation logs keep it: private query parameters replaced by `[removed]`. */
export function loggableHref(href: string): string {
  const queryAt = href.indexOf('?')
  if (queryAt < 0) return href
  const hashAt = href.indexOf('#', queryAt)
  const query = new URLSearchParams(href.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt))
  let changed = false
  for (const name of PRIVATE_QUERY_PARAMS) {
    if (!query.has(name)) continue
    query.set(name, '[removed]')
    changed = true
  }
  if (!changed) return href
  return `${href.slice(0, queryAt)}?${query}${hashAt < 0 ? '' : href.slice(hashAt)}`
}

/** Client error report (SPEC §3 "Error-report payload"). */
export const ErrorReport = v.object({
  id: RecordId,
  errorType: v.picklist(Object.values(ERROR_TYPE)),
  platformType: v.literal(PLATFORM_TYPE),
  deviceModel: v.optional(ShortText(256)),
  systemVersion: v.optional(ShortText(128)),
  deviceType: v.picklist([1, 2]),
  appVersion: ShortText(32),
  errorContent: ShortText(8000),
  errorUserDetails: v.optional(ShortText(512)),
  /** Milliseconds since the epoch when the error happened. */
  occurredAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})
export type ErrorReport = v.InferOutput<typeof ErrorReport>

/**
 * Largest record the log calls take, as UTF-8 JSON. The field caps above add up to about 7 KB of
 * plain text for an operation log (a navigation record is ~0.4 KB) and 9 KB for an error report
 * (an 8,000-character stack is ~8.2 KB with its escaped line breaks); the bounds leave room for that,
 * while Chinese text or escaped quotes, which can triple a field's bytes, are trimmed by the PWA
 * (`fitRecord`) before it queues a record, so the server never refuses one of its records.
 */
export const MAX_OPERATION_LOG_BYTES = 8 * 1024
export const MAX_ERROR_REPORT_BYTES = 16 * 1024

/** The free-text fields `fitRecord` may shorten, most expendable first. */
export const OPERATION_LOG_TRIM_FIELDS = ['param', 'operationSteps', 'keywords', 'contentId'] as const
export const ERROR_REPORT_TRIM_FIELDS = ['errorContent', 'errorUserDetails', 'deviceModel'] as const

const utf8 = new TextEncoder()

/** A record's size as the server counts it: its JSON in UTF-8, in bytes. */
export function recordJsonBytes(record: unknown): number {
  return utf8.encode(JSON.stringify(record)).length
}

/**
 * The record with its `fields` shortened in that order (whole characters, from the end) until its
 * JSON is at most `maxBytes`; the same record when it fits already. A field is emptied before the
 * next is touched; when even that is not enough the result is as small as those fields allow.
 */
export function fitRecord<T extends Record<string, unknown>>(
  record: T,
  fields: readonly string[],
  maxBytes: number,
): T {
  let current: Record<string, unknown> = record
  for (const field of fields) {
    if (recordJsonBytes(current) <= maxBytes) break
    const text = current[field]
    if (typeof text !== 'string' || text === '') continue
    const chars = Array.from(text)
    const withLength = (length: number) => ({ ...current, [field]: chars.slice(0, length).join('') })
    // The longest prefix that fits (0 when none does).
    let low = 0
    let high = chars.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (recordJsonBytes(withLength(middle)) <= maxBytes) low = middle
      else high = middle - 1
    }
    current = withLength(low)
  }
  return current as T
}

/** SPEC §3: deviceType 2 for iOS, else 1. */
export function deviceTypeOf(userAgent: string): 1 | 2 {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent))
    ? 2
    : 1
}

/** Whether an error report may go out now, given when the last one did (throttle of 5 s). */
export function mayReportError(lastReportedAt: number | null, now: number): boolean {
  return lastReportedAt === null || now - lastReportedAt >= ERROR_REPORT_THROTTLE_MS
}

/** Longest errorContent a report carries (the schema's cap). */
const ERROR_CONTENT_MAX = 8000

/** Where a report comes from: the browser, the app, who is signed in, and when it happened. */
export type ErrorReportContext = {
  userAgent: string
  appVersion: string
  /** The session's token, the member's id and the device token; the report keeps hints of the tokens only. */
  token: string | null
  memberId: number | string | null
  deviceToken: string | null
  /** Milliseconds since the epoch. */
  now: number
}

/** The SPEC §3 error-report payload (the record id is added when it is queued) for `content`. */
export function errorReportPayload(
  errorType: ErrorType,
  content: string,
  context: ErrorReportContext,
): Omit<ErrorReport, 'id'> {
  const device = describeDevice(context.userAgent)
  // SPEC §3 asks for "token plus member id"; a hint identifies the session without leaking the credential.
  const userDetails = {
    token: tokenHint(context.token),
    memberId: context.memberId,
    deviceToken: tokenHint(context.deviceToken),
  }
  return {
    errorType,
    platformType: PLATFORM_TYPE,
    deviceModel: device.model.slice(0, 256),
    systemVersion: `${device.os} ${device.osVersion}`.trim().slice(0, 128),
    deviceType: deviceTypeOf(context.userAgent),
    appVersion: context.appVersion.slice(0, 32),
    errorContent: content.slice(0, ERROR_CONTENT_MAX) || 'Unknown error',
    errorUserDetails: JSON.stringify(userDetails).slice(0, 512),
    occurredAt: context.now,
  }
}
