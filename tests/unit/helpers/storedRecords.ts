import { db } from '../../../src/db/database'
import type { StoreName } from '../../../src/db/recordCheck'

/** Polls `read` until `done` holds for its result (background work settles), then returns it. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline)
      throw new Error(`Condition not met in time; last value: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The error reports queued for the server, as their text. */
async function queuedErrorReports(): Promise<string[]> {
  const records = await db.outbox.toArray()
  return records.flatMap((record) => (record.kind === 'errorReport' ? [record.payload.errorContent] : []))
}

/** Waits for the error report about a stored record of `store` that failed its schema. */
export async function reportedBadRecord(store: StoreName): Promise<string> {
  const reports = await until(queuedErrorReports, (texts) =>
    texts.some((text) => text.includes(`stored ${store} record`)),
  )
  return reports.find((text) => text.includes(`stored ${store} record`)) ?? ''
}

/** Writes a record as it is, past the table's types: what an older version or a damaged store may hold. */
export async function storeRaw(store: StoreName, record: object): Promise<void> {
  await db.table(store).put(record)
}

/** The record stored under `key` once background work has dropped or rewritten it (as `done` says). */
export function storedOnceFixed(store: StoreName, key: string | number, done: (record: unknown) => boolean) {
  return until(() => db.table(store).get(key), done)
}
