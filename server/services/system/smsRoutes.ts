import { Hono } from 'hono'
import { clientIp } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import type { MemberDeps } from '../member/deps'
import { verifyCode } from '../member/loginGuard'
import { checkLoginPhone, checkSmsCode, SmsCheckParams, SmsSendParams } from '../member/params'
import { phoneKeyOf, sendCode } from '../member/smsCodes'

/**
 * /api/system/public/sms/… (SPEC §7 "System and login"): the login codes. SPEC places them under
 * the system service; the codes, limits and lock-outs are the member service's (server/services/member/).
 */
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
