import type { LogAccepted } from '../../../src/domain/contract/system'
import type { OperationLog } from '../../../src/domain/logs'
import type { Database } from '../../db/open'
import { operationLogs } from '../../db/schema'

const asText = (value: string | number | null | undefined) => (value == null ? null : String(value))

/** Stores operation logs once per id, received `now`: a retried send inserts nothing. */
export async function storeOperationLogs(
  db: Database,
  logs: OperationLog[],
  now: Date,
): Promise<LogAccepted> {
  const inserted = await db
    .insert(operationLogs)
    .values(
      logs.map((log) => ({
        id: log.id,
        logType: log.logType,
        appType: log.appType,
        webSource: log.webSource ?? null,
        memberId: asText(log.memberId),
        deviceId: log.deviceId ?? null,
        environment: log.environment ?? null,
        brandId: asText(log.brandId),
        restaurantId: asText(log.restaurantId),
        contentType: log.contentType ?? null,
        contentId: log.contentId ?? null,
        keywords: log.keywords ?? null,
        operationSteps: log.operationSteps ?? null,
        param: log.param ?? null,
        optTime: new Date(log.optTime),
        receivedAt: now,
      })),
    )
    .onConflictDoNothing({ target: operationLogs.id })
    .returning({ id: operationLogs.id })
  return { accepted: logs.length, duplicates: logs.length - inserted.length }
}
