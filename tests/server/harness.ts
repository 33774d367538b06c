import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import pino from 'pino'
import { type AppDeps, createApp } from '../../server/app'
import { type DatabaseHandle, openDatabase } from '../../server/db/open'
import { seedDemoData } from '../../server/db/seed/index'
import type { MovableClock } from '../../server/providers/movableClock'
import { pgliteImage } from './pgliteImages'

/**
 * Test harness: the real app over a real database. PGlite (in memory) always; PostgreSQL too when
 * TEST_DATABASE_URL is set. Each app starts on a fresh database: a copy of the run's PGlite image
 * (./pgliteImages.ts), or PostgreSQL's with its schemas dropped, migrated and seeded again.
 */

export type Backend = { name: 'pglite' | 'postgres'; url?: string }

/**
 * Test files run in parallel, one per vitest worker: each worker has a database of its own beside
 * TEST_DATABASE_URL's (`test_w1`, `test_w2`…), so no file sees another's tables.
 */
function workerDatabaseUrl(url: string, workerId: string | undefined): string {
  if (!workerId) return url
  const own = new URL(url)
  own.pathname = `${own.pathname.replace(/^\//, '') || 'postgres'}_w${workerId}`
  return own.toString()
}

const baseUrl = process.env.TEST_DATABASE_URL
const postgresUrl = baseUrl && workerDatabaseUrl(baseUrl, process.env.VITEST_POOL_ID)
export const BACKENDS: Backend[] = [
  { name: 'pglite' },
  ...(postgresUrl ? [{ name: 'postgres' as const, url: postgresUrl }] : []),
]

/** Creates the worker's database on first use (through the server's `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
  } catch (error) {
    // Another process created it between the look and the creation.
    if ((error as { code?: string }).code !== '42P04') throw error
  } finally {
    await client.end()
  }
}

/** Drops everything the migrations create (public and drizzle's journal schema). */
export async function resetPostgres(url: string): Promise<void> {
  await ensureDatabase(url)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE')
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

/** A migrated database, seeded with the demo data when `seeded`. */
export async function openTestDatabase(
  backend: Backend,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<DatabaseHandle> {
  if (!backend.url) {
    const image = await pgliteImage(seeded ? 'seeded' : 'empty')
    return openDatabase({ DATA_DIR: tmpdir() }, { inMemory: true, image })
  }
  await resetPostgres(backend.url)
  const handle = await openDatabase({ DATA_DIR: tmpdir(), DATABASE_URL: backend.url }, { inMemory: true })
  if (seeded) await seedDemoData(handle.db)
  return handle
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>

/** A migrated (and by default seeded) database behind the real app, with its log lines captured. */
export async function startTestApp(
  backend: Backend,
  options: {
    seed?: boolean
    staticDir?: string
    devTools?: boolean
    /** The development CSP of local hosts (server/http/securityHeaders.ts). */
    debugConsole?: boolean
    /** The payment provider or the sandbox's settings (AppDeps); a sandbox calling into the app when absent. */
    payments?: AppDeps['payments'] | ((db: DatabaseHandle['db']) => AppDeps['payments'])
    /** Live order changes; an in-process bus when absent. */
    orderEvents?: AppDeps['orderEvents']
    /** STAFF_TOKEN: the staff API is off without it. */
    staffToken?: string
    /** The browser tests' clock (NODE_ENV=test), moved by POST /api/dev/clock. */
    clock?: MovableClock
    /** How long a first screen waits for the server's render (AppDeps). */
    renderWaitMs?: number
    /** Member providers and clock (AppDeps); the defaults are the dev ones and a fresh upload key. */
    member?: Partial<
      Pick<
        AppDeps,
        | 'sms'
        | 'rates'
        | 'now'
        | 'uploadSecret'
        | 'uploadQuota'
        | 'publicUrl'
        | 'trustProxy'
        | 'smsSendsPerIpHour'
        | 'loginFailuresPerIpHour'
        | 'logRecordsPerIp10Min'
        | 'logKbPerIp10Min'
        | 'geocoder'
        | 'geocoderPolicy'
      >
    >
  } = {},
) {
  const database = await openTestDatabase(backend, { seeded: options.seed !== false })
  const scratch = await mkdtemp(join(tmpdir(), 'shop-test-'))
  const logLines: Record<string, unknown>[] = []
  const logger = pino({ level: 'debug' }, { write: (line: string) => logLines.push(JSON.parse(line)) })
  const app = createApp({
    db: database.db,
    logger,
    staticDir: options.staticDir ?? join(scratch, 'dist'),
    uploadsDir: join(scratch, 'uploads'),
    devTools: options.devTools ?? true,
    debugConsole: options.debugConsole,
    uploadSecret: randomBytes(32).toString('base64url'),
    payments: typeof options.payments === 'function' ? options.payments(database.db) : options.payments,
    orderEvents: options.orderEvents,
    staffToken: options.staffToken,
    renderWaitMs: options.renderWaitMs,
    clock: options.clock,
    ...options.member,
  })
  let closed: Promise<void> | null = null
  const closeOnce = () => {
    closed ??= database.close()
    return closed
  }
  return {
    app,
    db: database.db,
    logLines,
    uploadsDir: join(scratch, 'uploads'),
    /** Closes the database under the running app (to see how failures look to a client). */
    closeDatabase: () => closeOnce(),
    close: async () => {
      await closeOnce()
      await rm(scratch, { recursive: true, force: true })
    },
  }
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number>
  json?: unknown
  form?: Record<string, string | number>
  body?: string
  headers?: Record<string, string>
  /** The peer's socket address as the node server would see it; this machine by default. */
  remoteAddress?: string
}

// biome-ignore lint/suspicious/noExplicitAny: tests assert the JSON answer's shape field by field.
export type CallResult = { status: number; headers: Headers; body: any; text: string }

/** Calls the app as a client would and parses the JSON answer when there is one. */
export async function call(
  app: TestApp['app'],
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(path, 'http://localhost')
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value))
  const headers: Record<string, string> = { ...options.headers }
  let body: string | undefined = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['content-type'] ??= 'application/json'
  } else if (options.form) {
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString()
    headers['content-type'] ??= 'application/x-www-form-urlencoded'
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST')
  const socket = { remoteAddress: options.remoteAddress ?? '127.0.0.1' }
  const response = await app.request(
    url.pathname + url.search,
    { method, headers, body },
    { incoming: { socket } },
  )
  const text = await response.text()
  let parsed: unknown = null
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text)
  return { status: response.status, headers: response.headers, body: parsed, text }
}

/** Ids of the seeded demo data looked up through the API, never assumed. */
export async function demoIds(app: TestApp['app']) {
  const demo = (await call(app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: 'demo' } })).body
    .data
  const harbour = (await call(app, '/api/restaurant/brand/getBrandByAlias', { query: { alias: 'harbour' } }))
    .body.data
  const restaurants = (
    await call(app, '/api/restaurant/public/brand/getBrandRestaurantList', { query: { brandId: demo.id } })
  ).body.data as { id: number; name1: string }[]
  const central = restaurants.find((r) => r.name1.includes('Central'))!
  return { demoId: demo.id as number, harbourId: harbour.id as number, centralId: central.id, restaurants }
}

/** A brand id no seed creates. */
export const UNKNOWN_ID = 987_654
