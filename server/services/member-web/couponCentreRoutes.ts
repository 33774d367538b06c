import { Hono } from 'hono'
import {
  CollectListParams,
  CollectParams,
  GiftParams,
  SendCouponParams,
} from '../../../src/domain/contract/couponCentre'
import { assertOwnMember, forbidden, optionalMember, requireMember } from '../../http/auth'
import type { AppEnv, MemberRow } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from '../member/deps'
import { collectCoupon, collectList } from './couponCentre'
import { cancelGift, claimGift, giftInfo, sendCoupon, sendInfo } from './couponGifts'

/**
 * /api/member-web/coupon/… of the coupon centre and gift links (docs/api.md "Coupon centre and
 * gifts"). collectList and giftInfo serve guests too; the rest need a member's token.
 */
export function couponCentreRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)
  const maybe = optionalMember(deps.db, deps.now)

  routes.post('/coupon/collectList', maybe, async (c) => {
    const { brandId, memberId } = await readPostParams(c, CollectListParams)
    const member = c.get('member') as MemberRow | undefined
    // A memberId names the token's member; a guest has none to name.
    if (memberId !== undefined && memberId !== member?.id) throw forbidden()
    await requireBrand(deps.db, brandId)
    return ok(c, await collectList(deps.db, brandId, member?.id ?? null, deps.now()))
  })

  routes.post('/coupon/collect', auth, async (c) => {
    const { brandId, couponId, memberId } = await readPostParams(c, CollectParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await collectCoupon(deps.db, member.id, brandId, couponId, deps.now()))
  })

  routes.post('/coupon/sendInfo', auth, async (c) => {
    const { brandId, memberCouponId, memberId } = await readPostParams(c, SendCouponParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await sendInfo(deps.db, member.id, brandId, memberCouponId, deps.now()))
  })

  routes.post('/coupon/sendSingle', auth, async (c) => {
    const { brandId, memberCouponId, memberId } = await readPostParams(c, SendCouponParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await sendCoupon(deps.db, member.id, brandId, memberCouponId, deps.now()))
  })

  routes.post('/coupon/cancelGift', auth, async (c) => {
    const { code, memberId } = await readPostParams(c, GiftParams)
    const member = assertOwnMember(c, memberId)
    return ok(c, await cancelGift(deps.db, member.id, code, deps.now()))
  })

  routes.post('/coupon/giftInfo', maybe, async (c) => {
    const { code, memberId } = await readPostParams(c, GiftParams)
    const member = c.get('member') as MemberRow | undefined
    if (memberId !== undefined && memberId !== member?.id) throw forbidden()
    return ok(c, await giftInfo(deps.db, code, member?.id ?? null, deps.now()))
  })

  routes.post('/coupon/claimGift', auth, async (c) => {
    const { code, memberId } = await readPostParams(c, GiftParams)
    const member = assertOwnMember(c, memberId)
    return ok(c, await claimGift(deps.db, member.id, code, deps.now()))
  })

  return routes
}
