import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { getRequestListener, RequestError } from '@hono/node-server'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ERR } from '../../src/domain/envelope'
import type { MessageKey } from '../i18n/messages'
import { failureBody, internalBody } from './envelope'
import { ApiError } from './errors'

/**
 * Requests refused before the app sees them get the API envelope instead of a bare status: what
 * Node refuses (a request head over its 16 KB limit, broken framing, a head that never finishes,
 * an Expect it does not know) and what the adapter cannot turn into a URL (a bad Host, a
 * backslash in the path, a foreign scheme). The head was not read, so the language is not known:
 * English.
 */

/** A refusal: a VALIDATION error on a field, at a status of its own. */
const refusal = (status: ContentfulStatusCode, field: string, message: MessageKey) =>
  new ApiError(status, ERR.validation, message, { field, params: { field } })

const HEAD_TOO_LARGE = refusal(431, 'headers', 'headersTooLarge')
const TIMED_OUT = refusal(408, 'request', 'requestTimeout')
const MALFORMED = refusal(400, 'request', 'malformedRequest')
const BAD_HOST = refusal(400, 'Host', 'invalidHeader')
const BAD_TARGET = refusal(400, 'url', 'invalidField')
const BAD_EXPECT = refusal(417, 'Expect', 'invalidHeader')

const HEADERS = {
  'Content-Type': 'application/json',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  Connection: 'close',
}

const envelopeOf = (error: ApiError) => JSON.stringify(failureBody(error, 'en'))

function refusalOfClientError(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return HEAD_TOO_LARGE
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMED_OUT
  return MALFORMED
}

/** The raw HTTP/1.1 answer for a request Node refused: the envelope, then the connection closes. */
function clientErrorResponse(code: string | undefined): string {
  const error = refusalOfClientError(code)
  const body = envelopeOf(error)
  const headers = { ...HEADERS, 'Content-Length': String(Buffer.byteLength(body)) }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return [`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`, ...lines, '', body].join('\r\n')
}

/** The answer for a request the adapter could not read; anything else the app lets escape is a 500. */
function requestErrorResponse(error: unknown): Response {
  if (!(error instanceof RequestError)) {
    return new Response(JSON.stringify(internalBody('en')), { status: 500, headers: HEADERS })
  }
  const refused = /host/i.test(error.message) ? BAD_HOST : BAD_TARGET
  return new Response(envelopeOf(refused), { status: refused.status, headers: HEADERS })
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
 * How long an idle keep-alive connection stays open. Clients keep idle sockets longer than Node's
 * default of 5 s (browsers for minutes, Playwright's request context without limit), so with it a
 * client could send its next request on a socket the server was closing at that instant and see
 * ECONNRESET. A minute covers the short pauses between a page's calls.
 */
const IDLE_CONNECTION_MS = 65_000

/**
 * The node HTTP server for the app: every refusal above answered with the envelope. A missing
 * Host is left to the adapter (Node would answer a bare 400), which refuses it the same way.
 */
export function createAppServer(
  fetch: (request: Request, env: object) => Response | Promise<Response>,
): Server {
  const listener = getRequestListener(fetch, { errorHandler: requestErrorResponse })
  const server = createServer({ requireHostHeader: false, keepAliveTimeout: IDLE_CONNECTION_MS }, listener)
  server.on('clientError', answerClientError)
  server.on('checkExpectation', refuseExpectation)
  return server
}
