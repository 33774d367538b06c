import { Hono } from 'hono'
import * as v from 'valibot'
import { IdParam } from '../../../src/domain/apiParams'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import { listAddresses } from './addresses'
import { assertOwnMember, forbidden, requireMember } from './auth'
import type { MemberDeps } from './deps'
import { brandLevels, joinBrand, membershipOf } from './membership'
import { BrandParams, JoinBrandParams } from './params'

/** Member calls SPEC places under the member-web service. */
export function memberWebMemberRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  /** Idempotent; memberId and phone must be the token's own. */
  routes.post('/member/joinBrand', auth, async (c) => {
    const params = await readPostParams(c, JoinBrandParams)
    const member = assertOwnMember(c, params.memberId)
    if (String(params.phone) !== member.phone) throw forbidden()
    await requireBrand(deps.db, params.brandId)
    await joinBrand(deps.db, member.id, params.brandId, {
      appType: params.appType,
      webSource: params.webSource,
    })
    return ok(c, { brandId: params.brandId, joined: true })
  })

  routes.post('/member/getAddressAndResSetting', auth, async (c) => {
    const { brandId, memberId } = await readPostParams(c, BrandParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    const addressList = await listAddresses(deps.db, member.id)
    return ok(c, {
      addressList,
      defaultAddress: addressList.find((address) => address.isdefault === 1) ?? null,
    })
  })

  return routes
}

/** Member calls SPEC places under the restaurant service. */
export function restaurantMemberRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.get('/member/getMemberTypeByMemberId', auth, async (c) => {
    const { brandId, memberId } = parseInput(BrandParams, queryOf(c))
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, (await membershipOf(deps.db, member.id, brandId))?.level ?? null)
  })

  /** The brand's levels and their benefits (the same for every member; the token is still needed). */
  routes.get('/member/getMemberTypeEquity', auth, async (c) => {
    const { brandId } = parseInput(v.object({ brandId: IdParam }), queryOf(c))
    await requireBrand(deps.db, brandId)
    return ok(c, await brandLevels(deps.db, brandId))
  })

  return routes
}
