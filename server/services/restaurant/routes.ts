import { Hono } from 'hono'
import { AliasParams, BrandIdParams, SeoParams } from '../../../src/domain/contract/system'
import type { Database } from '../../db/open'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireBrand, requireRestaurant } from '../brandScope'
import { brandConfigOf, findBrandByAlias, listBottomFunctions, listBrandRestaurants, seoOf } from './brands'

/** /api/restaurant/… (SPEC §7 "System and login" brand calls). */
export function restaurantRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  routes.get('/brand/getBrandByAlias', async (c) => {
    const { alias } = parseInput(AliasParams, queryOf(c))
    return ok(c, await findBrandByAlias(db, alias))
  })

  routes.get('/brand/getSeo', async (c) => {
    const { brandId, restaurantId } = parseInput(SeoParams, queryOf(c))
    const brand = await requireBrand(db, brandId)
    const restaurant =
      restaurantId === undefined ? null : await requireRestaurant(db, { restaurantId, brandId })
    return ok(c, seoOf(brand, restaurant, c.get('locale')))
  })

  routes.get('/public/brand/getBrandRestaurantList', async (c) => {
    const { brandId } = parseInput(BrandIdParams, queryOf(c))
    return ok(c, await listBrandRestaurants(db, brandId))
  })

  routes.post('/brand/getBrandConfigInfo', async (c) => {
    const { brandId } = await readPostParams(c, BrandIdParams)
    return ok(c, brandConfigOf(await requireBrand(db, brandId)))
  })

  routes.get('/public/brand/getBrandBottomFunction', async (c) => {
    const { brandId } = parseInput(BrandIdParams, queryOf(c))
    await requireBrand(db, brandId)
    return ok(c, await listBottomFunctions(db, brandId))
  })

  return routes
}
