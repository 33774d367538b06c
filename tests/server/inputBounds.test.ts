import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findNulCharacter, isTooDeep, jsonDepth, MAX_JSON_DEPTH } from '../../server/http/jsonBounds'
import { MAX_URL_CHARS } from '../../server/http/middleware'
import { PAY_CALLS } from '../../server/services/pay/providerCalls'
import { BACKENDS, call, type TestApp } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'
import { freePort, type ServerProcess, spawnServer, waitForOutput } from './process'

/** Bounded input: nesting, NUL characters and the request's size are refused with the envelope. */

const nested = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`

describe('JSON bounds', () => {
  it('measures nesting in one pass, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3)
    expect(jsonDepth('"[[[[[[["')).toBe(0)
    expect(jsonDepth('{"a":"\\"[[[[[[[[","b":[]}')).toBe(2)
    expect(jsonDepth(nested(8000))).toBe(MAX_JSON_DEPTH + 1)
  })

  it('tells text too deep apart, scanning only text with more brackets than the limit', () => {
    expect(isTooDeep(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(isTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    // Many brackets, none deep; brackets inside strings do not count.
    expect(isTooDeep(`[${'[1],'.repeat(10_000)}[1]]`)).toBe(false)
    expect(isTooDeep(`"${'['.repeat(10_000)}"`)).toBe(false)
    expect(isTooDeep(`{"a":${nested(MAX_JSON_DEPTH, '"{{{{"')}}`)).toBe(true)
  })

  it('finds NUL in a deep structure without recursion, naming the path of the first', () => {
    let deep: unknown = 'bad\u0000'
    for (let i = 0; i < 20_000; i++) deep = { a: deep }
    expect(findNulCharacter(deep)).toBe(Array(20_000).fill('a').join('.'))
    expect(findNulCharacter({ x: ['ok', 'no\u0000'], y: 'no\u0000' })).toBe('x.1')
    expect(findNulCharacter({ 'k\u0000': 1 })).toBe('k\u0000')
    expect(findNulCharacter({ a: [1, { b: 'fine' }] })).toBeNull()
  })
})

describe.each(BACKENDS)('bounded input on $name', (backend) => {
  let t: MemberTestApp
  let token: string
  beforeAll(async () => {
    t = await startMemberApp(backend)
    token = (await registerMember(t)).token
  })
  afterAll(() => t.close())

  /** Calls that read no body (logout only revokes the token). */
  const BODYLESS = new Set(['/api/member/logout'])
  /** The staff calls need the staff token, not a member's (tests/server/staff.test.ts bounds their bodies). */
  const isStaff = (path: string) => path.startsWith('/api/staff/')
  /** A provider's notifications are checked for their signature before their body is read. */
  const isSigned = (path: string) => path.startsWith('/api/pay/callback/')
  /** Every POST call of the API that reads a body, as the app lists its routes. */
  const apiPosts = (app: TestApp['app']) => [
    ...new Set(
      app.routes
        .filter((r) => r.method === 'POST' && r.path.startsWith('/api/') && !BODYLESS.has(r.path))
        .map((r) => r.path),
    ),
  ]

  it('answers 8,000 levels of nesting in 16 KB with 400 VALIDATION on every JSON call', async () => {
    const all = apiPosts(t.app)
    const posts = all.filter((path) => !isStaff(path) && !isSigned(path))
    expect(posts.length).toBeGreaterThanOrEqual(24)
    // SPEC §7's pay calls, generated from their table, are among them.
    const payPosts = Object.entries(PAY_CALLS)
      .filter(([, call]) => call.method === 'POST')
      .map(([path]) => `/api/pay${path}`)
    expect(posts).toEqual(expect.arrayContaining(payPosts))
    const body = nested(8000)
    expect(body.length).toBe(16_001)
    // An unsigned notification is refused before its body is read, whatever the body.
    const signed = all.filter(isSigned)
    expect(signed.length).toBeGreaterThanOrEqual(1)
    for (const path of signed) {
      const res = await as(t, token, path, { body, headers: { 'content-type': 'application/json' } })
      expect([path, res.status, res.body?.errCode]).toEqual([path, 401, 'PAY.SIGNATURE'])
    }
    for (const path of posts) {
      const res = await as(t, token, path, { body, headers: { 'content-type': 'application/json' } })
      expect(res.status, path).toBe(400)
      expect(res.body, path).toEqual({
        success: false,
        code: 0,
        errCode: 'VALIDATION',
        field: 'body',
        errMsg: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
      })
    }
    expect(t.logLines.filter((line) => Number(line.level) >= 50)).toEqual([])
  })

  it(`reads ${MAX_JSON_DEPTH} levels, refuses ${MAX_JSON_DEPTH + 1}, in the request's language`, async () => {
    const path = '/api/restaurant/brand/getBrandConfigInfo'
    const deepest = `{"brandId":1,"x":${nested(MAX_JSON_DEPTH - 1)}}`
    const read = await call(t.app, path, { body: deepest, headers: { 'content-type': 'application/json' } })
    expect(read.body.errCode).not.toBe('VALIDATION')
    const over = `{"brandId":1,"x":${nested(MAX_JSON_DEPTH)}}`
    const refused = await call(t.app, path, {
      body: over,
      headers: { 'content-type': 'text/plain', 'x-locale': 'zh-hk' },
    })
    expect(refused.body).toMatchObject({
      errCode: 'VALIDATION',
      errMsg: `請求內容的嵌套層級超過 ${MAX_JSON_DEPTH} 層`,
    })
  })

  it('names the field holding U+0000 in a nested body', async () => {
    const res = await call(t.app, '/api/member/userOptLog/insert', {
      json: [{ id: 'nul-check-0001', logType: 1, optTime: 1, param: 'a\u0000b' }],
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: '0.param' })
  })

  it(`answers a request target over ${MAX_URL_CHARS} characters with 414`, async () => {
    const long = `/api/restaurant/brand/getBrandByAlias?alias=${'a'.repeat(MAX_URL_CHARS)}`
    const res = await call(t.app, long, { headers: { 'x-locale': 'zh-cn' } })
    expect(res.status).toBe(414)
    expect(res.body).toEqual({
      success: false,
      code: 0,
      errCode: 'VALIDATION',
      field: 'url',
      errMsg: `请求地址超过 ${MAX_URL_CHARS} 个字符`,
    })
    const page = await t.app.request(`/shop/index/x?q=${'a'.repeat(MAX_URL_CHARS)}`)
    expect(page.status).toBe(414)
    // Just under the limit is served as usual.
    const fits = `/api/restaurant/brand/getBrandByAlias?alias=${'a'.repeat(MAX_URL_CHARS - 60)}`
    expect((await call(t.app, fits)).status).toBe(400)
  })
})

