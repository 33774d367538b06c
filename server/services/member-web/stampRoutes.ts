import { Hono } from 'hono'
import { StampCardListParams } from '../../../src/domain/contract/stamps'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from '../member/deps'
import { memberStampCardList } from './stampCards'

/** /api/member-web/stampCard/… (issue 39 item 3; docs/api.md "Stamp cards"): the token's own cards only. */
export function stampRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.get('/stampCard/list', auth, async (c) => {
    const { brandId, memberId } = parseInput(StampCardListParams, queryOf(c))
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await memberStampCardList(deps.db, member.id, brandId))
  })

  return routes
}
