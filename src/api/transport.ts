import type { Envelope } from '../domain/envelope'

/**
 * The bare HTTP exchange with the API: URL, body encoding, 15 s timeout and envelope parsing.
 * It knows nothing of sessions, toasts or translations, so the service worker can use it too
 * (the outbox replay); src/api/client.ts adds those for the app.
 */

/** SPEC §9: every request times out after 15 s. */
export const API_TIMEOUT_MS = 15_000

export type QueryParams = Record<string, string | number | boolean | undefined | null>

export type ApiRequest = {
  method: 'GET' | 'POST'
  /** Relative to the API base, e.g. `restaurant/brand/getBrandByAlias`. */
  path: string
  params?: QueryParams
  body?: Record<string, unknown> | unknown[]
  /** POST bodies are form-encoded unless this is set (SPEC §7). */
  json?: boolean
  /** Extra headers; with `If-None-Match` the request is conditional and a 304 ends as `not-modified`. */
  headers?: Record<string, string>
  timeoutMs?: number
}

/** How an exchange ended, before any user-facing wording is attached. */
export type ApiOutcome =
  | { kind: 'answer'; status: number; envelope: Envelope<unknown> }
  /** The server answered with something that is not an envelope (proxy error page, captive portal). */
  | { kind: 'bad-response'; status: number }
  /** A conditional request's 304 (no body): the copy named in If-None-Match is current. */
  | { kind: 'not-modified'; status: 304 }
  | { kind: 'timeout' }
  | { kind: 'offline'; error: unknown }

/** `/api` on the page's own origin unless VITE_API_BASE names another (DESIGN §4 "URL space"). */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE
  const base = typeof configured === 'string' && configured !== '' ? configured : '/api'
  return base.replace(/\/+$/, '')
}

function formValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(',')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Query string of the defined params, in insertion order; null and undefined are left out. */
export function encodeParams(params: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(name, formValue(value))
  }
  return search
}

function apiUrl(path: string, params?: QueryParams): string {
  const query = encodeParams(params).toString()
  return `${apiBaseUrl()}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
}

/** Whether a parsed body has the shape of DESIGN §4's envelope. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).success === 'boolean' &&
    typeof (value as Envelope).code === 'number'
  )
}

function encodeBody(request: ApiRequest): { body?: string; contentType?: string } {
  if (request.method === 'GET' || request.body === undefined) return {}
  if (request.json || Array.isArray(request.body)) {
    return { body: JSON.stringify(request.body), contentType: 'application/json' }
  }
  return {
    body: encodeParams(request.body).toString(),
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
  }
}

/** Whether the headers make the request conditional (a 304 is then an answer, not a bad response). */
function isConditional(headers: Record<string, string>): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === 'if-none-match')
}

/** One HTTP exchange: fetch's signature. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

/** The browser's fetch (the service worker's too); the server's renderer answers in-process instead. */
export const browserTransport: ApiTransport = (url, init) => fetch(url, init)

/** Sends one request; never throws. The timeout covers reading the body as well. */
export async function sendApiRequest(
  request: ApiRequest,
  transport: ApiTransport = browserTransport,
): Promise<ApiOutcome> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, request.timeoutMs ?? API_TIMEOUT_MS)
  const { body, contentType } = encodeBody(request)
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
  if (contentType) headers['Content-Type'] = contentType
  try {
    const response = await transport(apiUrl(request.path, request.params), {
      method: request.method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    })
    if (response.status === 304 && isConditional(headers)) return { kind: 'not-modified', status: 304 }
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { kind: 'bad-response', status: response.status }
    }
    return isEnvelope(parsed)
      ? { kind: 'answer', status: response.status, envelope: parsed }
      : { kind: 'bad-response', status: response.status }
  } catch (error) {
    return timedOut ? { kind: 'timeout' } : { kind: 'offline', error }
  } finally {
    clearTimeout(timer)
  }
}
