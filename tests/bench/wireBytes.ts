import { connect } from 'node:net'

/** One answer as it crossed the wire: its status, headers and the bytes of each part. */
export type WireAnswer = {
  status: number
  headers: Record<string, string>
  /** The status line and headers with their line ends and the blank line. */
  headBytes: number
  /** The body as sent (compressed when Content-Encoding says so). */
  body: Buffer
}

/**
 * Sends one HTTP/1.1 request on a socket of its own and reads the answer until the server closes
 * (`Connection: close`), so that every byte the client receives is counted: what a menu load
 * costs on the restaurant's Wi-Fi.
 */
export function wireRequest(
  url: string,
  request: { method: string; headers: Record<string, string>; body?: string },
): Promise<WireAnswer> {
  const { hostname, port, pathname, search } = new URL(url)
  const body = request.body === undefined ? undefined : Buffer.from(request.body)
  const head = [
    `${request.method} ${pathname}${search} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    ...(body ? [`Content-Length: ${body.byteLength}`] : []),
    '',
    '',
  ].join('\r\n')
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () =>
      socket.write(body ? Buffer.concat([Buffer.from(head), body]) : head),
    )
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const answer = Buffer.concat(chunks)
      const headEnd = answer.indexOf('\r\n\r\n')
      if (headEnd === -1) return reject(new Error(`no answer head from ${url}`))
      const lines = answer.subarray(0, headEnd).toString('latin1').split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({
        status: Number(lines[0]!.split(' ')[1]),
        headers,
        headBytes: headEnd + 4,
        body: answer.subarray(headEnd + 4),
      })
    })
  })
}
