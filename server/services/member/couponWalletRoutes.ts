import { Hono } from 'hono'
import { WalletPageParams } from '../../../src/domain/contract/couponWallet'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import { walletPage } from './couponWallet'
import type { MemberDeps } from './deps'

/** /api/member/member/getMemberCoupon/v2: the coupon wallet (SPEC §7 "Member area"); a member's token is required. */
export function couponWalletRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.post('/member/getMemberCoupon/v2', auth, async (c) => {
    const { memberId, ...input } = await readPostParams(c, WalletPageParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, input.brandId)
    return ok(c, await walletPage(deps.db, member.id, input, deps.now()))
  })

  return routes
}
