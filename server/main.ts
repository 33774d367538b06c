import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openDatabase } from './db/open'
import { seedIfNeeded } from './db/seed/index'
import { DEV_UPLOAD_SECRET, loadEnv } from './env'
import { precompressPwa } from './http/precompress'
import { createLogger } from './logger'
import { DatabaseRateStore, RedisRateStore } from './providers/rateStore'
import { smsSenderFromEnv } from './providers/sms/index'
import { startHousekeeping } from './services/housekeeping'
import { RedisShopValueStore } from './services/restaurant/shopValues'

/** Grace period for in-flight requests after SIGTERM/SIGINT before the process gives up: 10 s. */
const SHUTDOWN_GRACE_MS = 10_000
const IDLE_SWEEP_MS = 100

const env = loadEnv()
const logger = createLogger(env)

/** UPLOAD_SECRET; in production without it a per-process random key (policies die with the process). */
function uploadSecret(): string {
  if (env.UPLOAD_SECRET) return env.UPLOAD_SECRET
  if (env.NODE_ENV !== 'production') return DEV_UPLOAD_SECRET
  logger.warn('UPLOAD_SECRET is not set: upload policies use a random key of this process only')
  return randomBytes(32).toString('base64url')
}

async function start() {
  const database = await openDatabase(env)
  const seeded = await seedIfNeeded(database.db)
  logger.debug({ database: database.kind, seeded }, 'database ready')

  const staticDir = resolve(env.STATIC_DIR)
  const rates = env.REDIS_URL ? new RedisRateStore(env.REDIS_URL) : new DatabaseRateStore(database.db)
  const shopValues = env.REDIS_URL ? new RedisShopValueStore(env.REDIS_URL) : undefined
  let pwaCompressed = false
  const app = createApp({
    pwaCompressed: () => pwaCompressed,
    db: database.db,
    logger,
    staticDir,
    uploadsDir: resolve(join(env.DATA_DIR, 'uploads')),
    devTools: env.NODE_ENV !== 'production',
    sms: smsSenderFromEnv(env, logger),
    rates,
    uploadSecret: uploadSecret(),
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY === '1',
    smsSendsPerIpHour: env.SMS_SENDS_PER_IP_HOUR,
    loginFailuresPerIpHour: env.LOGIN_FAILURES_PER_IP_HOUR,
    shopValues,
  })
  const stopHousekeeping = startHousekeeping(database.db, logger)
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    console.log(`Shop is running at http://localhost:${info.port}/shop/`)
    // In the background, after listening: the first visitor finds the compressed copies ready.
    const startedAt = performance.now()
    precompressPwa(staticDir)
      .then(
        (files) =>
          logger.debug(
            { files: files.length, ms: Math.round(performance.now() - startedAt) },
            'PWA precompressed',
          ),
        (error: unknown) => logger.warn({ err: error }, 'PWA precompression failed'),
      )
      .finally(() => {
        pwaCompressed = true
      })
  })
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${env.PORT}: ${error.message}`)
    void database.close().finally(() => process.exit(1))
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    setTimeout(() => {
      logger.error('in-flight requests did not finish in time')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    // close() stops accepting and waits for open connections. Keep-alive sockets that turn idle once
    // their in-flight request is answered are dropped by the sweep instead of lingering for 5 s.
    const sweep = setInterval(() => closeIdle(), IDLE_SWEEP_MS)
    stopHousekeeping()
    server.close(async () => {
      clearInterval(sweep)
      await rates.close().catch(() => undefined)
      await shopValues?.close().catch(() => undefined)
      await database.close()
      process.exit(0)
    })
    closeIdle()
  }
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

start().catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`)
  logger.debug({ err: error }, 'start failure')
  process.exit(1)
})
