import { Hono } from 'hono'
import {
  AddFavoriteParams,
  DelFavoriteParams,
  FavoriteListParams,
} from '../../../src/domain/contract/favorite'
import { assertOwnMember, requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readPostParams } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from '../member/deps'
import { addFavorite, favoriteList, removeFavorite } from './favorites'

/**
 * /api/restaurant/… favourites (issue 38 item 5; SPEC §7 restaurant/delFavorite, the other two in its
 * style): a member's token is required, and a member only ever reads or changes their own.
 */
export function favoriteRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.post('/restaurant/addFavorite', auth, async (c) => {
    const { brandId, memberId, kind, targetId } = await readPostParams(c, AddFavoriteParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    await addFavorite(deps.db, { memberId: member.id, brandId, kind, targetId })
    return ok(c, await favoriteList(deps.db, member.id, brandId))
  })

  routes.post('/restaurant/delFavorite', auth, async (c) => {
    const { brandId, memberId, kind, targetId } = await readPostParams(c, DelFavoriteParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    await removeFavorite(deps.db, { memberId: member.id, brandId, kind, targetId })
    return ok(c, await favoriteList(deps.db, member.id, brandId))
  })

  routes.post('/restaurant/getFavoriteList', auth, async (c) => {
    const { brandId, memberId } = await readPostParams(c, FavoriteListParams)
    const member = assertOwnMember(c, memberId)
    await requireBrand(deps.db, brandId)
    return ok(c, await favoriteList(deps.db, member.id, brandId))
  })

  return routes
}
