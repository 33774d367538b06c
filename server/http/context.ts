import type { Context } from 'hono'
import type { Logger } from 'pino'
import type { Locale } from '../../src/domain/locale'
import type { members } from '../db/schemaMember'

/** The member of a request's bearer token (set by the auth middleware). */
export type MemberRow = typeof members.$inferSelect

/** CSP sources of a page's own inline elements, by directive: a nonce, or their hashes. */
export type PageSources = { style: string[]; script: string[] }

/** Per-request values set by the middleware in ./middleware. */
export type AppEnv = {
  Variables: {
    requestId: string
    locale: Locale
    log: Logger
    member: MemberRow
    tokenHash: string
    /** CSP sources a server-rendered page's inline styles and script need (./serverRender.ts). */
    pageSources: PageSources
  }
}

export type AppContext = Context<AppEnv>
