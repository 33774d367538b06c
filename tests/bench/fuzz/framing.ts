import { type FuzzRequest, rawBytes } from './request'

/** HTTP framing that only a raw socket can send: Content-Length lies, bad chunking, odd request lines and headers. */

/** HTTP framing written on a raw socket to one GET and one POST call. */
export function* framingCases(getPath: string, postPath: string, postBody: string): Generator<FuzzRequest> {
  let count = 0
  const raw = (label: string, bytes: Buffer | string, mayNotAnswer = false): FuzzRequest => {
    let buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'latin1')
    const [method = '?', target = '?'] = buffer.subarray(0, 200).toString('latin1').split(' ')
    // A request id after the request line, so the server's log lines of the case can be found.
    count += 1
    const requestId = `fuzz-raw-${String(count).padStart(3, '0')}`
    const lineEnd = buffer.indexOf('\r\n')
    if (/ HTTP\/1\.[01]$/.test(buffer.subarray(0, Math.max(lineEnd, 0)).toString('latin1')))
      buffer = Buffer.concat([
        buffer.subarray(0, lineEnd + 2),
        Buffer.from(`X-Request-Id: ${requestId}\r\n`),
        buffer.subarray(lineEnd + 2),
      ])
    return { kind: 'framing', label, method, target, headers: {}, raw: buffer, mayNotAnswer, requestId }
  }
  const json: [string, string] = ['Content-Type', 'application/json']
  const body = postBody
  yield raw(
    'Content-Length more than sent',
    rawBytes('POST', postPath, [json, ['Content-Length', String(body.length + 100)]], body, {
      contentLength: false,
    }),
    true,
  )
  yield raw(
    'Content-Length less than sent',
    rawBytes('POST', postPath, [json, ['Content-Length', '5']], body, { contentLength: false }),
  )
  yield raw(
    'Content-Length and chunked',
    rawBytes(
      'POST',
      postPath,
      [json, ['Content-Length', '3'], ['Transfer-Encoding', 'chunked']],
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      { contentLength: false },
    ),
  )
  yield raw(
    'two Content-Lengths',
    rawBytes(
      'POST',
      postPath,
      [json, ['Content-Length', '2'], ['Content-Length', String(body.length)]],
      body,
      { contentLength: false },
    ),
  )
  yield raw(
    'Content-Length -1',
    rawBytes('POST', postPath, [json, ['Content-Length', '-1']], body, { contentLength: false }),
  )
  yield raw(
    'Content-Length abc',
    rawBytes('POST', postPath, [json, ['Content-Length', 'abc']], body, { contentLength: false }),
  )
  yield raw(
    'Content-Length 2^64',
    rawBytes('POST', postPath, [json, ['Content-Length', '18446744073709551616']], body, {
      contentLength: false,
    }),
  )
  yield raw(
    'Content-Length 2 MB, small body',
    rawBytes('POST', postPath, [json, ['Content-Length', String(2 * 1024 * 1024)]], body, {
      contentLength: false,
    }),
    true,
  )
  const chunked = (label: string, chunks: string, mayNotAnswer = false) =>
    raw(
      label,
      rawBytes('POST', postPath, [json, ['Transfer-Encoding', 'chunked']], chunks, { contentLength: false }),
      mayNotAnswer,
    )
  yield chunked('chunk size zz', 'zz\r\nabc\r\n0\r\n\r\n')
  yield chunked('chunk size overflow', 'ffffffffffffffffff\r\nabc\r\n0\r\n\r\n')
  yield chunked('chunk without final', `${body.length.toString(16)}\r\n${body}\r\n`, true)
  yield chunked('chunk extension', `${body.length.toString(16)};ext="x"\r\n${body}\r\n0\r\n\r\n`)
  yield chunked('chunk trailer', `${body.length.toString(16)}\r\n${body}\r\n0\r\nX-Trailer: 1\r\n\r\n`)
  yield chunked('chunk size lies', `2\r\n${body}\r\n0\r\n\r\n`)
  yield raw(
    'Transfer-Encoding gzip, chunked',
    rawBytes(
      'POST',
      postPath,
      [json, ['Transfer-Encoding', 'gzip, chunked']],
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      { contentLength: false },
    ),
  )
  yield raw(
    'Transfer-Encoding identity',
    rawBytes('POST', postPath, [json, ['Transfer-Encoding', 'identity']], body, { contentLength: false }),
    true,
  )
  yield raw('Expect 100-continue', rawBytes('POST', postPath, [json, ['Expect', '100-continue']], body))
  yield raw('Expect bogus', rawBytes('POST', postPath, [json, ['Expect', 'bogus']], body))
  yield raw('HTTP/1.0 without Host', `GET ${getPath} HTTP/1.0\r\n\r\n`)
  yield raw('HTTP/1.1 without Host', `GET ${getPath} HTTP/1.1\r\nConnection: close\r\n\r\n`)
  yield raw('two Hosts', `GET ${getPath} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`)
  yield raw('absolute-form target', rawBytes('GET', `http://evil.example${getPath}`, []))
  yield raw('absolute-form ftp', rawBytes('GET', `ftp://evil.example${getPath}`, []))
  yield raw('asterisk target', rawBytes('OPTIONS', '*', []))
  yield raw('unknown method', rawBytes('FOO', getPath, []))
  yield raw('lower-case method', rawBytes('get', getPath, []))
  yield raw('CONNECT', rawBytes('CONNECT', 'localhost:80', []), true)
  yield raw('TRACE', rawBytes('TRACE', getPath, []))
  yield raw(
    'header without colon',
    rawBytes('GET', getPath, [['X-App-Type 7', '']])
      .toString('latin1')
      .replace('X-App-Type 7: ', 'X-App-Type 7'),
  )
  yield raw(
    'space before colon',
    `GET ${getPath} HTTP/1.1\r\nHost: localhost\r\nX-App-Type : 7\r\nConnection: close\r\n\r\n`,
  )
  yield raw(
    'obs-fold',
    `GET ${getPath} HTTP/1.1\r\nHost: localhost\r\nX-Device-Info: a\r\n  b\r\nConnection: close\r\n\r\n`,
  )
  yield raw('NUL in header', rawBytes('GET', getPath, [['X-Locale', 'en\u0000']]))
  yield raw('CR in header', rawBytes('GET', getPath, [['X-Locale', 'en\rX: 1']]))
  yield raw('bare LF lines', `GET ${getPath} HTTP/1.1\nHost: localhost\nConnection: close\n\n`)
  yield raw('UTF-8 in header', rawBytes('GET', getPath, [['X-Device-Info', '令牌😀']]))
  yield raw(
    'two X-App-Type',
    rawBytes('GET', getPath, [
      ['X-App-Type', '7'],
      ['X-App-Type', 'x'],
    ]),
  )
  yield raw('two Content-Types', rawBytes('POST', postPath, [json, ['Content-Type', 'text/html']], body))
  yield raw('HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n')
  yield raw('HTTP/0.9', `GET ${getPath}\r\n\r\n`)
  yield raw('HTTP/1.2', rawBytes('GET', getPath, [], '', { version: 'HTTP/1.2' }))
  yield raw('HTTP/3.0', rawBytes('GET', getPath, [], '', { version: 'HTTP/3.0' }))
  yield raw(
    'pipelined pair',
    `${rawBytes('GET', getPath, []).toString('latin1').replace('Connection: close\r\n', '')}${rawBytes('GET', getPath, []).toString('latin1')}`,
  )
  yield raw(
    'headers over 16 KB',
    rawBytes(
      'GET',
      getPath,
      Array.from({ length: 40 }, (_, i) => [`X-Pad-${i}`, 'p'.repeat(500)] as const),
    ),
  )
  yield raw(
    '2,500 headers',
    rawBytes(
      'GET',
      getPath,
      Array.from({ length: 2_500 }, (_, i) => [`X-H${i}`, '1'] as const),
    ),
  )
  yield raw('backslash path', rawBytes('GET', getPath.replaceAll('/', '\\'), []))
  yield raw('backslash in path', rawBytes('GET', `${getPath}\\..\\x`, []))
  yield raw('space in path', rawBytes('GET', `${getPath} x`, []))
  yield raw(
    'UTF-8 in path',
    Buffer.concat([
      Buffer.from(`GET ${getPath}`),
      Buffer.from('/令牌', 'utf8'),
      Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    ]),
  )
  yield raw('fragment', rawBytes('GET', `${getPath}#frag`, []))
  yield raw('double slash', rawBytes('GET', `/${getPath}`, []))
  yield raw('dot segment', rawBytes('GET', getPath.replace(/^\/api\/(\w+)/, '/api/$1/../$1'), []))
  yield raw('encoded dot segment', rawBytes('GET', getPath.replace(/^\/api\/(\w+)/, '/api/$1/%2e%2e/$1'), []))
  yield raw('path without slash', rawBytes('GET', getPath.slice(1), []))
  yield raw(
    'Host with path',
    rawBytes('GET', getPath, [], '', { host: false })
      .toString('latin1')
      .replace('Connection', 'Host: a/b\r\nConnection'),
  )
}
