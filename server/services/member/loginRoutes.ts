import { Hono } from 'hono'
import { clientIp } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireMember, revokeToken } from './auth'
import type { MemberDeps } from './deps'
import { login, register } from './login'
import { verifyCode } from './loginGuard'
import {
  checkLoginPhone,
  checkSmsCode,
  LoginParams,
  RegisterParams,
  SmsCheckParams,
  SmsSendParams,
} from './params'
import { phoneKeyOf, sendCode } from './smsCodes'

/** /api/system/public/sms/… (SPEC §7 "System and login"). */
export function smsRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()

  routes.post('/public/sms/send', async (c) => {
    const { countryId, phone, type } = await readPostParams(c, SmsSendParams)
    checkLoginPhone(countryId, phone)
    const ip = clientIp(c, deps.trustProxy)
    return ok(c, await sendCode(deps, { countryId, phone, type, ip, locale: c.get('locale') }))
  })

  /** Checks without using the code up (one of its checks; wrong ones count as at login). */
  routes.get('/public/sms/checkSmsCode', async (c) => {
    const { countryId, phone, code, type } = parseInput(SmsCheckParams, queryOf(c))
    checkLoginPhone(countryId, phone)
    checkSmsCode(code)
    const ip = clientIp(c, deps.trustProxy)
    await verifyCode(deps, { phoneKey: phoneKeyOf(countryId, phone), type, code, ip })
    return ok(c, true)
  })

  return routes
}

/** /api/member/public/sms/login, /api/member/public/register and /api/member/logout. */
export function loginRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()

  routes.post('/public/sms/login', async (c) => {
    const params = await readPostParams(c, LoginParams)
    checkLoginPhone(params.countryId, params.phone)
    checkSmsCode(params.code)
    return ok(c, await login(deps, { ...params, ip: clientIp(c, deps.trustProxy) }))
  })

  routes.post('/public/register', async (c) => {
    const params = await readPostParams(c, RegisterParams)
    checkLoginPhone(params.countryId, params.phone)
    checkSmsCode(params.code)
    return ok(c, await register(deps, { ...params, ip: clientIp(c, deps.trustProxy) }))
  })

  routes.post('/logout', requireMember(deps.db, deps.now), async (c) => {
    await revokeToken(deps.db, c.get('tokenHash'), deps.now())
    return ok(c, true)
  })

  return routes
}
