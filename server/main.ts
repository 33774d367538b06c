import { join, resolve } from 'node:path'
import { createApp, DEMO_UPLOADS } from './app'
import { openDatabase } from './db/open'
import { seedIfNeeded } from './db/seed/index'
import { loadEnv } from './env'
import { createAppServer } from './http/clientErrors'
import { resizedCacheDir } from './http/imageResize'
import { trackInFlight } from './http/inFlight'
import { prepareScreenVariants } from './http/pictureVariants'
import { precompressPwa } from './http/precompress'
import { createLogger } from './logger'
import { geocoderUserAgent, NominatimGeocoder } from './providers/geocoder'
import { MovableClock } from './providers/movableClock'
import { SandboxPaymentProvider } from './providers/payment/sandbox'
import { DatabaseRateStore, RedisRateStore } from './providers/rateStore'
import { ConsoleSmsSender, smsSenderFromEnv } from './providers/sms/index'
import { installationSecret } from './secrets'
import { DEV_INBOX_HINT } from './services/dev/routes'
import { startHousekeeping } from './services/housekeeping'
import { startLevelSweep } from './services/member/levelStarts'
import { LocalOrderEventBus } from './services/order/events'
import { RedisOrderEventBus } from './services/order/eventsRedis'
import { firstTablePage } from './services/order/tables'
import { startPaymentSweep } from './services/pay/reconcile'
import { RedisShopValueStore } from './services/restaurant/shopValues'
import { startUnpaidSweep } from './services/staff/unpaidSweep'

/** Grace period for in-flight requests after SIGTERM/SIGINT before the process gives up: 10 s. */
const SHUTDOWN_GRACE_MS = 10_000
const IDLE_SWEEP_MS = 100

const env = loadEnv()
const logger = createLogger(env)

