import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../../db/open'
import { operationLogs } from '../../db/schemaLogs'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'

const LogsQuery = v.object({ deviceId: v.pipe(v.string(), v.minLength(8), v.maxLength(128)) })

/**
 * /api/dev/… — development-only views for people and browser tests (mounted only outside
 * production): what the server stored for one device, so exactly-once delivery can be checked.
 */
export function devRoutes(db: Database) {
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

  return routes
}
