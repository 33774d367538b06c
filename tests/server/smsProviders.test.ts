import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/env'
import { ConsoleSmsSender, e164, smsSenderFromEnv, TwilioSmsSender } from '../../server/providers/sms/index'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'
import { newIp, newPhone } from './memberHelpers'

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }

/** A local stand-in for api.twilio.com answering what the test asks. */
async function fakeTwilio(answer: () => { status: number; json: unknown }) {
  const seen: Seen[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const { status, json } = answer()
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    seen,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const SID = `AC${'0123456789abcdef'.repeat(2)}`
const CONFIG = { accountSid: SID, authToken: 'auth-token-of-the-test', from: '+15005550006' }

describe('Twilio SMS sender against a local fake', () => {
  let fake: Awaited<ReturnType<typeof fakeTwilio>>
  let status = 201
  beforeAll(async () => {
    fake = await fakeTwilio(() =>
      status === 201
        ? { status, json: { sid: 'SM1', status: 'queued' } }
        : { status, json: { code: 20003, message: 'Authenticate' } },
    )
  })
  afterAll(() => fake.close())
  afterEach(() => {
    fake.seen.length = 0
    status = 201
  })

  it('POSTs the Messages API form with basic auth', async () => {
    await new TwilioSmsSender({ ...CONFIG, baseUrl: fake.baseUrl }).send({
      to: '+85291234567',
      body: 'Your code is 123456',
    })
    expect(fake.seen).toHaveLength(1)
    const [request] = fake.seen
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${CONFIG.authToken}`).toString('base64')}`,
    )
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+85291234567',
      Body: 'Your code is 123456',
      From: '+15005550006',
    })
  })

  it('uses MessagingServiceSid for an MG sender', async () => {
    const from = `MG${'a'.repeat(32)}`
    await new TwilioSmsSender({ ...CONFIG, from, baseUrl: `${fake.baseUrl}/` }).send({
      to: '+8613812345678',
      body: 'x',
    })
    expect(new URLSearchParams(fake.seen[0]?.body).get('MessagingServiceSid')).toBe(from)
  })

  it('rejects on an error answer and on an unreachable host', async () => {
    status = 401
    await expect(
      new TwilioSmsSender({ ...CONFIG, baseUrl: fake.baseUrl }).send({ to: '+85291234567', body: 'x' }),
    ).rejects.toThrow('HTTP 401 20003 Authenticate')
    await expect(
      new TwilioSmsSender({ ...CONFIG, baseUrl: 'http://127.0.0.1:1' }).send({ to: '+1', body: 'x' }),
    ).rejects.toThrow(/unreachable/)
  })

  it.each(BACKENDS)(
    'the send call delivers through Twilio on $name; a failure is SMS.UNAVAILABLE',
    async (backend) => {
      const t = await startTestApp(backend, {
        seed: true,
        member: { sms: new TwilioSmsSender({ ...CONFIG, baseUrl: fake.baseUrl }), trustProxy: 1 },
      })
      try {
        const phone = newPhone()
        const ok = await call(t.app, '/api/system/public/sms/send', {
          form: { countryId: 1, phone, type: 1 },
          headers: { 'x-forwarded-for': newIp(), 'x-locale': 'zh-hk' },
        })
        expect(ok.body).toMatchObject({ success: true })
        const form = new URLSearchParams(fake.seen[0]?.body)
        expect(form.get('To')).toBe(`+852${phone}`)
        expect(form.get('Body')).toMatch(/^您的驗證碼為 \d{6}，5 分鐘內有效。$/)
        // No dev inbox with another sender: the code only went to Twilio.
        expect((await call(t.app, '/api/dev/sms', { query: { phone: `1-${phone}` } })).status).toBe(404)
        status = 500
        const failed = await call(t.app, '/api/system/public/sms/send', {
          form: { countryId: 1, phone: newPhone(), type: 1 },
          headers: { 'x-forwarded-for': newIp() },
        })
        expect(failed.body).toMatchObject({
          success: false,
          errCode: 'SMS.UNAVAILABLE',
          errMsg: 'The verification code could not be sent. Please try again later.',
        })
      } finally {
        await t.close()
      }
    },
  )
})

describe('SMS provider choice and the dev inbox', () => {
  it('picks console outside production, twilio when configured; production must name its sender', () => {
    expect(smsSenderFromEnv(parseEnv({}))).toBeInstanceOf(ConsoleSmsSender)
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: SMS_PROVIDER must be set in production: twilio, or console to read codes at /api/dev/sms from this machine only',
    )
    expect(smsSenderFromEnv(parseEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'console' }))).toBeInstanceOf(
      ConsoleSmsSender,
    )
    const twilio = parseEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: CONFIG.authToken,
      TWILIO_FROM: CONFIG.from,
    })
    expect(smsSenderFromEnv(twilio)).toBeInstanceOf(TwilioSmsSender)
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio' })).toThrow(
      'Invalid configuration: TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER is twilio',
    )
    expect(() => parseEnv({ TWILIO_AUTH_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: TWILIO_AUTH_TOKEN must be at least 16 characters$/,
    )
    expect(e164(3, '13812345678')).toBe('+8613812345678')
  })

  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!, { seed: false, member: { trustProxy: 1 } })
  })
  afterAll(() => t.close())

  it('GET /api/dev/sms returns the latest code, null for none, 400 for a bad phone', async () => {
    const phone = newPhone()
    expect((await call(t.app, '/api/dev/sms', { query: { phone: `1-${phone}` } })).body).toEqual({
      success: true,
      code: 1,
      data: null,
    })
    await call(t.app, '/api/system/public/sms/send', {
      form: { countryId: 1, phone, type: 1 },
      headers: { 'x-forwarded-for': newIp() },
    })
    const res = await call(t.app, '/api/dev/sms', { query: { phone: `1-${phone}` } })
    expect(res.body.data).toEqual({
      phone: `1-${phone}`,
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    })
    expect((await call(t.app, '/api/dev/sms', { query: { phone } })).body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'phone',
    })
  })

  it('GET /api/dev/sms refuses a client on another machine, or one behind a proxy, without a code', async () => {
    const phone = newPhone()
    await call(t.app, '/api/system/public/sms/send', {
      form: { countryId: 1, phone, type: 1 },
      headers: { 'x-forwarded-for': newIp() },
    })
    const query = { phone: `1-${phone}` }
    const remote = await call(t.app, '/api/dev/sms', { query, remoteAddress: '203.0.113.7' })
    const proxied = await call(t.app, '/api/dev/sms', {
      query,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    const mapped = await call(t.app, '/api/dev/sms', { query, remoteAddress: '::ffff:192.168.1.20' })
    for (const refused of [remote, proxied, mapped]) {
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({
        success: false,
        code: 0,
        errCode: 'DEV.LOCAL_ONLY',
        errMsg: 'This development call answers only on the server’s own machine',
      })
    }
    // The same machine over IPv6 or an IPv4-mapped address is let in.
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1']) {
      const local = await call(t.app, '/api/dev/sms', { query, remoteAddress })
      expect(local.body.data.code).toMatch(/^\d{6}$/)
    }
  })

  it('GET /api/dev/sms does not exist in production, where another sender is in use', async () => {
    const sms = new TwilioSmsSender({ ...CONFIG, baseUrl: 'http://127.0.0.1:9' })
    const prod = await startTestApp(BACKENDS[0]!, { seed: false, devTools: false, member: { sms } })
    try {
      const res = await call(prod.app, '/api/dev/sms', { query: { phone: '1-91234567' } })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ success: false, errCode: 'NOT_FOUND' })
    } finally {
      await prod.close()
    }
  })
})
