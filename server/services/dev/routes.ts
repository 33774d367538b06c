import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../../db/open'
import { operationLogs } from '../../db/schemaLogs'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { ConsoleSmsSender } from '../../providers/sms/console'
import { e164 } from '../../providers/sms/index'
import type { SmsSender } from '../../providers/sms/types'

const SmsQuery = v.object({ phone: v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}-\d{1,20}$/)) })

const LogsQuery = v.object({ deviceId: v.pipe(v.string(), v.minLength(8), v.maxLength(128)) })

/**
 * /api/dev/… — development-only views for people and browser tests (mounted only outside
 * production): what the server stored for one device, so exactly-once delivery can be checked;
 * the latest SMS code of a phone, so browser tests can log in.
 */
export function devRoutes(db: Database, sms: SmsSender) {
  const routes = new Hono<AppEnv>()

  routes.get('/logs', async (c) => {
    const { deviceId } = parseInput(LogsQuery, queryOf(c))
    const rows = await db
      .select({
        id: operationLogs.id,
        logType: operationLogs.logType,
        contentType: operationLogs.contentType,
        contentId: operationLogs.contentId,
        optTime: operationLogs.optTime,
      })
      .from(operationLogs)
      .where(eq(operationLogs.deviceId, deviceId))
      .orderBy(asc(operationLogs.optTime))
    return ok(c, { operationLogs: rows.map((row) => ({ ...row, optTime: row.optTime.getTime() })) })
  })

  /** The latest code the console/dev-inbox sender sent to `<countryId>-<phone>` (null when none). */
  routes.get('/sms', (c) => {
    const { phone } = parseInput(SmsQuery, queryOf(c))
    const [countryId, local] = phone.split('-') as [string, string]
    const message = sms instanceof ConsoleSmsSender ? sms.latest(e164(Number(countryId), local)) : null
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined
    if (!message || !code) return ok(c, null)
    return ok(c, { phone, code, sentAt: message.sentAt.toISOString() })
  })

  return routes
}
