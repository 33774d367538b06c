import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schemaMember'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import {
  as,
  loginBody,
  type MemberTestApp,
  newIp,
  newPhone,
  registerMember,
  sendCode,
  startMemberApp,
} from './memberHelpers'

const LOGIN = '/api/member/public/sms/login'
const REGISTER = '/api/member/public/register'
const SEND = '/api/system/public/sms/send'

describe.each(BACKENDS)('member login on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())

  it('registers a new phone with the code of the failed login, then logs in with a new code', async () => {
    const phone = newPhone()
    const { token, memberId } = await registerMember(t, phone)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const info = await as(t, token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })
    expect(info.body.data).toEqual({
      id: memberId,
      memberId,
      phone,
      countryId: 1,
      sex: 0,
      name: '',
      memberName: '',
      email: '',
      birthday: '',
      headImg: '',
    })
    t.clock.advance(61_000)
    const code = await sendCode(t, phone)
    const again = await call(t.app, LOGIN, { json: loginBody(t.brandId, phone, code) })
    expect(again.body).toMatchObject({
      success: true,
      code: 1,
      data: { memberInfo: { id: memberId, phone } },
    })
    expect(again.body.data.token).not.toBe(token)
  })

  it('answers a send the same way whether or not the phone is registered', async () => {
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const known = await call(t.app, SEND, {
      form: { countryId: 1, phone, type: 1 },
      headers: { 'x-forwarded-for': newIp() },
    })
    const unknown = await call(t.app, SEND, {
      form: { countryId: 1, phone: newPhone(), type: 1 },
      headers: { 'x-forwarded-for': newIp() },
    })
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(unknown.body)
    expect(known.body).toEqual({ success: true, code: 1, data: { resendSeconds: 60 } })
  })

  it('checkSmsCode answers true for the right code without using it up, SMS.0001 for a wrong one', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone)
    const right = await call(t.app, '/api/system/public/sms/checkSmsCode', {
      query: { countryId: 1, phone, code, type: 1 },
    })
    expect(right.body).toEqual({ success: true, code: 1, data: true })
    const wrong = await call(t.app, '/api/system/public/sms/checkSmsCode', {
      query: { countryId: 1, phone, code: code === '000000' ? '111111' : '000000', type: 1 },
    })
    expect(wrong.body).toMatchObject({
      success: false,
      errCode: 'SMS.0001',
      errMsg: 'Incorrect verification code',
    })
    const registered = await call(t.app, REGISTER, { form: { ...loginBody(t.brandId, phone, code), sex: 0 } })
    expect(registered.body.success).toBe(true)
  })

  it('refuses a code used twice', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone)
    expect((await call(t.app, REGISTER, { form: loginBody(t.brandId, phone, code) })).body.success).toBe(true)
    const replay = await call(t.app, LOGIN, { form: loginBody(t.brandId, phone, code) })
    expect(replay.body).toMatchObject({ success: false, code: 0, errCode: 'SMS.0001' })
    const replayRegister = await call(t.app, REGISTER, { form: loginBody(t.brandId, phone, code) })
    expect(replayRegister.body.errCode).toBe('SMS.0001')
  })

  it('refuses an expired code (after 5 minutes)', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone)
    t.clock.advance(5 * 60_000 + 1)
    const late = await call(t.app, REGISTER, { form: loginBody(t.brandId, phone, code) })
    expect(late.body).toMatchObject({ success: false, errCode: 'SMS.0001' })
  })

  it('a newer code replaces the older one', async () => {
    const phone = newPhone()
    const first = await sendCode(t, phone)
    t.clock.advance(61_000)
    const second = await sendCode(t, phone)
    if (first !== second) {
      expect((await call(t.app, REGISTER, { form: loginBody(t.brandId, phone, first) })).body.errCode).toBe(
        'SMS.0001',
      )
    }
    expect((await call(t.app, REGISTER, { form: loginBody(t.brandId, phone, second) })).body.success).toBe(
      true,
    )
  })

  it('a code survives at most 10 checks from all sources, even the right one after that', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone)
    const wrong = code === '123456' ? '654321' : '123456'
    const check = (given: string, ip: string) =>
      call(t.app, '/api/system/public/sms/checkSmsCode', {
        query: { countryId: 1, phone, code: given },
        headers: { 'x-forwarded-for': ip },
      })
    // Three sources, three wrong codes each: none of them is locked, the code takes 9 checks.
    for (const ip of [newIp(), newIp(), newIp()]) {
      for (let i = 0; i < 3; i++) expect((await check(wrong, ip)).body.errCode).toBe('SMS.0001')
    }
    const owner = newIp()
    expect((await check(code, owner)).body.data).toBe(true)
    const eleventh = await call(t.app, REGISTER, {
      form: loginBody(t.brandId, phone, code),
      headers: { 'x-forwarded-for': owner },
    })
    expect(eleventh.body).toMatchObject({
      errCode: 'SMS.0001',
      errMsg: 'This verification code has expired or was already used. Please get a new one.',
    })
  })

  it('locks a phone for 15 minutes from the IP that sent 5 wrong codes (LOGIN.0020), in each language', async () => {
    const { phone } = await registerMember(t)
    t.clock.advance(61_000)
    const code = await sendCode(t, phone)
    const wrong = code === '123456' ? '654321' : '123456'
    const ip = newIp()
    const login = (given: string, headers: Record<string, string> = {}) =>
      call(t.app, LOGIN, {
        form: loginBody(t.brandId, phone, given),
        headers: { 'x-forwarded-for': ip, ...headers },
      })
    for (let i = 0; i < 4; i++) expect((await login(wrong)).body.errCode).toBe('SMS.0001')
    const fifth = await login(wrong)
    expect(fifth.body).toMatchObject({
      success: false,
      errCode: 'LOGIN.0020',
      errMsg: 'Too many attempts. Please try again later.',
    })
    t.clock.advance(61_000)
    const fresh = await sendCode(t, phone)
    for (const [locale, text] of [
      ['zh-hk', '會員登入錯誤次數過多，請稍後再試！'],
      ['zh-cn', '会员登录错误次数过多，请稍后再试！'],
    ]) {
      const locked = await login(fresh, { 'x-locale': locale! })
      expect(locked.body).toMatchObject({ errCode: 'LOGIN.0020', errMsg: text })
    }
    t.clock.advance(15 * 60_000)
    const later = await sendCode(t, phone)
    expect((await login(later)).body.success).toBe(true)
  })

  it('translates SMS.0001 and LOGIN.0007 (five checks of one code)', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone)
    const wrong = code === '123456' ? '654321' : '123456'
    const cases = [
      ['zh-hk', 'SMS.0001', wrong, '短信驗證碼錯誤！'],
      ['zh-cn', 'SMS.0001', wrong, '短信验证码错误！'],
      ['zh-hk', 'LOGIN.0007', code, '此電話號碼尚未註冊'],
      ['zh-cn', 'LOGIN.0007', code, '此手机号码尚未注册'],
      ['en', 'LOGIN.0007', code, 'This phone number is not registered yet'],
    ] as const
    for (const [locale, errCode, given, text] of cases) {
      const res = await call(t.app, LOGIN, {
        form: loginBody(t.brandId, phone, given),
        headers: { 'x-locale': locale },
      })
      expect(res.body).toMatchObject({ success: false, code: 0, errCode, errMsg: text })
    }
  })

  it('answers LOGIN.0005 for a suspended and LOGIN.0006 for an expired account', async () => {
    const suspended = await registerMember(t)
    await t.db.update(members).set({ status: 2 }).where(eq(members.id, suspended.memberId))
    const expired = await registerMember(t)
    await t.db.update(members).set({ expiresAt: t.clock.now() }).where(eq(members.id, expired.memberId))
    t.clock.advance(61_000)
    const cases = [
      [
        suspended.phone,
        'LOGIN.0005',
        'en',
        'Your account has been suspended. Please contact customer service by email.',
      ],
      [suspended.phone, 'LOGIN.0005', 'zh-hk', '您的帳戶已被停用，請聯絡客服電郵！'],
      [
        expired.phone,
        'LOGIN.0006',
        'en',
        'Your account has expired. Please contact customer service by email.',
      ],
      [expired.phone, 'LOGIN.0006', 'zh-cn', '您的账户已过期，请联系客服邮箱！'],
    ] as const
    for (const [phone, errCode, locale, text] of cases) {
      const code = await sendCode(t, phone)
      const res = await call(t.app, LOGIN, {
        form: loginBody(t.brandId, phone, code),
        headers: { 'x-locale': locale },
      })
      expect(res.body).toMatchObject({ success: false, errCode, errMsg: text })
      t.clock.advance(61_000)
    }
  })

  it('limits sends: 1 per phone per minute, 5 per hour, 20 per IP per hour', async () => {
    const phone = newPhone()
    const send = (p: string, ip = newIp()) =>
      call(t.app, SEND, {
        form: { countryId: 1, phone: p, type: 1 },
        headers: { 'x-forwarded-for': ip, 'x-locale': 'en' },
      })
    expect((await send(phone)).body.success).toBe(true)
    const soon = await send(phone)
    expect(soon.body).toMatchObject({ success: false, code: -1, errCode: 'SMS.TOO_FREQUENT' })
    expect(soon.body.errMsg).toBe('Too many verification codes were requested. Please try again later.')
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000)
      expect((await send(phone)).body.success).toBe(true)
    }
    t.clock.advance(61_000)
    expect((await send(phone)).body.errCode).toBe('SMS.TOO_FREQUENT')
    t.clock.advance(3_600_000)
    expect((await send(phone)).body.success).toBe(true)

    const ip = newIp()
    for (let i = 0; i < 20; i++) expect((await send(newPhone(), ip)).body.success).toBe(true)
    expect((await send(newPhone(), ip)).body.errCode).toBe('SMS.TOO_FREQUENT')
  })

  it('logout revokes the token: 401 afterwards', async () => {
    const { token } = await registerMember(t)
    expect((await as(t, token, '/api/member/logout', { method: 'POST' })).body).toEqual({
      success: true,
      code: 1,
      data: true,
    })
    const after = await as(t, token, '/api/member/member/getMemberInfoOth1', { method: 'POST' }, 'zh-hk')
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ success: false, errCode: 'AUTH.UNAUTHORIZED', errMsg: '請先登入' })
    expect((await as(t, token, '/api/member/logout', { method: 'POST' })).status).toBe(401)
  })

  it.each([
    ['no header', {}],
    ['not bearer', { authorization: 'Basic abc' }],
    ['malformed', { authorization: 'Bearer short' }],
    ['unknown', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ])('401 for a token that is %s', async (_, headers) => {
    const res = await call(t.app, '/api/member/member/getMemberInfoOth1', { method: 'POST', headers })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({
      success: false,
      code: 0,
      errCode: 'AUTH.UNAUTHORIZED',
      errMsg: 'Please log in first.',
    })
  })

  it.each([
    ['phone', { countryId: 1, phone: '1234567', type: 1 }, 'Please enter a valid phone number'],
    ['phone', { countryId: 1, phone: '', type: 1 }, 'Please enter a valid phone number'],
    ['phone', { countryId: 3, phone: '91234567', type: 1 }, 'Please enter a valid phone number'],
    ['phone', { countryId: 1, phone: '9123456a', type: 1 }, 'Please enter a valid phone number'],
    ['countryId', { countryId: 9, phone: '91234567', type: 1 }, 'Invalid parameter: countryId'],
    ['countryId', { phone: '91234567', type: 1 }, 'Missing required parameter: countryId'],
    ['type', { countryId: 1, phone: '91234567', type: 7 }, 'Invalid parameter: type'],
  ])('send: 400 naming %s', async (field, form, text) => {
    const res = await call(t.app, SEND, { form, headers: { 'x-locale': 'en' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field, errMsg: text })
  })

  it.each([
    ['code', { code: '12345' }, 'Incorrect verification code'],
    ['code', { code: '12345a' }, 'Incorrect verification code'],
    ['code', { code: '1234567' }, 'Incorrect verification code'],
    ['phone', { phone: '912345678' }, 'Please enter a valid phone number'],
    ['brandId', { brandId: 'x' }, 'Invalid parameter: brandId'],
    ['smsType', { smsType: 2 }, 'Invalid parameter: smsType'],
  ])('login and register: 400 naming %s, nothing created', async (field, change, text) => {
    const phone = newPhone()
    for (const path of [LOGIN, REGISTER]) {
      const res = await call(t.app, path, { json: { ...loginBody(t.brandId, phone, '123456'), ...change } })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ errCode: 'VALIDATION', field, errMsg: text })
    }
    expect(await t.db.select().from(members).where(eq(members.phone, phone))).toEqual([])
  })

  it('translates validation messages', async () => {
    const res = await call(t.app, SEND, {
      form: { countryId: 1, phone: '1', type: 1 },
      headers: { 'x-locale': 'zh-hk' },
    })
    expect(res.body.errMsg).toBe('請輸入正確的電話號碼')
    const code = await call(t.app, LOGIN, {
      form: loginBody(t.brandId, newPhone(), '1'),
      headers: { 'x-locale': 'zh-cn' },
    })
    expect(code.body.errMsg).toBe('验证码错误')
  })

  it('login to an unknown brand is BRAND.NOT_FOUND', async () => {
    const res = await call(t.app, LOGIN, { form: loginBody(UNKNOWN_ID, newPhone(), '123456') })
    expect(res.body).toMatchObject({ success: false, errCode: 'BRAND.NOT_FOUND' })
  })

  it('registering a phone twice logs the existing member in (one account)', async () => {
    const { phone, memberId } = await registerMember(t)
    t.clock.advance(61_000)
    const code = await sendCode(t, phone)
    const again = await call(t.app, REGISTER, { form: { ...loginBody(t.brandId, phone, code), sex: 1 } })
    expect(again.body.data.memberInfo.id).toBe(memberId)
    expect(await t.db.select().from(members).where(eq(members.phone, phone))).toHaveLength(1)
  })

  it('the same phone in another country is another member', async () => {
    const hk = await registerMember(t, '61234567', 1)
    const macau = await registerMember(t, '61234567', 4)
    expect(macau.memberId).not.toBe(hk.memberId)
    const china = await registerMember(t, '13812345678', 3)
    expect(china.memberId).toBeGreaterThan(0)
  })
})

describe('the per-IP SMS limit is configurable (SMS_SENDS_PER_IP_HOUR)', () => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(BACKENDS[0]!, { smsSendsPerIpHour: 2 })
  })
  afterAll(() => t.close())

  it('refuses the third send from one IP within the hour, and allows it an hour later', async () => {
    const ip = newIp()
    const send = () =>
      call(t.app, SEND, {
        form: { countryId: 1, phone: newPhone(), type: 1 },
        headers: { 'x-forwarded-for': ip, 'x-locale': 'en' },
      })
    expect((await send()).body.success).toBe(true)
    expect((await send()).body.success).toBe(true)
    expect((await send()).body).toMatchObject({ success: false, code: -1, errCode: 'SMS.TOO_FREQUENT' })
    t.clock.advance(3_600_000)
    expect((await send()).body.success).toBe(true)
  })
})
