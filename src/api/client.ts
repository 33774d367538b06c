import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createEmitter } from '../domain/emitter'
import { CODE_FAILED, type Envelope, ERR } from '../domain/envelope'
import {
  type ApiOutcome,
  type ApiRequest,
  type ApiTransport,
  type QueryParams,
  sendApiRequest,
} from './transport'

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

/** The answer of revalidate when the server said 304: the caller's copy is current. */
export type NotModified = { notModified: true }

/**
 * The documented calls as the app sends them (DESIGN §4): its headers on every request, every
 * ending an envelope (never a throw), network failures worded in the app's language and announced
 * to the UI unless the caller covers them, a 401 ending the session. One per app context
 * (src/app/appContext.ts): the browser's over fetch, each server render's answered in-process.
 */
export type ApiClient = {
  /** Sends a request; with `notify: false` a network failure is not announced (the caller may cover it). */
  request<T>(request: ApiRequest, behaviour?: { notify?: boolean }): Promise<ApiEnvelope<T>>
  /**
   * request made conditional: `entityTag` (quoted, e.g. `"abc"`; none for an unconditional
   * request) goes as If-None-Match, and a 304 resolves to NotModified.
   */
  revalidate<T>(
    request: ApiRequest,
    entityTag: string | undefined,
    behaviour?: { notify?: boolean },
  ): Promise<ApiEnvelope<T> | NotModified>
  /** GET `path` (relative to the API base) with query params. */
  get<T>(path: string, params?: QueryParams): Promise<ApiEnvelope<T>>
  /** POST `path`, form-encoded by default, JSON with `{ json: true }` (SPEC §7). */
  post<T>(path: string, body?: Record<string, unknown>, options?: { json?: boolean }): Promise<ApiEnvelope<T>>
  /** Tells the UI about a network failure the caller could not cover (e.g. with a saved answer). */
  announce(envelope: Envelope<unknown>): void
  /** Follows the failures the UI should toast (timeout, offline, logged out); returns unsubscribe. */
  onNotice(listener: (notice: ApiNotice) => void): () => void
  /** The headers its requests carry, for a request sent otherwise (the live order stream). */
  headers(): Promise<Record<string, string>>
}

export type ApiClientOptions = {
  /** One HTTP exchange: fetch in the browser; the server's renderer answers in-process. */
  transport: ApiTransport
  /** DESIGN §4's headers every call carries (Authorization when logged in). */
  headers(): Promise<Record<string, string>>
  /** The language of the failures the client words itself. */
  i18n: I18n
  /** After a 401: the device forgets the session (the browser); nothing where there is none. */
  onUnauthorized?(): Promise<void>
}

/** Whether a failed envelope means the server was not reached (so a cached answer may stand in). */
export function isNetworkFailure(envelope: Envelope<unknown>): boolean {
  return !envelope.success && typeof envelope.errCode === 'string' && envelope.errCode.startsWith('NETWORK.')
}

/** Whether a revalidate answer is a 304 (the copy named by the entity tag is current). */
export function isNotModified<T>(answer: ApiEnvelope<T> | NotModified): answer is NotModified {
  return 'notModified' in answer
}

function failure<T>(errCode: string, errMsg: string): ApiEnvelope<T> {
  return { success: false, code: CODE_FAILED, errCode, errMsg }
}

/** Whether the browser says it has no network: then "offline" is the honest word, not "unstable". */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

const UNSTABLE = msg`Network connection is unstable, please try again!`

/**
 * A failure's words in the language active. None is yet while the first one loads (a route loader's
 * request at start, offline): Lingui would throw, so the failure carries no words, which the
 * screens then give themselves (`errMsg || …`).
 */
function say(i18n: I18n, message: MessageDescriptor): string {
  return i18n.locale ? i18n._(message) : ''
}

// Messages are built at call time so they follow the language active then.
function envelopeOf<T>(outcome: ApiOutcome, i18n: I18n): ApiEnvelope<T> {
  switch (outcome.kind) {
    case 'answer':
      return outcome.envelope as ApiEnvelope<T>
    case 'timeout':
      return failure(
        NETWORK_ERROR.timeout,
        say(i18n, msg`Network request timeout! Please refresh and try again!`),
      )
    case 'offline':
      return failure(
        NETWORK_ERROR.offline,
        say(
          i18n,
          browserOffline() ? msg`You are offline. Please try again when you are back online.` : UNSTABLE,
        ),
      )
    // A 304 reaches here only for a conditional request sent without revalidate: as before, bad.
    case 'bad-response':
    case 'not-modified':
      return failure(NETWORK_ERROR.badResponse, say(i18n, UNSTABLE))
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { i18n } = options
  const notices = createEmitter<ApiNotice>()

  function announce(envelope: Envelope<unknown>): void {
    if (!isNetworkFailure(envelope) || !envelope.errMsg) return
    notices.emit({
      kind: envelope.errCode === NETWORK_ERROR.timeout ? 'timeout' : 'offline',
      message: envelope.errMsg,
    })
  }

  async function handleUnauthorized(hadToken: boolean): Promise<string> {
    try {
      await options.onUnauthorized?.()
    } catch (error) {
      // The session could not be cleared (storage broken); the request still resolves normally.
      console.error('Could not clear the session after a 401', error)
    }
    const message = i18n._(
      hadToken ? msg`Your login has expired, please log in again.` : msg`Please log in first.`,
    )
    notices.emit({ kind: 'unauthorized', message })
    return message
  }

  /** Sends a request with the app's headers; `hadToken` tells whether it carried the session's. */
  async function send(request: ApiRequest): Promise<{ outcome: ApiOutcome; hadToken: boolean }> {
    const headers = await options.headers()
    const outcome = await sendApiRequest(
      { ...request, headers: { ...headers, ...request.headers } },
      options.transport,
    )
    return { outcome, hadToken: headers.Authorization !== undefined }
  }

  /** The envelope of an outcome: a 401 clears the session, network failures are announced unless told not. */
  async function envelopeFor<T>(
    outcome: ApiOutcome,
    hadToken: boolean,
    behaviour: { notify?: boolean },
  ): Promise<ApiEnvelope<T>> {
    const envelope = envelopeOf<T>(outcome, i18n)
    if ((outcome.kind === 'answer' || outcome.kind === 'bad-response') && outcome.status === 401) {
      const message = await handleUnauthorized(hadToken)
      return outcome.kind === 'answer' ? envelope : failure(ERR.unauthorized, message)
    }
    if (behaviour.notify !== false) announce(envelope)
    return envelope
  }

  const client: ApiClient = {
    async request<T>(request: ApiRequest, behaviour: { notify?: boolean } = {}) {
      const { outcome, hadToken } = await send(request)
      return envelopeFor<T>(outcome, hadToken, behaviour)
    },
    async revalidate<T>(request: ApiRequest, entityTag: string | undefined, behaviour = {}) {
      const headers =
        entityTag === undefined ? request.headers : { ...request.headers, 'If-None-Match': entityTag }
      const { outcome, hadToken } = await send({ ...request, headers })
      if (outcome.kind === 'not-modified') return { notModified: true }
      return envelopeFor<T>(outcome, hadToken, behaviour)
    },
    get: (path, params) => client.request({ method: 'GET', path, params }),
    post: (path, body, options = {}) => client.request({ method: 'POST', path, body, json: options.json }),
    announce,
    onNotice(listener) {
      return notices.subscribe(listener)
    },
    headers: () => options.headers(),
  }
  return client
}
