import { Hono } from 'hono'
import * as v from 'valibot'
import { IdParam } from '../../../src/domain/contract/system'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from '../member/deps'
import { brandLevelEquity, membershipOf } from '../member/membership'
import { BrandParams } from '../member/params'

/**
 * /api/restaurant/member/… (SPEC §7 "Member area"): the member's level and the brand's levels.
 * SPEC places them under the restaurant service; membership is the member service's
 * (server/services/member/).
 */
export function memberRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.get('/member/getMemberTypeByMemberId', auth, async (c) => {
    const { brandId, memberId } = parseInput(BrandParams, queryOf(c))
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, (await membershipOf(deps.db, member.id, brandId, deps.now()))?.level ?? null)
  })

  /** The brand's levels, what each gives and costs (the same for every member; the token is still needed). */
  routes.get('/member/getMemberTypeEquity', auth, async (c) => {
    const { brandId } = parseInput(v.object({ brandId: IdParam }), queryOf(c))
    await requireBrand(deps.db, brandId)
    return ok(c, await brandLevelEquity(deps.db, brandId))
  })

  return routes
}
