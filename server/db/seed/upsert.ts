import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../open'

/** Rows per INSERT, well under PostgreSQL's 65 535 bind parameters for our widest table. */
const CHUNK_ROWS = 500

/** Columns a re-run must not touch: when the row was first written. */
const KEEP_ON_UPDATE = new Set(['id', 'createdAt'])

/** SET clause taking every column except the id, createdAt and the natural key from the proposed row. */
function updateFromExcluded(table: PgTable, keyColumns: PgColumn[]): Record<string, SQL> {
  const keyNames = new Set(keyColumns.map((column) => column.name))
  const set: Record<string, SQL> = {}
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (KEEP_ON_UPDATE.has(property) || keyNames.has(column.name)) continue
    // Columns named by their property are snake_cased by the database's casing option.
    const columnName = column.keyAsName ? toSnakeCase(column.name) : column.name
    set[property] = sql`excluded.${sql.identifier(columnName)}`
  }
  return set
}

/**
 * Inserts rows or, when a row with the same natural key exists, overwrites it: running the seed
 * again changes nothing and keeps ids stable. Returns the stored rows.
 */
export async function upsertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: TTable['$inferInsert'][],
  naturalKey: PgColumn[],
): Promise<TTable['$inferSelect'][]> {
  const stored: TTable['$inferSelect'][] = []
  const set = updateFromExcluded(table, naturalKey)
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS)
    const result = await db
      .insert(table)
      .values(chunk)
      .onConflictDoUpdate({ target: naturalKey, set })
      .returning()
    stored.push(...(result as TTable['$inferSelect'][]))
  }
  return stored
}

/** Three-language names as the schema stores them (`name` zh-hk, `name1` en, `name2` zh-cn). */
export type Names = { name: string; name1: string; name2: string }

/** Builds Names from the order people read them in: Traditional Chinese, English, Simplified Chinese. */
export function names(zhHk: string, en: string, zhCn: string): Names {
  return { name: zhHk, name1: en, name2: zhCn }
}
