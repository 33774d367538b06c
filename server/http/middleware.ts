import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { ERR } from '../../src/domain/envelope'
import { isLocale, localeFromHeader } from '../../src/domain/locale'
import type { AppContext, AppEnv } from './context'
import { failure, isApiPath } from './envelope'
import { ApiError, validationError } from './errors'

/** Largest request body the API reads: 1 MB. */
const MAX_BODY_BYTES = 1024 * 1024

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Request id (a sane incoming X-Request-Id, else a new UUID, echoed in the response), the
 * request's language and one structured log line per request.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    const log = logger.child({ reqId: requestId })
    c.set('requestId', requestId)
    c.set('log', log)
    c.set('locale', requestLocale(c.req.header('x-locale'), c.req.header('accept-language')))
    const startedAt = performance.now()
    await next()
    setHeaders(c, { 'X-Request-Id': requestId })
    const status = c.res.status
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
    }
    if (status >= 500) log.error(line, 'request failed')
    else if (status >= 400) log.warn(line, 'request rejected')
    else log.info(line, 'request')
  }
}

/** Sets headers on the answer, copying it first when its headers are immutable (e.g. Response.redirect). */
export function setHeaders(c: AppContext, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  }
}

/** X-Locale when it names one of our languages, else Accept-Language (SPEC §1 detection). */
function requestLocale(xLocale: string | undefined, acceptLanguage: string | undefined) {
  const chosen = xLocale?.trim().toLowerCase()
  if (chosen && isLocale(chosen)) return chosen
  return localeFromHeader(acceptLanguage)
}

/** The PWA's headers (DESIGN §4), checked when present so a malformed one is a 400, not a surprise. */
const isPrintable = (value: string) =>
  ![...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')
const HEADER_RULES: Record<string, (value: string) => boolean> = {
  'X-App-Type': (value) => /^\d{1,3}$/.test(value),
  'X-App-Version': (value) => /^[0-9A-Za-z.+_-]{1,32}$/.test(value),
  'X-Device-Token': (value) => /^[!-~]{1,256}$/.test(value),
  'X-Device-Info': (value) => value.length <= 1024 && isPrintable(value),
}

export const checkAppHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  for (const [name, isValid] of Object.entries(HEADER_RULES)) {
    const value = c.req.header(name)
    if (value !== undefined && !isValid(value)) {
      c.get('log').warn({ field: name }, 'invalid header')
      return failure(c, validationError(name, 'invalidHeader'))
    }
  }
  await next()
}

/**
 * Longest request target (path and query) answered: 8 KB. No call needs more; Node itself refuses
 * request heads past 16 KB before the app sees them (see ./clientErrors.ts).
 */
export const MAX_URL_CHARS = 8 * 1024

/** 414 for a longer request target: the envelope under /api, plain text elsewhere. */
export const limitUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  const target = url.length - url.indexOf('/', url.indexOf('//') + 2)
  if (target <= MAX_URL_CHARS) return next()
  if (!isApiPath(c.req.path)) return c.text('URI Too Long', 414)
  const params = { field: 'url', max: String(MAX_URL_CHARS) }
  return failure(c, new ApiError(414, ERR.validation, 'urlTooLong', { field: 'url', params }))
}

/**
 * A body limit: checked on Content-Length when the request has one, else by reading the stream in
 * full before the call runs. A stream that breaks off (a chunk size that lies, no last chunk, the
 * client gone) is the client's doing: 400 VALIDATION on `body`, never a server error. The header
 * check comes first because looking at `c.req.raw.body` turns the node server's lightweight
 * request into a full Fetch Request (about 0.1 ms per API call).
 */
export function limitBodyTo(
  maxBytes: number,
  tooLarge: (c: AppContext) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > maxBytes) return tooLarge(c)
      return next()
    }
    const body = c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > maxBytes) {
          reader.cancel().catch(() => undefined)
          return tooLarge(c)
        }
        chunks.push(value)
      }
    } catch {
      return failure(c, validationError('body', 'bodyIncomplete'))
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) })
    return next()
  }
}

/** API bodies above 1 MB are a 400 VALIDATION on `body`. */
export const limitBody = limitBodyTo(MAX_BODY_BYTES, (c) =>
  failure(c, validationError('body', 'bodyTooLarge')),
)
