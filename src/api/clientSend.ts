import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CODE_FAILED, type Envelope, ERR } from '../domain/envelope'
import {
  type ApiClientOptions,
  type ApiEnvelope,
  type ApiNotice,
  NETWORK_ERROR,
  type NotModified,
} from './client'
import { sendApiRequest } from './sendRequest'
import type { ApiOutcome, ApiRequest } from './transport'

/**
 * The sending half of the API client (./client.ts), loaded with the first request: the app's
 * headers on each, every outcome an envelope, network failures worded in the language active, a
 * 401 ending the session.
 */

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

type Facade = {
  /** Tells the UI about a network failure (the client's announce). */
  announce(envelope: Envelope<unknown>): void
  /** Tells the UI the session ended. */
  notice(notice: ApiNotice): void
}

export function makeSender(options: ApiClientOptions, facade: Facade) {
  const { i18n } = options

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
    facade.notice({ kind: 'unauthorized', message })
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
    if (behaviour.notify !== false) facade.announce(envelope)
    return envelope
  }

  return {
    async request<T>(request: ApiRequest, behaviour: { notify?: boolean }): Promise<ApiEnvelope<T>> {
      const { outcome, hadToken } = await send(request)
      return envelopeFor<T>(outcome, hadToken, behaviour)
    },
    async revalidate<T>(
      request: ApiRequest,
      entityTag: string | undefined,
      behaviour: { notify?: boolean },
    ): Promise<ApiEnvelope<T> | NotModified> {
      const headers =
        entityTag === undefined ? request.headers : { ...request.headers, 'If-None-Match': entityTag }
      const { outcome, hadToken } = await send({ ...request, headers })
      if (outcome.kind === 'not-modified') return { notModified: true }
      return envelopeFor<T>(outcome, hadToken, behaviour)
    },
  }
}