describe('requests Node refuses before the app', () => {
  let server: ServerProcess
  let port: number
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-input-bounds-'))
    port = await freePort()
    server = await spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'dist'),
    })
    await waitForOutput(server, /Shop is running/)
  })
  afterAll(async () => {
    server.child.kill('SIGTERM')
    await server.exited
    await rm(dataDir, { recursive: true, force: true })
  })

  /** Sends raw bytes and answers the whole raw response. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request))
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))

  it('answers a request head over 16 KB with 431 and the envelope', async () => {
    const answer = await raw(
      `GET /api/system/public/country/list?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true)
    expect(answer).toContain('Content-Type: application/json')
    expect(bodyOf(answer)).toEqual({
      success: false,
      code: 0,
      errCode: 'VALIDATION',
      field: 'headers',
      errMsg: 'The request headers are too large',
    })
  })

  it('answers broken HTTP framing with 400 and the envelope', async () => {
    const answer = await raw(
      'GET /api/system/public/country/list HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
    )
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true)
    expect(bodyOf(answer)).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'request' })
  })
  const LIST = '/api/system/public/country/list'
  it.each([
    ['a Host that is no host', `GET ${LIST} HTTP/1.1\r\nHost: a@b\r\n\r\n`, 400, 'Host'],
    ['HTTP/1.1 without a Host', `GET ${LIST} HTTP/1.1\r\nConnection: close\r\n\r\n`, 400, 'Host'],
    ['a backslash in the path', `GET ${LIST}\\..\\x HTTP/1.1\r\nHost: x\r\n\r\n`, 400, 'url'],
    ['a foreign scheme', `GET ftp://evil.example${LIST} HTTP/1.1\r\nHost: x\r\n\r\n`, 400, 'url'],
    [
      'an Expect Node does not know',
      `POST ${LIST} HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Length: 2\r\n\r\n{}`,
      417,
      'Expect',
    ],
  ])('answers %s with the envelope', async (_name, request, status, field) => {
    const answer = await raw(request)
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true)
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 0, errCode: 'VALIDATION', field })
  })

  it('answers a chunked body that breaks off with 400, and logs no server error', async () => {
    const path = '/api/restaurant/brand/getBrandConfigInfo'
    const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n`
    const answer = await raw(`${head}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`)
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true)
    expect(bodyOf(answer)).toMatchObject({ success: false, errCode: 'VALIDATION' })
    // A body that is cut short, then the client leaves.
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":`)
        setTimeout(() => socket.destroy(), 100)
      })
      socket.on('close', () => resolve())
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.stdout() + server.stderr()).not.toMatch(/"level":(50|60)/)
  })
})
