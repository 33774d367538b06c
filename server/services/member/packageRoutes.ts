import { Hono } from 'hono'
import { PackageListParams } from '../../../src/domain/contract/packages'
import { requireMember } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from './deps'
import { memberPackages, packagesForSale } from './packageReads'

/**
 * /api/member/TakeawayArea/… (issue 39 item 4; docs/api.md "Vouchers and packages"): the packages
 * a brand sells (no login), and the token's own package orders and usable vouchers.
 */
export function packageRoutes(deps: MemberDeps) {
  const routes = new Hono<AppEnv>()
  const auth = requireMember(deps.db, deps.now)

  routes.get('/TakeawayArea/getCarousel', async (c) => {
    const { brandId } = parseInput(PackageListParams, queryOf(c))
    await requireBrand(deps.db, brandId)
    return ok(c, await packagesForSale(deps.db, brandId))
  })

  routes.get('/TakeawayArea/getRestaurantOrder', auth, async (c) => {
    const { brandId } = parseInput(PackageListParams, queryOf(c))
    await requireBrand(deps.db, brandId)
    return ok(c, await memberPackages(deps.db, c.get('member').id, brandId, deps.now()))
  })

  return routes
}
