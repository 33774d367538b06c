import { readdirSync, readFileSync } from 'node:fs'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import drizzleConfig from '../../drizzle.config'
import * as schema from '../../server/db/schema'

/**
 * The Drizzle schema (server/db/schema*.ts) and the SQL migrations the server applies
 * (server/db/migrations) must agree: a column added to the schema without `npx drizzle-kit generate`
 * would exist in the types and the queries but not in any database. drizzle-kit's own diff between
 * the last migration's snapshot and the schema as it is now must be empty (the `generate` that
 * drizzle.config.ts sets up, without writing anything).
 */

const MIGRATIONS = new URL(`../../${drizzleConfig.out}/`, import.meta.url)

type Journal = { entries: { idx: number; tag: string }[] }
type Snapshot = Parameters<typeof generateMigration>[0]

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, MIGRATIONS), 'utf8'))
const journal = readJson('meta/_journal.json') as Journal
const snapshotOf = (idx: number) => readJson(`meta/${String(idx).padStart(4, '0')}_snapshot.json`) as Snapshot

describe('database migrations', () => {
  it('cover the schema: generating a migration now would produce no statement', async () => {
    const last = journal.entries.at(-1)!
    const previous = snapshotOf(last.idx)
    const current = generateDrizzleJson(schema, previous.id, undefined, drizzleConfig.casing)
    expect(await generateMigration(previous, current)).toEqual([])
  })

  it('are all listed in the journal, each with its snapshot, in one chain', () => {
    const sqlFiles = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort())
    const snapshots = journal.entries.map((entry) => snapshotOf(entry.idx))
    snapshots.slice(1).forEach((snapshot, index) => {
      expect(snapshot.prevId).toBe(snapshots[index]!.id)
    })
  })
})
