import { Hono } from 'hono'
import {
  ExchangeItemsParams,
  ExchangeReadParams,
  PointDetailsParams,
  PointExchangeParams,
} from '../../../src/domain/contract/points'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from './deps'
import { exchangeItemsOf, exchangeOf, exchangePoints, pointDetails } from './pointExchanges'

/**
 * /api/member/… points calls of a logged-in member (SPEC §7 member/pointDetails; docs/api.md
 * "Points"): each reads or spends the token's own points only (a memberId naming another member
 * is refused by assertOwnMember).
 */
export function pointRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.post('/member/pointDetails', auth, async (c) => {
    const { brandId, memberId, pageIndex, pageSize } = await readPostParams(c, PointDetailsParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await pointDetails(deps.db, member.id, brandId, { pageIndex, pageSize }))
  })

  routes.post('/memberPoints/getExchangeItems', auth, async (c) => {
    const { brandId, memberId } = await readPostParams(c, ExchangeItemsParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await exchangeItemsOf(deps.db, member.id, brandId))
  })

  routes.post('/memberPoints/exchange', auth, async (c) => {
    const { brandId, memberId, itemId } = await readPostParams(c, PointExchangeParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await exchangePoints(deps.db, member.id, brandId, itemId, deps.now()))
  })

  routes.post('/memberPoints/getExchange', auth, async (c) => {
    const { brandId, memberId, exchangeId } = await readPostParams(c, ExchangeReadParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await exchangeOf(deps.db, member.id, brandId, exchangeId))
  })

  return routes
}
