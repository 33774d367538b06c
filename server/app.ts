import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import { type Database, isDatabaseHealthy } from './db/open'
import type { AppEnv } from './http/context'
import { failure, internalEnvelope, notFoundEnvelope } from './http/envelope'
import { ApiError, validationError } from './http/errors'
import { checkAppHeaders, limitBody, requestContext } from './http/middleware'
import { mountPwa, mountUploads } from './http/staticFiles'
import { devRoutes } from './services/dev/routes'
import { memberRoutes } from './services/member/routes'
import { memberWebRoutes } from './services/member-web/routes'
import { restaurantRoutes } from './services/restaurant/routes'
import { systemRoutes } from './services/system/routes'

export type AppDeps = {
  db: Database
  logger: Logger
  /** The built PWA (vite's dist). */
  staticDir: string
  /** Uploaded files, served under /uploads/. */
  uploadsDir: string
  /** Development-only calls under /api/dev (never in production). */
  devTools: boolean
}

/** Demo images of the seed, served under /uploads/demo/. */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('./assets/demo', import.meta.url))

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** The whole HTTP surface (no listening): /api, /healthz, /shop and /uploads. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use('*', requestContext(deps.logger))

  app.get('/healthz', async (c) => {
    const healthy = await isDatabaseHealthy(deps.db)
    return c.json(
      { status: healthy ? 'ok' : 'unavailable', database: healthy ? 'ok' : 'down' },
      healthy ? 200 : 503,
    )
  })

  app.use('/api/*', checkAppHeaders, limitBody)
  app.route('/api/system', systemRoutes(deps.db))
  app.route('/api/restaurant', restaurantRoutes(deps.db))
  app.route('/api/member-web', memberWebRoutes(deps.db))
  app.route('/api/member', memberRoutes(deps.db))
  if (deps.devTools) app.route('/api/dev', devRoutes(deps.db))

  mountPwa(app, deps.staticDir)
  mountUploads(app, [
    { prefix: '', dir: deps.uploadsDir },
    { prefix: 'demo/', dir: DEMO_ASSETS_DIR },
  ])

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
