import { CODE_OK, type Envelope, ERR } from '../../src/domain/envelope'
import type { Locale } from '../../src/domain/locale'
import { translate } from '../i18n/messages'
import type { AppContext } from './context'
import type { ApiError } from './errors'

/** Success envelope, code 1. */
export function ok<T>(c: AppContext, data: T) {
  const body: Envelope<T> = { success: true, code: CODE_OK, data }
  return c.json(body, 200)
}

const utf8 = new TextEncoder()

/**
 * The success envelope (code 1) as UTF-8 bytes, for answers built once and sent many times. Its own
 * buffer (never a slice of Node's shared pool), so keeping it keeps nothing else alive.
 */
export function successBytes<T>(data: T): Uint8Array<ArrayBuffer> {
  const body: Envelope<T> = { success: true, code: CODE_OK, data }
  return utf8.encode(JSON.stringify(body))
}

/** Sends an envelope made by successBytes (or its compressed bytes, named by `headers`). */
export function okBytes(c: AppContext, body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' })
}

/** Whether a path is the API's, whose answers are envelopes (others are pages and files). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** The error envelope of an ApiError in a language. */
export function failureBody(error: ApiError, locale: Locale): Envelope {
  const body: Envelope = {
    success: false,
    code: error.code,
    errCode: error.errCode,
    errMsg: translate(error.messageKey, locale, error.options.params),
  }
  if (error.options.field !== undefined) body.field = error.options.field
  if (error.options.data !== undefined) body.data = error.options.data
  return body
}

/** Error envelope for an ApiError, with errMsg in the request's language. */
export function failure(c: AppContext, error: ApiError) {
  return c.json(failureBody(error, c.get('locale') ?? 'en'), error.status)
}

/** 404 for an unknown /api path. */
export function notFoundEnvelope(c: AppContext) {
  const body: Envelope<never> = {
    success: false,
    code: 0,
    errCode: ERR.notFound,
    errMsg: translate('notFound', c.get('locale') ?? 'en'),
  }
  return c.json(body, 404)
}

/** The 500 envelope: no detail of the failure (the server log has it). */
export function internalBody(locale: Locale): Envelope<never> {
  return { success: false, code: 0, errCode: ERR.internal, errMsg: translate('internal', locale) }
}

/** 500 without any detail of the failure. */
export function internalEnvelope(c: AppContext) {
  return c.json(internalBody(c.get('locale') ?? 'en'), 500)
}
