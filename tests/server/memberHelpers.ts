import { expect } from 'vitest'
import type { AppDeps } from '../../server/app'
import {
  type Backend,
  type CallOptions,
  type CallResult,
  call,
  demoIds,
  startTestApp,
  type TestApp,
} from './harness'

/** Helpers of the member tests: a movable clock, fresh phones, and login through the real calls. */

export class TestClock {
  private time = Date.parse('2026-03-02T04:00:00.000Z')
  readonly now = () => new Date(this.time)
  advance(ms: number) {
    this.time += ms
  }
}

let phoneCounter = 0
/** A fresh 8-digit Hong Kong phone for each use (tests share one database per file). */
export function newPhone(): string {
  phoneCounter += 1
  return `9${String(Date.now() % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`
}

let ipCounter = 0
/** A distinct client IP per call (one trusted proxy in these tests: X-Forwarded-For's last entry). */
export function newIp(): string {
  ipCounter += 1
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

export type MemberTestApp = TestApp & { clock: TestClock; brandId: number; harbourId: number }

export async function startMemberApp(
  backend: Backend,
  limits: Partial<
    Pick<
      AppDeps,
      | 'rates'
      | 'smsSendsPerIpHour'
      | 'loginFailuresPerIpHour'
      | 'uploadSecret'
      | 'uploadQuota'
      | 'publicUrl'
      | 'geocoder'
      | 'geocoderPolicy'
    >
  > = {},
): Promise<MemberTestApp> {
  const clock = new TestClock()
  const t = await startTestApp(backend, { member: { now: clock.now, trustProxy: 1, ...limits } })
  const { demoId, harbourId } = await demoIds(t.app)
  return Object.assign(t, { clock, brandId: demoId, harbourId })
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Calls with a member's token (and a language, when given). */
export function as(
  t: TestApp,
  token: string,
  path: string,
  options: CallOptions = {},
  locale?: string,
): Promise<CallResult> {
  return call(t.app, path, {
    ...options,
    headers: { ...bearer(token), ...(locale ? { 'x-locale': locale } : {}), ...options.headers },
  })
}

/** Sends a code and reads it from the dev inbox. */
export async function sendCode(t: TestApp, phone: string, countryId = 1, ip = newIp()): Promise<string> {
  const sent = await call(t.app, '/api/system/public/sms/send', {
    form: { countryId, phone, type: 1 },
    headers: { 'x-forwarded-for': ip },
  })
  expect(sent.body).toMatchObject({ success: true, code: 1 })
  const inbox = await call(t.app, '/api/dev/sms', { query: { phone: `${countryId}-${phone}` } })
  expect(inbox.body.data?.code).toMatch(/^\d{6}$/)
  return inbox.body.data.code as string
}

export const loginBody = (brandId: number, phone: string, code: string, countryId = 1) => ({
  phone,
  code,
  brandId,
  countryId,
  smsType: 1,
})

/** Registers a new member the way the PWA does: send, login (LOGIN.0007), register with the same code. */
export async function registerMember(
  t: MemberTestApp,
  phone = newPhone(),
  countryId = 1,
): Promise<{ token: string; memberId: number; phone: string }> {
  const code = await sendCode(t, phone, countryId)
  const first = await call(t.app, '/api/member/public/sms/login', {
    form: loginBody(t.brandId, phone, code, countryId),
  })
  expect(first.body.errCode).toBe('LOGIN.0007')
  const registered = await call(t.app, '/api/member/public/register', {
    form: { ...loginBody(t.brandId, phone, code, countryId), sex: 0 },
  })
  expect(registered.body).toMatchObject({ success: true, code: 1 })
  return { token: registered.body.data.token, memberId: registered.body.data.memberInfo.id, phone }
}

export type Member = Awaited<ReturnType<typeof registerMember>>

/** A member address as the PWA sends it to member/member/addMemberAddress: a Central flat, the default. */
export const HOME_ADDRESS = {
  receiver: 'Chan Tai Man',
  phone: '91234567',
  currentAddress: '1 Queen’s Road Central',
  address: 'Flat A',
  floor: '12',
  unit: 'A',
  dimensionMap: '114.158917,22.281322',
  isdefault: 1,
  sex: 1,
}
