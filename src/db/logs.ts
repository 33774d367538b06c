import { APP_TYPE } from '../domain/device'
import {
  ERROR_TYPE,
  type ErrorReport,
  type ErrorReportContext,
  type ErrorType,
  errorReportPayload,
  LOG_TYPE,
  loggableHref,
  mayReportError,
  type OperationLog,
} from '../domain/logs'
import { type PaymentFailure, paymentErrorReport } from '../domain/payErrors'
import { APP_VERSION, currentUserAgent } from '../pwa/clientInfo'
import { db } from './database'
import { ensureDeviceToken } from './device'
import { enqueue } from './outbox'
import { readSession, readSetting } from './storedState'

/** Caller-supplied operation-log fields; identity, time and environment are filled in here. */
export type OperationFields = Partial<Omit<OperationLog, 'id' | 'appType' | 'deviceId' | 'optTime'>>

function clip(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : value.slice(0, max)
}

function numericOrText(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value
  if (typeof value === 'string' && value !== '') return value.slice(0, 64)
  return null
}

/** The environment host flag (SPEC §3): the stored one, else the page's host. */
function environmentOf(stored: string | undefined): string | undefined {
  return clip(stored || globalThis.location?.hostname, 32)
}

async function identity() {
  const [deviceId, session, brandId, restaurantId, environment] = await Promise.all([
    ensureDeviceToken(),
    readSession(db),
    readSetting(db, 'brandId'),
    readSetting(db, 'restaurantId'),
    readSetting(db, 'environmentHost'),
  ])
  return { deviceId, session, brandId, restaurantId, environment }
}

/** Queues an operation-log record (SPEC §3 "Order log", §7 operation log); returns its id. */
export async function logOperation(fields: OperationFields = {}): Promise<string> {
  const who = await identity()
  const record: Omit<OperationLog, 'id'> = {
    logType: LOG_TYPE.operation,
    memberId: numericOrText(who.session?.member?.id),
    brandId: numericOrText(who.brandId),
    restaurantId: numericOrText(who.restaurantId),
    environment: environmentOf(who.environment),
    ...fields,
    appType: APP_TYPE,
    deviceId: who.deviceId,
    optTime: Date.now(),
  }
  return enqueue('operationLog', {
    ...record,
    contentId: clip(record.contentId, 256),
    keywords: clip(record.keywords, 256),
    operationSteps: clip(record.operationSteps, 2000),
    param: clip(record.param, 4000),
  })
}

/** Queues a navigation record (SPEC §2: every navigation is logged); `context` goes into `param`. */
export function logNavigation(path: string, context?: { from?: string }): Promise<string> {
  return logOperation({
    logType: LOG_TYPE.navigation,
    contentType: 'route',
    contentId: loggableHref(path),
    param: context?.from ? JSON.stringify({ from: loggableHref(context.from) }) : undefined,
  })
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const stack = error.stack ?? ''
    // Most engines start the stack with the message already; do not repeat it.
    const body = stack.includes(error.message) ? stack : `${error.name}: ${error.message}\n${stack}`
    return body.trim()
  }
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/** Where a report comes from, read from the session, the device token and the browser. */
async function reportContext(now: number): Promise<ErrorReportContext> {
  const [deviceToken, session] = await Promise.all([ensureDeviceToken().catch(() => null), readSession(db)])
  return {
    userAgent: currentUserAgent(),
    appVersion: APP_VERSION,
    token: session?.token ?? null,
    memberId: session?.member?.id ?? null,
    deviceToken,
    now,
  }
}

/**
 * Queues a client error report (type 4 general, 3 payment), at most one every 5 s across reloads
 * (SPEC §8). Resolves true when queued, false when throttled or when storage failed; never throws.
 */
export function reportError(error: unknown, errorType: ErrorType = ERROR_TYPE.general): Promise<boolean> {
  return queueReport(error, (context) => errorReportPayload(errorType, describeError(error), context))
}

/** Queues the report of a payment that went wrong (errorType 3), under the same 5 s throttle. */
export function reportPaymentError(failure: PaymentFailure): Promise<boolean> {
  return queueReport(failure, (context) => paymentErrorReport(failure, context))
}

async function queueReport(
  error: unknown,
  build: (context: ErrorReportContext) => Omit<ErrorReport, 'id'>,
): Promise<boolean> {
  try {
    const now = Date.now()
    const payload = build(await reportContext(now))
    // Throttle check and write in one transaction: two tabs reporting at once still queue one.
    return await db.transaction('rw', db.settings, db.outbox, async () => {
      const last = await readSetting(db, 'lastErrorReportAt')
      if (!mayReportError(last ?? null, now)) return false
      await db.settings.put({ key: 'lastErrorReportAt', value: now })
      await enqueue('errorReport', payload, { now })
      return true
    })
  } catch (failure) {
    // Reporting must never raise a new error (that would loop through the global handlers).
    console.error('Could not queue the error report', failure, error)
    return false
  }
}
