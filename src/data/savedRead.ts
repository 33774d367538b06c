import type { ApiClient } from '../api/client'
import { encodeParams, type QueryParams } from '../api/transport'
import { savedAnswers } from '../db/apiCache'
import type { Envelope } from '../domain/envelope'
import { type ShownAnswer, savedCallQuery, settledAnswer } from './calls'
import type { RecordStore } from './recordStore'
import type { RecordQuery } from './recordTypes'

/**
 * Read calls whose last answer is kept on the device (docs/data.md, kind `savedCall`): a screen
 * watches the query (useAnswer) and is shown the device copy at once, then the network's answer;
 * a loader whose data is not watched reads it with readSaved. The record key is the API cache key.
 */

/** Cache key of a read call: method, path and its parameters in a stable order. */
function apiCacheKey(method: 'GET' | 'POST', path: string, params?: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
  const query = encodeParams(sorted).toString()
  return `${method} ${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
}

/** What a saved read is read with: the records of an app context and its client (src/app/appContext.ts). */
export type Reading = { records: RecordStore; api: ApiClient }

/** A saved read of `path` with `params` (sent as the query of a GET, the body of a POST). */
export function savedRead<T>(
  method: 'GET' | 'POST',
  path: string,
  params: QueryParams,
): RecordQuery<Envelope<T>> {
  const request = method === 'GET' ? { method, path, params } : { method, path, body: params }
  return savedCallQuery(
    apiCacheKey(method, path, params),
    (api) => api.request<T>(request, { notify: false }),
    savedAnswers<T>(),
  )
}

/**
 * The network's answer, else (the server cannot be reached) the device copy marked `stale`. With
 * `notify: false` a failure without a copy is not announced (the caller shows it).
 */
export async function readSaved<T>(
  { records, api }: Reading,
  query: RecordQuery<Envelope<T>>,
  behaviour: { notify?: boolean } = {},
): Promise<ShownAnswer<T>> {
  const answer = settledAnswer(await records.loadFresh(query))
  if (!answer.success && behaviour.notify !== false) api.announce(answer)
  return answer
}
