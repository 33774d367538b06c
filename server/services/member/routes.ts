import { Hono } from 'hono'
import { OperationLogBatch, OperationLogRecord } from '../../../src/domain/apiParams'
import { MAX_OPERATION_LOG_BYTES } from '../../../src/domain/logs'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readRecords } from '../../http/input'
import { admitLogs, type LogIntakeDeps } from '../logIntake'
import { storeOperationLogs } from './operationLogs'

/** /api/member/… */
export function memberRoutes(db: Database, intake: LogIntakeDeps) {
  const routes = new Hono<AppEnv>()

  routes.post('/userOptLog/insert', async (c) => {
    const { records, bytes } = await readRecords(
      c,
      OperationLogRecord,
      OperationLogBatch,
      MAX_OPERATION_LOG_BYTES,
    )
    const refused = await admitLogs(c, intake, records.length, bytes)
    if (refused) return refused
    return ok(c, await storeOperationLogs(db, records, intake.now()))
  })

  return routes
}
