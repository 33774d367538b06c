import { Hono } from 'hono'
import { OperationLogBatch, OperationLogRecord } from '../../../src/domain/contract/system'
import { MAX_OPERATION_LOG_BYTES } from '../../../src/domain/logs'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { type LogIntakeDeps, logIntakeHandler } from '../logIntake'
import { storeOperationLogs } from './operationLogs'

/** /api/member/… */
export function memberRoutes(db: Database, intake: LogIntakeDeps) {
  const routes = new Hono<AppEnv>()

  routes.post(
    '/userOptLog/insert',
    logIntakeHandler(intake, {
      record: OperationLogRecord,
      batch: OperationLogBatch,
      maxRecordBytes: MAX_OPERATION_LOG_BYTES,
      store: (records, now) => storeOperationLogs(db, records, now),
    }),
  )

  return routes
}
