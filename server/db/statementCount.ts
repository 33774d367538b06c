import type { PGlite } from '@electric-sql/pglite'

/**
 * Statements run on an embedded database so far, counted where PGlite takes every protocol
 * message of every caller (execProtocolRawSync: queries, exec, transactions and listens alike).
 * Each message counts but those that run nothing themselves; the Sync that commits an extended-
 * protocol statement follows its Execute, which counted. A simple-protocol read counts one.
 */
export type StatementCount = { count: number }

/** Parse, Bind, Describe, Close, Flush and Sync (PostgreSQL frontend message types). */
const RUNS_NOTHING = new Set(['P', 'B', 'D', 'C', 'H', 'S'].map((type) => type.charCodeAt(0)))

const statementCounts = new WeakMap<PGlite, StatementCount>()

export function statementCountOf(client: PGlite): StatementCount {
  let counted = statementCounts.get(client)
  if (!counted) {
    const statements: StatementCount = { count: 0 }
    const run = client.execProtocolRawSync.bind(client)
    client.execProtocolRawSync = (message) => {
      if (!RUNS_NOTHING.has(message[0] ?? 0)) statements.count++
      return run(message)
    }
    statementCounts.set(client, statements)
    counted = statements
  }
  return counted
}
