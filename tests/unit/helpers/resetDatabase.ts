import { db } from '../../../src/db/database'

/** Empties every table of the app's database between tests. */
export async function resetDatabase(): Promise<void> {
  await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
}
