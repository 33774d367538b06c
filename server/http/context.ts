import type { Context } from 'hono'
import type { Logger } from 'pino'
import type { Locale } from '../../src/domain/locale'

/** Per-request values set by the middleware in ./middleware. */
export type AppEnv = {
  Variables: {
    requestId: string
    locale: Locale
    log: Logger
  }
}

export type AppContext = Context<AppEnv>
