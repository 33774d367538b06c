import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Env } from '../env'
import * as schema from './schema'

/** The database as route code sees it: the same Drizzle API over PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Closes the PGlite instance or ends the PostgreSQL pool. */
  close: () => Promise<void>
}

export type DatabaseConfig = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))
/** Both drivers and drizzle-kit map camelCase properties to snake_case columns. */
const CASING = 'snake_case' as const
const POOL_SIZE = 10
/** PGlite's shared buffers (MiB): the 128 MB default is all resident in the WASM heap; the data is ~3 MB. */
const EMBEDDED_SHARED_BUFFERS_MIB = 16

/** The PGlite client behind each embedded database, for the few hot reads that go around drizzle. */
const embeddedClients = new WeakMap<Database, PGlite>()

/** The PGlite client when `db` is the embedded database, else undefined (PostgreSQL). */
export function embeddedClientOf(db: Database): PGlite | undefined {
  return embeddedClients.get(db)
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else PGlite with its files under DATA_DIR/pglite
 * (or in memory when `inMemory`), and applies the SQL migrations before returning. `image`: the
 * embedded database starts as a copy of one `embeddedImage` made (tests start each app from one
 * migrated, seeded image instead of migrating again: 0.4 s instead of 2 s).
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { inMemory?: boolean; image?: Blob } = {},
): Promise<DatabaseHandle> {
  // Each driver is loaded only when used: the other one's modules would only take memory.
  if (config.DATABASE_URL) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: POOL_SIZE })
    const db = drizzleNodePg({ client: pool, schema, casing: CASING })
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR })
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  let dataDir: string | undefined
  if (!options.inMemory) {
    dataDir = join(config.DATA_DIR, 'pglite')
    await mkdir(dataDir, { recursive: true })
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const sharedBuffers = ['-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS_MIB}MB`]
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...sharedBuffers],
    // A new database's initdb runs in a Postgres of its own, with this setting too (and writes it down).
    initDbStartParams: sharedBuffers,
    ...(options.image ? { loadDataDir: options.image } : {}),
  })
  const db = drizzlePglite({ client, schema, casing: CASING })
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })
  } catch (error) {
    await client.close()
    throw error
  }
  embeddedClients.set(db, client)
  return { db, kind: 'pglite', close: () => client.close() }
}

/** The embedded database's files as one uncompressed tarball, for `openDatabase`'s `image`. */
export async function embeddedImage(db: Database): Promise<Blob> {
  const client = embeddedClientOf(db)
  if (!client) throw new Error('only the embedded database (PGlite) has an image')
  return client.dumpDataDir('none')
}

/** True when the database answers a trivial query. */
export async function isDatabaseHealthy(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
