import http from 'node:http'
import net from 'node:net'
import { type FuzzRequest, toRaw } from './request'
import type { FuzzAnswer } from './verdict'

/** Sending fuzz requests over real sockets: node:http for ordinary ones, node:net for raw bytes. */

export type Send = (request: FuzzRequest) => Promise<FuzzAnswer>

const NO_BODY = Buffer.alloc(0)
const failed = (error: string): FuzzAnswer => ({ status: 0, headers: {}, body: NO_BODY, error })

/** Errors of node's HTTP client for header values or paths it refuses to write: sent raw instead. */
const CLIENT_REFUSALS = new Set([
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_UNESCAPED_CHARACTERS',
  'ERR_HTTP_INVALID_HEADER_VALUE',
  'ERR_INVALID_URL',
])

/** A sender to `127.0.0.1:port` with keep-alive connections. */
export function httpSender(port: number, timeoutMs = 15_000): { send: Send; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const send: Send = async (request) => {
    if (request.raw) return sendRaw(port, request.raw, request.mayNotAnswer ? 3_000 : timeoutMs)
    try {
      return await sendHttp(agent, port, request, timeoutMs)
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      if (!CLIENT_REFUSALS.has(code)) throw error
      return sendRaw(port, toRaw(request), timeoutMs)
    }
  }
  return { send, close: () => agent.destroy() }
}

function sendHttp(
  agent: http.Agent,
  port: number,
  request: FuzzRequest,
  timeoutMs: number,
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...request.headers }
    const body = request.body === undefined ? undefined : Buffer.from(request.body)
    if (body && !request.chunked) headers['Content-Length'] = String(body.length)
    // Named, or node frames no body of a GET at all (its bytes would then read as a second request).
    if (body && request.chunked) headers['Transfer-Encoding'] = 'chunked'
    let settled = false
    const settle = (answer: FuzzAnswer) => {
      if (!settled) resolve(answer)
      settled = true
    }
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.target, headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          settle({
            status: res.statusCode ?? 0,
            headers: flatHeaders(res.headers),
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', (error) => settle(failed(`response ${error.message}`)))
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')))
    req.on('error', (error: NodeJS.ErrnoException) => settle(failed(error.code ?? error.message)))
    try {
      if (body && request.chunked) {
        for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024))
        req.end()
      } else req.end(body)
    } catch (error) {
      req.destroy()
      if (!settled) reject(error)
      settled = true
    }
  })
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  return flat
}

/** Writes bytes on a fresh socket and reads until the server closes it (or the timeout). */
function sendRaw(port: number, bytes: Buffer, timeoutMs: number): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let error: string | undefined
    // write, not end: a half-closed socket makes node's server drop the request it is answering.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes))
    socket.setTimeout(timeoutMs, () => {
      error = 'timeout'
      socket.destroy()
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message
    })
    socket.on('close', () => {
      const data = Buffer.concat(chunks)
      if (data.length === 0) return resolve(failed(error ?? 'closed without an answer'))
      resolve(parseAnswers(data))
    })
  })
}

/** The first final answer in raw response bytes (1xx skipped), and how many more followed. */
function parseAnswers(data: Buffer): FuzzAnswer {
  const answers: FuzzAnswer[] = []
  let rest: Buffer = data
  while (rest.length > 0 && answers.length < 10) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) break
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0)
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    let body: Buffer = rest.subarray(end + 4)
    let next: Buffer = Buffer.alloc(0)
    if (status >= 100 && status < 200) {
      ;[body, next] = [Buffer.alloc(0), body]
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      ;[body, next] = dechunk(body)
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length'])
      next = body.subarray(length)
      body = body.subarray(0, length)
    }
    if (status >= 200 || status === 0) answers.push({ status, headers, body })
    rest = next
  }
  if (answers.length === 0)
    return failed(`unreadable answer ${JSON.stringify(data.subarray(0, 80).toString('latin1'))}`)
  return { ...answers[0]!, extra: answers.length - 1 }
}

function dechunk(data: Buffer): [Buffer, Buffer] {
  const parts: Buffer[] = []
  let at = 0
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size)) break
    at = lineEnd + 2
    if (size === 0) return [Buffer.concat(parts), data.subarray(data.indexOf('\r\n\r\n', at - 2) + 4)]
    parts.push(data.subarray(at, at + size))
    at += size + 2
  }
  return [Buffer.concat(parts), Buffer.alloc(0)]
}