async function start() {
  const database = await openDatabase(env)
  const seeded = await seedIfNeeded(database.db)
  logger.debug({ database: database.kind, seeded }, 'database ready')

  const staticDir = resolve(env.STATIC_DIR)
  const rates = env.REDIS_URL ? new RedisRateStore(env.REDIS_URL) : new DatabaseRateStore(database.db)
  const shopValues = env.REDIS_URL ? new RedisShopValueStore(env.REDIS_URL) : undefined
  const orderEvents = env.REDIS_URL
    ? new RedisOrderEventBus(env.REDIS_URL, logger)
    : new LocalOrderEventBus(logger)
  const sms = smsSenderFromEnv(env, logger)
  // The sandbox notifies this server as a provider's server would: over HTTP, at PUBLIC_URL or here.
  // Browser tests move the server's clock (POST /api/dev/clock) instead of sleeping.
  const clock = env.NODE_ENV === 'test' ? new MovableClock(env.TEST_CLOCK_OFFSET_MS) : undefined
  const now = clock?.now ?? (() => new Date())
  const payProvider = new SandboxPaymentProvider({
    db: database.db,
    secret: await installationSecret(env.DATA_DIR, 'sandbox-pay-key', env.SANDBOX_PAY_SECRET),
    logger,
    now,
    callbackOrigin: env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`,
    fetch,
    pageOrigin: env.PUBLIC_URL,
  })
  let pwaCompressed = false
  let picturesPrepared = false
  const uploadsDir = resolve(join(env.DATA_DIR, 'uploads'))
  const app = createApp({
    pwaCompressed: () => pwaCompressed,
    picturesPrepared: () => picturesPrepared,
    db: database.db,
    logger,
    staticDir,
    uploadsDir,
    devTools: env.NODE_ENV !== 'production',
    clock,
    debugConsole: env.NODE_ENV === 'development',
    sms,
    rates,
    uploadSecret: await installationSecret(env.DATA_DIR, 'upload-policy-key', env.UPLOAD_SECRET),
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY ?? 0,
    smsSendsPerIpHour: env.SMS_SENDS_PER_IP_HOUR,
    loginFailuresPerIpHour: env.LOGIN_FAILURES_PER_IP_HOUR,
    logRecordsPerIp10Min: env.LOG_RECORDS_PER_IP_10MIN,
    logKbPerIp10Min: env.LOG_KB_PER_IP_10MIN,
    shopValues,
    orderEvents,
    staffToken: env.STAFF_TOKEN,
    serverRender: env.SERVER_RENDER !== '0',
    geocoder: env.GEOCODER_URL
      ? new NominatimGeocoder(env.GEOCODER_URL, geocoderUserAgent(env.GEOCODER_CONTACT))
      : undefined,
    geocoderPolicy: { intervalMs: env.GEOCODER_INTERVAL_MS, maxWaitMs: env.GEOCODER_MAX_WAIT_MS },
    payments: { provider: payProvider },
  })
  const stopSweep =
    env.UNPAID_SWEEP_SECONDS === 0
      ? () => {}
      : startUnpaidSweep(database.db, orderEvents, logger, {
          intervalMs: env.UNPAID_SWEEP_SECONDS === undefined ? undefined : env.UNPAID_SWEEP_SECONDS * 1000,
          defaultMinutes: env.UNPAID_CANCEL_MINUTES,
        })
  const payDeps = {
    db: database.db,
    now,
    events: orderEvents,
    provider: payProvider,
    logger,
    publicUrl: env.PUBLIC_URL,
  }
  const stopPaySweep =
    env.PAY_SWEEP_SECONDS === 0
      ? () => {}
      : startPaymentSweep(payDeps, logger, {
          intervalMs: env.PAY_SWEEP_SECONDS === undefined ? undefined : env.PAY_SWEEP_SECONDS * 1000,
          pendingMinutes: env.PAY_PENDING_MINUTES,
        })
  const stopLevelSweep = startLevelSweep(database.db, logger, now)
  const stopHousekeeping = startHousekeeping(database.db, logger, {
    logRetentionDays: env.LOG_RETENTION_DAYS,
  })
  // Table codes are random per installation: the way in to ordering at a table, for people trying it.
  const demoTable = env.NODE_ENV === 'production' ? null : await firstTablePage(database.db)
  const requests = trackInFlight(app.fetch)
  const server = createAppServer(requests.fetch)
  server.listen(env.PORT, () => {
    console.log(`Shop is running at http://localhost:${env.PORT}/shop/`)
    if (sms instanceof ConsoleSmsSender)
      console.log(`${DEV_INBOX_HINT} http://localhost:${env.PORT}/api/dev/sms?phone=1-91234567`)
    if (demoTable)
      console.log(
        `Order at table ${demoTable.tableName} (its QR code opens): http://localhost:${env.PORT}${demoTable.path}`,
      )
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
      // Then the demo dishes' pictures at the sizes the screens ask for: the first menu's pictures
      // are then files, not drawings made while the diner waits.
      .then(() => prepareScreenVariants(resizedCacheDir(uploadsDir), DEMO_UPLOADS))
      .then(
        (variants) =>
          logger.debug({ variants, ms: Math.round(performance.now() - startedAt) }, 'pictures prepared'),
        (error: unknown) => logger.warn({ err: error }, 'preparing the pictures failed'),
      )
      .finally(() => {
        picturesPrepared = true
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
    // their in-flight request is answered are dropped by the sweep instead of lingering for a minute.
    const sweep = setInterval(() => closeIdle(), IDLE_SWEEP_MS)
    stopHousekeeping()
    stopLevelSweep()
    stopSweep()
    stopPaySweep()
    // Open event streams end now (their clients reconnect to another instance), so close() need not wait for them.
    const eventsClosed = orderEvents.close().catch(() => undefined)
    server.close(async () => {
      await eventsClosed
      // Handlers whose client hung up have no connection left to keep close() waiting.
      await requests.drained()
      clearInterval(sweep)
      await rates.close().catch(() => undefined)
      await shopValues?.close().catch(() => undefined)
      await database.close()
      process.exit(0)
    })
    closeIdle()
  }
  const closeIdle = () => server.closeIdleConnections()
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

start().catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`)
  logger.debug({ err: error }, 'start failure')
  process.exit(1)
})
