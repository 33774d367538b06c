import type { MemberInfo } from '../../src/domain/contract/member'
import type { Envelope } from '../../src/domain/envelope'

/**
 * Calls a running server's API as the PWA does (its app type and locale headers; a form or JSON
 * body makes it a POST) and answers the envelope. For the bench and the fault harness, which talk
 * to a real server over HTTP.
 */
export async function apiCall<T = unknown>(
  origin: string,
  path: string,
  init: { form?: Record<string, unknown>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'x-app-type': '7', 'x-locale': 'en', ...init.headers }
  let body: string | undefined
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.json)
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(
      Object.entries(init.form).map(([name, value]) => [name, String(value)]),
    ).toString()
  }
  const answer = await fetch(`${origin}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
  })
  return (await answer.json()) as Envelope<T>
}

/**
 * Registers a new member of the brand with this phone as the PWA does (code sent, read from the
 * dev inbox, login answering LOGIN.0007, register) and answers its token and member, what the
 * login sheet keeps on the device. `headers` go with each call (a phone's own X-Forwarded-For).
 */
export async function registerMemberByApi(
  origin: string,
  brandId: number,
  phone: string,
  headers?: Record<string, string>,
): Promise<{ token: string; member: MemberInfo }> {
  const sent = await apiCall(origin, 'system/public/sms/send', {
    form: { countryId: 1, phone, type: 1 },
    headers,
  })
  if (!sent.success) throw new Error(`sms/send: ${JSON.stringify(sent)}`)
  const inbox = await apiCall<{ code?: string } | null>(origin, `dev/sms?phone=1-${phone}`)
  const code = inbox.data?.code
  if (!code) throw new Error(`dev inbox: ${JSON.stringify(inbox)}`)
  const login = { phone, code, brandId, countryId: 1, smsType: 1 }
  const first = await apiCall(origin, 'member/public/sms/login', { form: login, headers })
  if (first.errCode !== 'LOGIN.0007') throw new Error(`login of a new phone: ${JSON.stringify(first)}`)
  const registered = await apiCall<{ token?: string; memberInfo?: MemberInfo }>(
    origin,
    'member/public/register',
    { form: { ...login, sex: 0 }, headers },
  )
  const { token, memberInfo } = registered.data ?? {}
  if (!registered.success || !token || !memberInfo) throw new Error(`register: ${JSON.stringify(registered)}`)
  return { token, member: memberInfo }
}

/** registerMemberByApi's token: a new member's, for calls made through the API. */
export async function registerByApi(
  origin: string,
  brandId: number,
  phone: string,
  headers?: Record<string, string>,
): Promise<string> {
  return (await registerMemberByApi(origin, brandId, phone, headers)).token
}
