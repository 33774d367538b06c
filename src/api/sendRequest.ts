import {
  API_TIMEOUT_MS,
  type ApiOutcome,
  type ApiRequest,
  type ApiTransport,
  apiBaseUrl,
  browserTransport,
  encodeParams,
  isEnvelope,
  type QueryParams,
} from './transport'

/**
 * One exchange with the API (./transport.ts has its types and parts the first screen needs): URL,
 * body encoding, the 15 s timeout and envelope parsing. Loaded with the first request, by the
 * client's sending half (./clientSend.ts) and the sync queues.
 */

function apiUrl(path: string, params?: QueryParams): string {
  const query = encodeParams(params).toString()
  return `${apiBaseUrl()}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`
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
