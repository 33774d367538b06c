import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schemaMember'
import { BACKENDS, call } from './harness'
import {
  loginBody,
  type MemberTestApp,
  newIp,
  newPhone,
  registerMember,
  sendCode,
  startMemberApp,
} from './memberHelpers'

/** Lock-outs nobody can aim at someone else, and limits that refused requests do not use up. */

const LOGIN = '/api/member/public/sms/login'
const REGISTER = '/api/member/public/register'
const SEND = '/api/system/public/sms/send'
const CHECK = '/api/system/public/sms/checkSmsCode'

const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456')

describe.each(BACKENDS)('login lock-outs on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())

  const login = (phone: string, code: string, ip: string) =>
    call(t.app, LOGIN, { form: loginBody(t.brandId, phone, code), headers: { 'x-forwarded-for': ip } })

  it("a foreign lock attempt does not lock the owner's own device", async () => {
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const attacker = newIp()
    const owner = newIp()
    // The owner asks for a code; someone else guesses while it is on its way.
    const code = await sendCode(t, phone, 1, owner)
    for (let i = 0; i < 4; i++)
      expect((await login(phone, wrongFor(code), attacker)).body.errCode).toBe('SMS.0001')
    expect((await login(phone, wrongFor(code), attacker)).body.errCode).toBe('LOGIN.0020')
    // Locked out where the guesses came from, even with the right code …
    expect((await login(phone, code, attacker)).body.errCode).toBe('LOGIN.0020')
    expect(
      (
        await call(t.app, CHECK, {
          query: { countryId: 1, phone, code },
          headers: { 'x-forwarded-for': attacker },
        })
      ).body.errCode,
    ).toBe('LOGIN.0020')
    // … while the owner logs in with the same code from their own device.
    const own = await login(phone, code, owner)
    expect(own.body).toMatchObject({ success: true, code: 1 })
    expect(own.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('tells when the lock ends (data.lockedUntil, data.retryAfterSeconds), counted down', async () => {
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const device = newIp()
    const code = await sendCode(t, phone, 1, device)
    for (let i = 0; i < 4; i++) await login(phone, wrongFor(code), device)
    const lockedAt = t.clock.now()
    const ends = new Date(lockedAt.getTime() + 15 * 60_000).toISOString()
    const fifth = await login(phone, wrongFor(code), device)
    expect(fifth.body).toMatchObject({
      errCode: 'LOGIN.0020',
      data: { lockedUntil: ends, retryAfterSeconds: 900 },
    })
    // 3 min 20.5 s later: the same end, 11 min 39.5 s left, rounded up to whole seconds.
    t.clock.advance(200_500)
    const later = await login(phone, code, device)
    expect(later.body).toMatchObject({
      errCode: 'LOGIN.0020',
      data: { lockedUntil: ends, retryAfterSeconds: 700 },
    })
  })

  it('refuses an IP that sends too many wrong codes across phones, and only that IP', async () => {
    const sweeper = newIp()
    let refused = 0
    for (let i = 0; i < 31; i++) {
      const answer = await login(newPhone(), '000000', sweeper)
      if (answer.body.errCode === 'LOGIN.0020') refused += 1
      else expect(answer.body.errCode).toBe('SMS.0001')
    }
    // 30 wrong codes are counted; the 31st attempt is refused without a check.
    expect(refused).toBe(1)
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const code = await sendCode(t, phone)
    expect((await login(phone, code, sweeper)).body.errCode).toBe('LOGIN.0020')
    expect((await login(phone, code, newIp())).body.success).toBe(true)
    // An hour later the sweeper's address may try again.
    t.clock.advance(60 * 60_000)
    expect((await login(newPhone(), '000000', sweeper)).body.errCode).toBe('SMS.0001')
  })

  it("sends refused by one IP's limit use up none of the phone's own allowance", async () => {
    const flooder = newIp()
    const send = (phone: string, ip: string) =>
      call(t.app, SEND, { form: { countryId: 1, phone, type: 1 }, headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 20; i++) expect((await send(newPhone(), flooder)).body.success).toBe(true)
    const victim = newPhone()
    for (let i = 0; i < 6; i++) {
      expect((await send(victim, flooder)).body.errCode).toBe('SMS.TOO_FREQUENT')
      t.clock.advance(61_000)
    }
    // Neither the per-minute nor the hourly quota of the victim's phone was touched.
    for (let i = 0; i < 5; i++) {
      expect((await send(victim, newIp())).body.success).toBe(true)
      t.clock.advance(61_000)
    }
    expect((await send(victim, newIp())).body.errCode).toBe('SMS.TOO_FREQUENT')
  })

  it('concurrent registers with the right code end with one member who can log in', async () => {
    const phone = newPhone()
    const device = newIp()
    const code = await sendCode(t, phone, 1, device)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, REGISTER, {
          form: { ...loginBody(t.brandId, phone, code), sex: 0 },
          headers: { 'x-forwarded-for': device, 'x-locale': 'en' },
        }),
      ),
    )
    const won = answers.filter((answer) => answer.body.success)
    expect(won).toHaveLength(1)
    for (const answer of answers.filter((a) => !a.body.success)) {
      expect(answer.body).toMatchObject({
        errCode: 'SMS.0001',
        errMsg: 'This verification code has expired or was already used. Please get a new one.',
      })
    }
    expect(await t.db.select().from(members).where(eq(members.phone, phone))).toHaveLength(1)
    // No lock: the member logs in with the next code from the same device.
    t.clock.advance(61_000)
    const next = await sendCode(t, phone, 1, device)
    const again = await login(phone, next, device)
    expect(again.body.data.memberInfo.id).toBe(won[0]!.body.data.memberInfo.id)
  })

  it('a right code typed too late is not counted as a wrong one', async () => {
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const device = newIp()
    const code = await sendCode(t, phone, 1, device)
    t.clock.advance(5 * 60_000 + 1)
    for (let i = 0; i < 6; i++) {
      const late = await login(phone, code, device)
      expect(late.body.errMsg).toBe(
        'This verification code has expired or was already used. Please get a new one.',
      )
    }
    const fresh = await sendCode(t, phone, 1, device)
    expect((await login(phone, fresh, device)).body.success).toBe(true)
  })
})

describe('wrong codes per IP are configurable (LOGIN_FAILURES_PER_IP_HOUR)', () => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(BACKENDS[0]!, { loginFailuresPerIpHour: 3 })
  })
  afterAll(() => t.close())

  it('refuses the fourth attempt after three wrong codes from one IP', async () => {
    const ip = newIp()
    const attempt = () =>
      call(t.app, LOGIN, {
        form: loginBody(t.brandId, newPhone(), '000000'),
        headers: { 'x-forwarded-for': ip },
      })
    const first = t.clock.now()
    for (let i = 0; i < 3; i++) expect((await attempt()).body.errCode).toBe('SMS.0001')
    t.clock.advance(10 * 60_000)
    // Refused until the hour counted from the first wrong code ends.
    expect((await attempt()).body).toMatchObject({
      errCode: 'LOGIN.0020',
      data: { lockedUntil: new Date(first.getTime() + 60 * 60_000).toISOString(), retryAfterSeconds: 3000 },
    })
  })
})
