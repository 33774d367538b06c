import type { IncomingHttpHeaders } from 'node:http'
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createAppServer } from '../../server/http/clientErrors'
import type { TestApp } from './harness'

/**
 * The app behind a real HTTP server on a free local port, called with node:http, which neither
 * asks for nor decodes compressed answers by itself: the tests see the bytes as they cross the wire.
 */

export type WireAnswer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer }

export async function listenApp(
  app: TestApp['app'],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createAppServer(app.fetch)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** One request; `json` is sent as the body of a POST. */
export function wireCall(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<WireAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) }
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** The answer's body decoded as its Content-Encoding says, then parsed as JSON. */
export function decodedJson(answer: WireAnswer): unknown {
  const encoding = answer.headers['content-encoding']
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.bytes)
      : encoding === 'gzip'
        ? gunzipSync(answer.bytes)
        : answer.bytes
  return JSON.parse(bytes.toString('utf8'))
}
