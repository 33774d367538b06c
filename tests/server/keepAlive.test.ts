import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, startTestApp, type TestApp } from './harness'
import { listenApp } from './wire'

/**
 * An idle keep-alive connection stays open well past Node's default of 5 s. Clients keep idle
 * sockets for longer (browsers for minutes, Playwright's request context without limit); when the
 * server closed one at 5 s, a request sent on it at that instant failed with ECONNRESET.
 */

const IDLE_MS = 7_000
const REQUEST = 'GET /api/system/public/country/list HTTP/1.1\r\nHost: x\r\n\r\n'

/** Writes one request on the socket and answers its status line once the whole answer arrived. */
function ask(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1')
      const headEnd = answer.indexOf('\r\n\r\n')
      const length = /content-length: (\d+)/i.exec(answer)?.[1]
      if (headEnd < 0 || length === undefined || answer.length < headEnd + 4 + Number(length)) return
      socket.off('data', onData)
      socket.off('end', onEnd)
      resolve(answer.slice(0, answer.indexOf('\r\n')))
    }
    const onEnd = () => reject(new Error('the server closed the connection'))
    socket.on('data', onData)
    socket.once('end', onEnd)
    socket.write(REQUEST)
  })
}

describe('idle keep-alive connections', () => {
  let t: TestApp
  let server: Awaited<ReturnType<typeof listenApp>>
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!)
    server = await listenApp(t.app)
  })
  afterAll(async () => {
    await server.close()
    await t.close()
  })

  it('answers a second request on a connection left idle for 7 s', async () => {
    const port = Number(new URL(server.origin).port)
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let closedByServer = false
    socket.once('end', () => {
      closedByServer = true
    })

    expect(await ask(socket)).toBe('HTTP/1.1 200 OK')
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    expect(closedByServer).toBe(false)
    expect(await ask(socket)).toBe('HTTP/1.1 200 OK')
    socket.destroy()
  }, 15_000)
})
