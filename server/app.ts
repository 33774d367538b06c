import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import { type Database, isDatabaseHealthy } from './db/open'
import { compressApiAnswers } from './http/apiCompression'
import { mountBrandManifest } from './http/brandManifest'
import type { TrustProxy } from './http/clientIp'
import type { AppEnv } from './http/context'
import { failure, internalEnvelope, isApiPath, notFoundEnvelope } from './http/envelope'
import { ApiError, validationError } from './http/errors'
import { checkAppHeaders, limitBody, limitUrl, requestContext } from './http/middleware'
import { securityHeaders } from './http/securityHeaders'
import { createPageRenderer } from './http/serverRender'
import { mountPwa, mountUploads } from './http/staticFiles'
import type { GeocodingProvider } from './providers/geocoder'
import { type GeocoderPolicy, PoliteGeocoder } from './providers/geocoderPolicy'
import type { MovableClock } from './providers/movableClock'
import { SandboxPaymentProvider } from './providers/payment/sandbox'
import { sandboxPageRoutes } from './providers/payment/sandboxPage'
import type { PaymentProvider } from './providers/payment/types'
import { DatabaseRateStore, type RateStore } from './providers/rateStore'
import { ConsoleSmsSender } from './providers/sms/console'
import type { SmsSender } from './providers/sms/types'
import type { ServiceDeps } from './services/deps'
import { devService } from './services/dev/index'
import { gsaService } from './services/gsa/index'
import { LOG_KB_PER_IP, LOG_RECORDS_PER_IP, type LogIntakeDeps } from './services/logIntake'
import type { MemberDeps } from './services/member/deps'
import { memberService } from './services/member/index'
import { LOGIN_FAILURES_PER_IP_HOUR } from './services/member/loginGuard'
import { SENDS_PER_IP_HOUR } from './services/member/smsCodes'
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './services/member/uploadQuota'
import { mountUploadPost } from './services/member/uploadRoute'
import { memberWebService } from './services/member-web/index'
import { LocalOrderEventBus, type OrderEventBus } from './services/order/events'
import { orderService } from './services/order/index'
import type { PayDeps } from './services/pay/deps'
import { orderPayments, payService } from './services/pay/index'
import { queueService } from './services/queue/index'
import { restaurantService } from './services/restaurant/index'
import { DatabaseShopValueStore, type ShopValueStore } from './services/restaurant/shopValues'
import { staffService } from './services/staff/index'
import { systemService } from './services/system/index'

export type AppDeps = {
  db: Database
  logger: Logger
  /** The built PWA (vite's dist). */
  staticDir: string
  /** Uploaded files, served under /uploads/. */
  uploadsDir: string
  /** /api/dev/logs for the browser tests (never in production); loopback clients only. */
  devTools: boolean
  /** Development: pages on local hosts allow what the debug console needs (server/http/securityHeaders.ts). */
  debugConsole?: boolean
  /** SMS provider; the console/dev-inbox sender when absent (its inbox: /api/dev/sms, loopback only). */
  sms?: SmsSender
  /** Rate counters and login locks; the database when absent. */
  rates?: RateStore
  /** The longest a first screen waits for the server's render (server/http/serverRender.ts); tests shorten it. */
  renderWaitMs?: number
  /** The clock; tests pass one they can move. */
  now?: () => Date
  /** Browser tests' clock (NODE_ENV=test): the app's `now`, moved forward by POST /api/dev/clock. */
  clock?: MovableClock
  /** HMAC key of upload policies (UPLOAD_SECRET or the installation's, server/secrets.ts). */
  uploadSecret: string
  /** Files and bytes one member may upload per year; 100 and 200 MB when absent (tests lower them). */
  uploadQuota?: UploadQuota
  /** Public origin for upload hosts (PUBLIC_URL). */
  publicUrl?: string
  /** The proxies in front, whose X-Forwarded-For entries name the client (TRUST_PROXY); none when absent. */
  trustProxy?: TrustProxy
  /** SMS codes one client IP may ask for per hour (SMS_SENDS_PER_IP_HOUR); 20 when absent. */
  smsSendsPerIpHour?: number
  /** Wrong SMS codes one client IP may send per hour (LOGIN_FAILURES_PER_IP_HOUR); 30 when absent. */
  loginFailuresPerIpHour?: number
  /** Log records one client IP may send per 10 minutes (LOG_RECORDS_PER_IP_10MIN); 10,000 when absent. */
  logRecordsPerIp10Min?: number
  /** KB of log records one client IP may send per 10 minutes (LOG_KB_PER_IP_10MIN); 5,120 when absent. */
  logKbPerIp10Min?: number
  /** restaurant/shopRedis values; the database when absent. */
  shopValues?: ShopValueStore
  /** Whether the built PWA's compressed copies are all made (/healthz says so); absent: not tracked. */
  pwaCompressed?: () => boolean
  /** Whether the screens' variants of the demo pictures are made (/healthz says so); absent: not tracked. */
  picturesPrepared?: () => boolean
  /** Live order changes (Redis pub/sub when REDIS_URL is set); an in-process bus when absent. */
  orderEvents?: OrderEventBus
  /** SSE heartbeat of /api/order/events (ms); 25 s when absent. */
  orderEventHeartbeatMs?: number
  /** STAFF_TOKEN: without it every /api/staff call answers 404 (docs/api.md "Staff API"). */
  staffToken?: string
  /** GEOCODER_URL's provider (./providers/geocoder.ts); none: no street addresses, no suggestions. */
  geocoder?: GeocodingProvider
  /**
   * How it is asked (./providers/geocoderPolicy.ts): GEOCODER_INTERVAL_MS and GEOCODER_MAX_WAIT_MS;
   * one request a second, a 2 s wait and answers kept a day when absent.
   */
  geocoderPolicy?: Partial<GeocoderPolicy>
  /** First screens rendered on the server (SERVER_RENDER; on when absent); off, the shell is sent. */
  serverRender?: boolean
  /** Payments (server/services/pay): the provider, or the sandbox's settings when it is the sandbox. */
  payments?: PaymentOptions
}

