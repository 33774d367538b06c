import type { I18n } from '@lingui/core'
import { createEmitter } from '../domain/emitter'
import { CODE_FAILED, type Envelope } from '../domain/envelope'
import type { ApiRequest, ApiTransport, QueryParams } from './transport'

/** The envelope as the app receives it: `stale` marks an answer served from the offline cache. */
export type ApiEnvelope<T> = Envelope<T> & {
  stale?: boolean
  /** Epoch ms when a stale answer was saved. */
  savedAt?: number
}

/** Transport failures have these codes; everything else came from the server. */
export const NETWORK_ERROR = {
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

/**
 * How requests are sent and their outcomes worded (./clientSend.ts), loaded with the first request
 * rather than with the page: a first screen the server rendered sends none, and the menu's first
 * load is the budget every byte of the main chunk counts against.
 */
const sending = () => import('./clientSend')

export function createApiClient(options: ApiClientOptions): ApiClient {
  const notices = createEmitter<ApiNotice>()

  function announce(envelope: Envelope<unknown>): void {
    if (!isNetworkFailure(envelope) || !envelope.errMsg) return
    notices.emit({
      kind: envelope.errCode === NETWORK_ERROR.timeout ? 'timeout' : 'offline',
      message: envelope.errMsg,
    })
  }

  /**
   * The sender, made once; null when its code could not be fetched (offline before the service
   * worker holds it), and tried again at the next request.
   */
  let sender: ReturnType<typeof makeSenderLater> | null = null
  function makeSenderLater() {
    return sending().then(
      ({ makeSender }) => makeSender(options, { announce, notice: notices.emit }),
      () => {
        sender = null
        return null
      },
    )
  }
  const loadSender = () => {
    sender ??= makeSenderLater()
    return sender
  }
  /**
   * The sender's code could not be fetched, so the server was not reached either. Without words, as
   * a failure before a language has loaded: the screens give their own (`errMsg || …`).
   */
  const unreached = <T>(): ApiEnvelope<T> => ({
    success: false,
    code: CODE_FAILED,
    errCode: NETWORK_ERROR.offline,
    errMsg: '',
  })

  const client: ApiClient = {
    async request<T>(request: ApiRequest, behaviour: { notify?: boolean } = {}) {
      const send = await loadSender()
      return send ? send.request<T>(request, behaviour) : unreached<T>()
    },
    async revalidate<T>(request: ApiRequest, entityTag: string | undefined, behaviour = {}) {
      const send = await loadSender()
      return send ? send.revalidate<T>(request, entityTag, behaviour) : unreached<T>()
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
