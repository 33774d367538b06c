import { Hono } from 'hono'
import { CouponExchangeParams, MemberCouponListParams } from '../../../src/domain/contract/coupon'
import { assertOwnMember, requireMember } from '../../http/auth'
import { clientIp } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from '../member/deps'
import { codeNotFoundError } from './couponErrors'
import { admitPromoCode } from './couponGuard'
import { exchangePromoCode, memberCouponList, promoTemplate } from './coupons'

/** /api/member-web/… coupon calls of the checkout (SPEC §7 "Orders and payment"); a member's token is required. */
export function couponRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.post('/member/getMemberCouponByMemberId', auth, async (c) => {
    const { brandId, memberId } = await readPostParams(c, MemberCouponListParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await memberCouponList(deps.db, member.id, brandId, deps.now()))
  })

  routes.post('/coupon/exchange', auth, async (c) => {
    const { brandId, memberId, code } = await readPostParams(c, CouponExchangeParams)
    const member = assertOwnMember(c, memberId)
    const ip = clientIp(c, deps.trustProxy)
    await requireBrand(deps.db, brandId)
    const known = (await promoTemplate(deps.db, brandId, code, deps.now())) !== null
    await admitPromoCode(deps, member.id, ip, known)
    const coupon = await exchangePromoCode(deps.db, member.id, brandId, code, deps.now())
    // Ended between the look-up and the exchange: unknown now, and not a guess.
    if (!coupon) throw codeNotFoundError()
    return ok(c, coupon)
  })

  return routes
}