type PaymentOptions = {
  /** The provider: a real one (docs/payments.md) or a SandboxPaymentProvider; a sandbox made here when absent. */
  provider?: PaymentProvider
  /** The sandbox's HMAC key (SANDBOX_PAY_SECRET or the installation's); a fresh random one when absent. */
  sandboxSecret?: string
  /** Where the sandbox sends its callbacks: PUBLIC_URL or this server; the app itself when absent. */
  callbackOrigin?: string
  /** How the sandbox sends them; into this app (app.fetch) when absent. */
  callbackFetch?: typeof fetch
  /** Seconds a sandbox refund takes to complete (5 when absent). */
  sandboxRefundSeconds?: number
}

/** Demo images of the seed, served under /uploads/demo/. */
export const DEMO_UPLOADS = { prefix: 'demo/', dir: fileURLToPath(new URL('./assets/demo', import.meta.url)) }

/** The whole HTTP surface (no listening): /api, /healthz, /shop and /uploads. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use('*', requestContext(deps.logger))
  app.use(
    '*',
    securityHeaders({
      staticDir: deps.staticDir,
      publicUrl: deps.publicUrl,
      debugConsole: deps.debugConsole,
    }),
  )
  // After the security headers, so that its refusals carry them too.
  app.use('*', limitUrl)
  // Outside the calls and the app-header and body checks, so that every API answer passes through it.
  app.use('/api/*', compressApiAnswers)

  app.get('/healthz', async (c) => {
    const healthy = await isDatabaseHealthy(deps.db)
    const pwa = deps.pwaCompressed ? { pwa: deps.pwaCompressed() ? 'compressed' : 'compressing' } : {}
    const pictures = deps.picturesPrepared
      ? { pictures: deps.picturesPrepared() ? 'ready' : 'preparing' }
      : {}
    return c.json(
      { status: healthy ? 'ok' : 'unavailable', database: healthy ? 'ok' : 'down', ...pwa, ...pictures },
      healthy ? 200 : 503,
    )
  })

  const member: MemberDeps = {
    db: deps.db,
    logger: deps.logger,
    sms: deps.sms ?? new ConsoleSmsSender(deps.logger),
    rates: deps.rates ?? new DatabaseRateStore(deps.db),
    now: deps.clock?.now ?? deps.now ?? (() => new Date()),
    uploadSecret: deps.uploadSecret,
    uploadsDir: deps.uploadsDir,
    uploadQuota: deps.uploadQuota ?? DEFAULT_UPLOAD_QUOTA,
    publicUrl: deps.publicUrl,
    trustProxy: deps.trustProxy ?? 0,
    smsSendsPerIpHour: deps.smsSendsPerIpHour ?? SENDS_PER_IP_HOUR,
    loginFailuresPerIpHour: deps.loginFailuresPerIpHour ?? LOGIN_FAILURES_PER_IP_HOUR,
  }

  const logIntake: LogIntakeDeps = {
    rates: member.rates,
    now: member.now,
    trustProxy: member.trustProxy,
    recordsPerIp: deps.logRecordsPerIp10Min ?? LOG_RECORDS_PER_IP,
    bytesPerIp: (deps.logKbPerIp10Min ?? LOG_KB_PER_IP) * 1024,
  }

  const orderEvents = deps.orderEvents ?? new LocalOrderEventBus(deps.logger)
  const options = deps.payments ?? {}
  // A sandbox given (main.ts, the tests) or made here; its hosted page is mounted below.
  const sandbox =
    options.provider instanceof SandboxPaymentProvider
      ? options.provider
      : options.provider
        ? null
        : new SandboxPaymentProvider({
            db: deps.db,
            secret: options.sandboxSecret ?? randomBytes(32).toString('base64url'),
            logger: deps.logger,
            now: member.now,
            callbackOrigin: options.callbackOrigin ?? 'http://localhost',
            fetch:
              options.callbackFetch ??
              ((input, init) => Promise.resolve(app.fetch(new Request(input, init)))),
            pageOrigin: deps.publicUrl,
            refundSeconds: options.sandboxRefundSeconds,
          })
  const pay: PayDeps = {
    db: deps.db,
    now: member.now,
    events: orderEvents,
    provider: options.provider ?? sandbox!,
    logger: deps.logger,
    publicUrl: deps.publicUrl,
  }
  const services: ServiceDeps = {
    db: deps.db,
    orderEvents,
    orderEventHeartbeatMs: deps.orderEventHeartbeatMs,
    staffToken: deps.staffToken,
    geocoder:
      deps.geocoder && new PoliteGeocoder(deps.geocoder, member.rates, deps.logger, deps.geocoderPolicy),
    member,
    logIntake,
    restaurant: {
      db: deps.db,
      now: member.now,
      shopValues: deps.shopValues ?? new DatabaseShopValueStore(deps.db),
    },
    devLogs: deps.devTools,
    devClock: deps.clock,
    pay,
    orderPayments: orderPayments(pay),
  }

  // Each service once, every call of /api/<service>/… defined in server/services/<service>/ (docs/api.md).
  app.use('/api/*', checkAppHeaders, limitBody)
  app.route('/api/system', systemService(services))
  app.route('/api/restaurant', restaurantService(services))
  app.route('/api/member-web', memberWebService(services))
  app.route('/api/member', memberService(services))
  app.route('/api/order', orderService(services))
  app.route('/api/queue', queueService(services))
  app.route('/api/staff', staffService(services))
  app.route('/api/gsa', gsaService(services))
  app.route('/api/pay', payService(services.pay))
  const dev = devService(services)
  if (dev) app.route('/api/dev', dev)

  // Before the PWA's files: a brand's manifest is built, the bare one is the file (./http/brandManifest.ts).
  mountBrandManifest(app, deps.db, deps.staticDir)
  // The sandbox provider's hosted page, where a real provider's would be (not an API call).
  if (sandbox) app.route('/', sandboxPageRoutes(sandbox))
  // The first screens rendered on the server read the API in-process, through the app itself.
  const pages =
    deps.serverRender === false
      ? undefined
      : createPageRenderer({
          staticDir: deps.staticDir,
          db: deps.db,
          logger: deps.logger,
          api: async (url, init) => app.request(url, init),
          renderWaitMs: deps.renderWaitMs,
        })
  mountPwa(app, deps.staticDir, pages)
  mountUploadPost(app, member)
  mountUploads(app, [{ prefix: '', dir: deps.uploadsDir }, DEMO_UPLOADS])

  app.notFound((c) => (isApiPath(c.req.path) ? notFoundEnvelope(c) : c.text('Not found', 404)))

  app.onError((error, c) => {
    const log = c.get('log') ?? deps.logger
    let apiError: ApiError | null = error instanceof ApiError ? error : null
    // Hono raises HTTPException for input it cannot read (e.g. a broken body stream): bad input, not a bug.
    if (!apiError && error instanceof HTTPException && error.status < 500) apiError = validationError('body')
    if (apiError) {
      if (apiError.status === 400)
        log.warn({ errCode: apiError.errCode, field: apiError.options.field }, 'bad input')
      return failure(c, apiError)
    }
    log.error({ err: error }, 'unhandled error')
    return isApiPath(c.req.path) ? internalEnvelope(c) : c.text('Internal Server Error', 500)
  })

  return app
}
