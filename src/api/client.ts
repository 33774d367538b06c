import { t } from '@lingui/core/macro'
import { CODE_FAILED, type Envelope, ERR } from '../domain/envelope'
import { buildApiHeaders } from './headers'
import { type ApiOutcome, type ApiRequest, type QueryParams, sendApiRequest } from './request'

/** The envelope as the app receives it: `stale` marks an answer served from the offline cache. */
export type ApiEnvelope<T> = Envelope<T> & {
  stale?: boolean
  /** Epoch ms when a stale answer was saved. */
  savedAt?: number
}

/** Transport failures have these codes; everything else came from the server. */
const NETWORK_ERROR = {
  timeout: 'NETWORK.TIMEOUT',
  offline: 'NETWORK.OFFLINE',
  badResponse: 'NETWORK.BAD_RESPONSE',
} as const

export type ApiNotice = { kind: 'timeout' | 'offline' | 'unauthorized'; message: string }

const noticeListeners = new Set<(notice: ApiNotice) => void>()

/** Subscribes to the failures the UI should toast (timeout, offline, logged out); returns unsubscribe. */
export function onApiNotice(listener: (notice: ApiNotice) => void): () => void {
  noticeListeners.add(listener)
  return () => noticeListeners.delete(listener)
}

function emitNotice(notice: ApiNotice): void {
  for (const listener of noticeListeners) listener(notice)
}

/** Whether a failed envelope means the server was not reached (so a cached answer may stand in). */
export function isNetworkFailure(envelope: Envelope<unknown>): boolean {
  return !envelope.success && typeof envelope.errCode === 'string' && envelope.errCode.startsWith('NETWORK.')
}

/** Tells the UI about a network failure the caller could not cover (e.g. with a cached answer). */
export function announceNetworkFailure(envelope: Envelope<unknown>): void {
  if (!isNetworkFailure(envelope) || !envelope.errMsg) return
  emitNotice({
    kind: envelope.errCode === NETWORK_ERROR.timeout ? 'timeout' : 'offline',
    message: envelope.errMsg,
  })
}

function failure<T>(errCode: string, errMsg: string): ApiEnvelope<T> {
  return { success: false, code: CODE_FAILED, errCode, errMsg }
}

/** Whether the browser says it has no network: then "offline" is the honest word, not "unstable". */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

// Messages are built at call time so they follow the language active then.
function envelopeOf<T>(outcome: ApiOutcome): ApiEnvelope<T> {
  switch (outcome.kind) {
    case 'answer':
      return outcome.envelope as ApiEnvelope<T>
    case 'timeout':
      return failure(NETWORK_ERROR.timeout, t`Network request timeout! Please refresh and try again!`)
    case 'offline':
      return failure(
        NETWORK_ERROR.offline,
        browserOffline()
          ? t`You are offline. Please try again when you are back online.`
          : t`Network connection is unstable, please try again!`,
      )
    // A 304 reaches here only for a conditional request sent without apiRevalidate: as before, bad.
    case 'bad-response':
    case 'not-modified':
      return failure(NETWORK_ERROR.badResponse, t`Network connection is unstable, please try again!`)
  }
}

/**
 * A 401 clears the session. The session's writes are imported here, on demand: they wait on
 * Dexie's own chunk anyway, and no first render needs them.
 */
async function handleUnauthorized(hadToken: boolean): Promise<string> {
  try {
    const { clearLogin } = await import('../db/login')
    await clearLogin()
  } catch (error) {
    // The session could not be cleared (storage broken); the request still resolves normally.
    console.error('Could not clear the session after a 401', error)
  }
  const message = hadToken ? t`Your login has expired, please log in again.` : t`Please log in first.`
  emitNotice({ kind: 'unauthorized', message })
  return message
}

/** Sends a request with the app's headers; `hadToken` tells whether it carried the session's. */
async function sendWithAppHeaders(request: ApiRequest): Promise<{ outcome: ApiOutcome; hadToken: boolean }> {
  const headers = await buildApiHeaders()
  const outcome = await sendApiRequest({ ...request, headers: { ...headers, ...request.headers } })
  return { outcome, hadToken: headers.Authorization !== undefined }
}

/** The envelope of an outcome: a 401 clears the session, network failures are announced unless told not. */
async function envelopeFor<T>(
  outcome: ApiOutcome,
  hadToken: boolean,
  behaviour: { notify?: boolean },
): Promise<ApiEnvelope<T>> {
  const envelope = envelopeOf<T>(outcome)
  if (outcome.kind === 'answer' || outcome.kind === 'bad-response') {
    if (outcome.status === 401) {
      const message = await handleUnauthorized(hadToken)
      return outcome.kind === 'answer' ? envelope : failure(ERR.unauthorized, message)
    }
  }
  if (behaviour.notify !== false) announceNetworkFailure(envelope)
  return envelope
}

/**
 * Sends a request with the app's headers and turns every ending into an envelope; never throws.
 * With `notify: false` network failures are not announced (the caller may cover them).
 */
export async function apiRequest<T>(
  request: ApiRequest,
  behaviour: { notify?: boolean } = {},
): Promise<ApiEnvelope<T>> {
  const { outcome, hadToken } = await sendWithAppHeaders(request)
  return envelopeFor<T>(outcome, hadToken, behaviour)
}

/** The answer of apiRevalidate when the server said 304: the caller's copy is current. */
export type NotModified = { notModified: true }

/** Whether an apiRevalidate answer is a 304 (the copy named by the entity tag is current). */
export function isNotModified<T>(answer: ApiEnvelope<T> | NotModified): answer is NotModified {
  return 'notModified' in answer
}

/**
 * apiRequest made conditional: `entityTag` (quoted, e.g. `"abc"`; none for an unconditional
 * request) goes as If-None-Match, and a 304 resolves to NotModified; every other ending as apiRequest.
 */
export async function apiRevalidate<T>(
  request: ApiRequest,
  entityTag: string | undefined,
  behaviour: { notify?: boolean } = {},
): Promise<ApiEnvelope<T> | NotModified> {
  const headers =
    entityTag === undefined ? request.headers : { ...request.headers, 'If-None-Match': entityTag }
  const { outcome, hadToken } = await sendWithAppHeaders({ ...request, headers })
  if (outcome.kind === 'not-modified') return { notModified: true }
  return envelopeFor<T>(outcome, hadToken, behaviour)
}

/** GET `path` (relative to the API base) with query params. */
export function apiGet<T>(path: string, params?: QueryParams): Promise<ApiEnvelope<T>> {
  return apiRequest<T>({ method: 'GET', path, params })
}

/** POST `path`, form-encoded by default, JSON with `{ json: true }` (SPEC §7). */
export function apiPost<T>(
  path: string,
  body?: Record<string, unknown>,
  options: { json?: boolean } = {},
): Promise<ApiEnvelope<T>> {
  return apiRequest<T>({ method: 'POST', path, body, json: options.json })
}
