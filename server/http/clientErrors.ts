import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { ERR } from '../../src/domain/envelope'
import { type MessageKey, translate } from '../i18n/messages'

/**
 * Requests Node refuses before the app sees them (a request head over its 16 KB limit, broken
 * framing, a head that never finishes) get the API envelope instead of a bare status line. The
 * head was not read, so the language is not known: English.
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

function refusalOf(code: string | undefined): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') return HEAD_TOO_LARGE
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMED_OUT
  return MALFORMED
}

/** The raw HTTP/1.1 answer for a refused request: the envelope, then the connection closes. */
export function clientErrorResponse(code: string | undefined): string {
  const refusal = refusalOf(code)
  const body = JSON.stringify({
    success: false,
    code: 0,
    errCode: ERR.validation,
    errMsg: translate(refusal.message, 'en', { field: refusal.field }),
    field: refusal.field,
  })
  return [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Installs the envelope answer on a node HTTP server. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A peer that went away, or a socket already answering, gets nothing more.
    if (error.code === 'ECONNRESET' || !socket.writable || socket.writableEnded) {
      socket.destroy()
      return
    }
    socket.end(clientErrorResponse(error.code))
  })
}
