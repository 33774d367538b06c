import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { getRequestListener, RequestError } from '@hono/node-server'
import { ERR } from '../../src/domain/envelope'
import { type MessageKey, translate } from '../i18n/messages'

/**
 * Requests refused before the app sees them get the API envelope instead of a bare status: what
 * Node refuses (a request head over its 16 KB limit, broken framing, a head that never finishes,
 * an Expect it does not know) and what the adapter cannot turn into a URL (a bad Host, a
 * backslash in the path, a foreign scheme). The head was not read, so the language is not known:
 * English.
 */

type Refusal = { status: number; reason: string; field: string; message: MessageKey }

const HEAD_TOO_LARGE: Refusal = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  field: 'headers',
  message: 'headersTooLarge',
}
const TIMED_OUT: Refusal = {
  status: 408,
  reason: 'Request Timeout',
  field: 'request',
  message: 'requestTimeout',
}
const MALFORMED: Refusal = {
  status: 400,
  reason: 'Bad Request',
  field: 'request',
  message: 'malformedRequest',
}
const BAD_HOST: Refusal = { status: 400, reason: 'Bad Request', field: 'Host', message: 'invalidHeader' }
const BAD_TARGET: Refusal = { status: 400, reason: 'Bad Request', field: 'url', message: 'invalidField' }
const BAD_EXPECT: Refusal = {
  status: 417,
  reason: 'Expectation Failed',
  field: 'Expect',
  message: 'invalidHeader',
}

const HEADERS = {
  'Content-Type': 'application/json',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  Connection: 'close',
}

function envelopeOf(refusal: Refusal): string {
  return JSON.stringify({
    success: false,
    code: 0,
    errCode: ERR.validation,
    errMsg: translate(refusal.message, 'en', { field: refusal.field }),
    field: refusal.field,
  })
}

function refusalOfClientError(code: string | undefined): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') return HEAD_TOO_LARGE
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMED_OUT
  return MALFORMED
}

/** The raw HTTP/1.1 answer for a request Node refused: the envelope, then the connection closes. */
export function clientErrorResponse(code: string | undefined): string {
  const refusal = refusalOfClientError(code)
  const body = envelopeOf(refusal)
  const headers = { ...HEADERS, 'Content-Length': String(Buffer.byteLength(body)) }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return [`HTTP/1.1 ${refusal.status} ${refusal.reason}`, ...lines, '', body].join('\r\n')
}

/** The answer for a request the adapter could not read; anything else the app lets escape is a 500. */
export function requestErrorResponse(error: unknown): Response {
  if (!(error instanceof RequestError)) {
    const body = JSON.stringify({
      success: false,
      code: 0,
      errCode: ERR.internal,
      errMsg: translate('internal', 'en'),
    })
    return new Response(body, { status: 500, headers: HEADERS })
  }
  const refusal = /host/i.test(error.message) ? BAD_HOST : BAD_TARGET
  return new Response(envelopeOf(refusal), { status: refusal.status, headers: HEADERS })
}

function refuseExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const body = envelopeOf(BAD_EXPECT)
  response.writeHead(BAD_EXPECT.status, { ...HEADERS, 'Content-Length': Buffer.byteLength(body) }).end(body)
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A peer that went away, or a socket already answering, gets nothing more.
  if (error.code === 'ECONNRESET' || !socket.writable || socket.writableEnded) {
    socket.destroy()
    return
  }
  socket.end(clientErrorResponse(error.code))
}

/**
 * The node HTTP server for the app: every refusal above answered with the envelope. A missing
 * Host is left to the adapter (Node would answer a bare 400), which refuses it the same way.
 */
export function createAppServer(
  fetch: (request: Request, env: object) => Response | Promise<Response>,
): Server {
  const listener = getRequestListener(fetch, { errorHandler: requestErrorResponse })
  const server = createServer({ requireHostHeader: false }, listener)
  server.on('clientError', answerClientError)
  server.on('checkExpectation', refuseExpectation)
  return server
}
