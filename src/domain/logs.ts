import * as v from 'valibot'

/** Default app type and platform type (SPEC §9). */
export const APP_TYPE = 7
export const PLATFORM_TYPE = 2
/** Client error reports go out at most once every 5 s (SPEC §8, §9). */
export const ERROR_REPORT_THROTTLE_MS = 5_000
export const ERROR_TYPE = { payment: 3, general: 4 } as const

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

/** Client error report (SPEC §3 "Error-report payload"). */
export const ErrorReport = v.object({
  id: RecordId,
  errorType: v.picklist([ERROR_TYPE.payment, ERROR_TYPE.general]),
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
