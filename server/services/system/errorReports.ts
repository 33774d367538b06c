import type { LogAccepted } from '../../../src/domain/contract/system'
import type { ErrorReport } from '../../../src/domain/logs'
import { redactSecrets } from '../../../src/domain/redact'
import type { Database } from '../../db/open'
import { errorReports } from '../../db/schema'

/** Stores client error reports once per id, received `now`, with tokens redacted from errorUserDetails. */
export async function storeErrorReports(
  db: Database,
  reports: ErrorReport[],
  now: Date,
): Promise<LogAccepted> {
  const inserted = await db
    .insert(errorReports)
    .values(
      reports.map((report) => ({
        id: report.id,
        errorType: report.errorType,
        platformType: report.platformType,
        deviceModel: report.deviceModel ?? null,
        systemVersion: report.systemVersion ?? null,
        deviceType: report.deviceType,
        appVersion: report.appVersion,
        errorContent: report.errorContent,
        errorUserDetails:
          report.errorUserDetails === undefined ? null : redactSecrets(report.errorUserDetails),
        occurredAt: report.occurredAt === undefined ? null : new Date(report.occurredAt),
        receivedAt: now,
      })),
    )
    .onConflictDoNothing({ target: errorReports.id })
    .returning({ id: errorReports.id })
  return { accepted: reports.length, duplicates: reports.length - inserted.length }
}
