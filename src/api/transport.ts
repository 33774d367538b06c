import type { Envelope } from '../domain/envelope'

/**
 * The bare HTTP exchange with the API: URL, body encoding, 15 s timeout and envelope parsing.
 * It knows nothing of sessions, toasts or translations, so the service worker can use it too
 * (the outbox replay); src/api/client.ts adds those for the app. The sending itself is in
 * ./sendRequest.ts, loaded with the first request; this part is what the first screen needs.
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

/** Whether a parsed body has the shape of DESIGN §4's envelope. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).success === 'boolean' &&
    typeof (value as Envelope).code === 'number'
  )
}

/** One HTTP exchange: fetch's signature. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

/** The browser's fetch (the service worker's too); the server's renderer answers in-process instead. */
export const browserTransport: ApiTransport = (url, init) => fetch(url, init)
