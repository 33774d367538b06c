import type * as v from 'valibot'
import { getDotPath, is } from 'valibot'
import { afterDatabaseLoads, backgroundWorkAllowed, openDb } from './open'
import type { RecordKey, RecordRule, StoreName } from './recordCheck'

/**
 * What is done about a stored record that failed its schema (./recordCheck.ts): the report, and
 * the stored copy repaired or deleted. Loaded only when a record fails.
 */

/** A stored record that failed its schema: reported through the error log, never thrown. */
class StoredRecordError extends Error {
  constructor(store: StoreName, key: RecordKey, issues: readonly v.BaseIssue<unknown>[]) {
    super(`A stored ${store} record (${String(key).slice(0, 120)}) failed its schema: ${issueText(issues)}`)
    this.name = 'StoredRecordError'
  }
}

/** What was found, never the value itself (a record may hold personal data). */
function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map(
      (issue) =>
        `${getDotPath(issue) ?? '(record)'}: expected ${issue.expected ?? issue.type}, got ${kindOf(issue.input)}`,
    )
    .join('; ')
}

/**
 * Queues the error report once background work is allowed, as ./lazyLogs does (not imported: it
 * also installs page handlers, and the service worker reads records too).
 */
function reportLater(error: StoredRecordError): void {
  void backgroundWorkAllowed()
    .then(() => afterDatabaseLoads(() => import('./logs')))
    .then(({ reportError }) => reportError(error))
}

/** Reports a record that failed its schema through the error log. */
export function reportFailed(
  store: StoreName,
  key: RecordKey,
  issues: readonly v.BaseIssue<unknown>[],
): void {
  reportLater(new StoredRecordError(store, key, issues))
}

/** Rewrites (repaired) or deletes the stored record, if it still fails its schema by then. */
export async function fixStored<T>(rule: RecordRule<T>, key: RecordKey): Promise<void> {
  await backgroundWorkAllowed()
  const db = await openDb()
  const table = db.table(rule.store)
  await db.transaction('rw', table, async () => {
    const stored: unknown = await table.get(key)
    if (stored === undefined || is(rule.schema, stored)) return
    const repaired = rule.repair?.(stored) ?? null
    if (repaired === null) await table.delete(key)
    else await table.put(repaired)
  })
}
