import { Hono } from 'hono'
import { OperationLogBatch, OperationLogRecord } from '../../../src/domain/apiParams'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readRecords } from '../../http/input'
import { storeOperationLogs } from './operationLogs'

/** /api/member/… */
export function memberRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  routes.post('/userOptLog/insert', async (c) => {
    const logs = await readRecords(c, OperationLogRecord, OperationLogBatch)
    return ok(c, await storeOperationLogs(db, logs))
  })

  return routes
}
