import { asc, eq } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { Database } from '../../db/open'
import { operationLogs } from '../../db/schemaLogs'
import { isLoopbackClient } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { ApiError } from '../../http/errors'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import type { MovableClock } from '../../providers/movableClock'
import type { ConsoleSmsSender } from '../../providers/sms/console'
import { e164 } from '../../providers/sms/index'

const SmsQuery = v.object({ phone: v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}-\d{1,20}$/)) })

const LogsQuery = v.object({ deviceId: v.pipe(v.string(), v.minLength(8), v.maxLength(128)) })

/** A day at most per move: a test waits out a window, it does not travel. */
const ClockMove = v.object({
  advanceSeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400)),
})

/** Development calls answer a client on this machine only (never through a proxy). */
const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopbackClient(c)) throw new ApiError(403, 'DEV.LOCAL_ONLY', 'devLocalOnly')
  await next()
}

/**
 * /api/dev/… — views for people and browser tests on the server's own machine: what the server
 * stored for one device, so exactly-once delivery can be checked (outside production only); the
 * latest SMS code of a phone while the console sender is in use, so people and browser tests can
 * log in; the movable clock of browser tests (NODE_ENV=test). Null when none applies (nothing is
 * mounted).
 */
export function devRoutes(
  db: Database,
  options: {
    logs: boolean
    inbox: ConsoleSmsSender | null
    clock?: MovableClock
    /** What a server whose time passed would have run meanwhile: the payment sweep. */
    afterClockMove?: () => Promise<unknown>
  },
) {
  if (!options.logs && !options.inbox && !options.clock) return null
  const routes = new Hono<AppEnv>()
  routes.use('*', loopbackOnly)

  if (options.logs) {
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
  }

  const inbox = options.inbox
  if (inbox) {
    /** The latest code the console sender sent to `<countryId>-<phone>` (null when none). */
    routes.get('/sms', (c) => {
      const { phone } = parseInput(SmsQuery, queryOf(c))
      const [countryId, local] = phone.split('-') as [string, string]
      const message = inbox.latest(e164(Number(countryId), local))
      const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined
      if (!message || !code) return ok(c, null)
      return ok(c, { phone, code, sentAt: message.sentAt.toISOString() })
    })
  }

  const clock = options.clock
  if (clock) {
    /**
     * Moves the server's clock forward (resend windows, code and order expiries, a provider's
     * refund) and runs the periodic sweeps that time would have run; answers the new time once
     * they are done, so the test sees their effect at once.
     */
    routes.post('/clock', async (c) => {
      const { advanceSeconds } = await readPostParams(c, ClockMove)
      const now = clock.advance(advanceSeconds * 1000)
      await options.afterClockMove?.()
      return ok(c, { now: now.toISOString() })
    })
  }

  return routes
}

/** The dev inbox's address for people, printed at the start while the console sender is in use. */
export const DEV_INBOX_HINT =
  'SMS codes are not sent (console sender): read the latest code of a phone from this machine at'
