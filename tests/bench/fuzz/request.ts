/** One fuzz request, how it is written, and builders of query strings, form and JSON bodies. */

export type FuzzRequest = {
  /** The input in a few words, for the report (e.g. `brandId=json:null`). */
  label: string
  /** The class of input (e.g. `bad-value`, `nested-10000`), for the per-class counts. */
  kind: string
  method: string
  /** The request target as sent: path and query, not normalised. */
  target: string
  headers: Record<string, string>
  body?: string | Buffer
  /** Sent as a chunked stream (no Content-Length). */
  chunked?: boolean
  /** Bytes written as they are on a fresh socket (framing cases); the fields above describe them. */
  raw?: Buffer
  /** The server may rightly never answer (a Content-Length promising more than is sent). */
  mayNotAnswer?: boolean
  /** Carries the member's token (the runner adds it unless the case sets its own Authorization). */
  auth?: boolean
  /** The X-Request-Id written in `raw` (the runner adds one to the other requests). */
  requestId?: string
}

/** encodeURIComponent, or the UTF-8 bytes percent-encoded when the text holds a lone surrogate. */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
  }
}

/** A parameter value as text (query strings and forms): arrays and objects as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** `path?a=1&b=2` from [key, value] pairs (repeats kept, values as text). */
export function withQuery(path: string, pairs: readonly (readonly [string, unknown])[]): string {
  if (pairs.length === 0) return path
  return `${path}?${pairs.map(([key, value]) => `${encodeText(key)}=${encodeText(asText(value))}`).join('&')}`
}

/** A form body from [key, value] pairs. */
export function formBody(pairs: readonly (readonly [string, unknown])[]): string {
  return pairs.map(([key, value]) => `${encodeText(key)}=${encodeText(asText(value))}`).join('&')
}

/** A JSON object text from [key, JSON text] pairs (duplicate keys and raw literals allowed). */
export function jsonText(pairs: readonly (readonly [string, string])[]): string {
  return `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`
}

/** The bytes of an HTTP/1.1 request as written on a socket (Connection: close, Host localhost). */
export function rawBytes(
  method: string,
  target: string,
  headers: readonly (readonly [string, string])[],
  body: string | Buffer = '',
  options: { version?: string; host?: boolean; contentLength?: boolean } = {},
): Buffer {
  const lines = [`${method} ${target} ${options.version ?? 'HTTP/1.1'}`]
  if (options.host !== false) lines.push('Host: localhost')
  lines.push('Connection: close')
  for (const [name, value] of headers) lines.push(`${name}: ${value}`)
  const bodyBytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
  if (options.contentLength !== false && bodyBytes.length > 0)
    lines.push(`Content-Length: ${bodyBytes.length}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), bodyBytes])
}

/** The same request as socket bytes (for header values an HTTP client refuses to send). */
export function toRaw(request: FuzzRequest): Buffer {
  const headers = Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'host')
  const host = request.headers.Host ?? request.headers.host
  if (host !== undefined) headers.unshift(['Host', host])
  return rawBytes(request.method, request.target, headers, request.body, { host: host === undefined })
}
