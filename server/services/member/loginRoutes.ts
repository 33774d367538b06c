import { Hono } from 'hono'
import { requireMember } from '../../http/auth'
import { clientIp } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import type { MemberDeps } from './deps'
import { login, register } from './login'
import { checkLoginPhone, checkSmsCode, LoginParams, RegisterParams } from './params'
import { revokeToken } from './tokens'

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
