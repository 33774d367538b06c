import type { Send } from '../bench/fuzz/client'
import type { TestApp } from './harness'

/** The fuzz run's requests sent through app.request instead of a socket (tests/bench/fuzz). */

/** A header value as a socket carries it: UTF-8 bytes, which Fetch takes as latin1 characters. */
const asBytes = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) > 0xff) ? Buffer.from(value).toString('latin1') : value

/**
 * Sends through app.request as from this machine. Requests Fetch cannot carry (NUL or CR in a
 * header) are not sent: counted as `no-answer`, which fails nothing.
 */
export function appSender(app: TestApp['app']): Send {
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
  return async (request) => {
    const bodyless = request.method === 'GET' || request.method === 'HEAD'
    let fetchRequest: Request
    try {
      fetchRequest = new Request(new URL(request.target, 'http://localhost'), {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, asBytes(value)]),
        ),
        body: bodyless || request.body === undefined ? undefined : new Uint8Array(Buffer.from(request.body)),
      })
    } catch (error) {
      return {
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        error: `not sendable: ${(error as Error).message}`,
      }
    }
    const response = await app.request(fetchRequest, undefined, env)
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    }
  }
}
