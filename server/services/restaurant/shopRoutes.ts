import { Hono } from 'hono'
import {
  AtlasParams,
  RestaurantIdParams,
  ShopKeywordsParams,
  WhatsAppByOrderTypeParams,
  WhatsAppCheckParams,
} from '../../../src/domain/contract/menu'
import { BrandIdParams } from '../../../src/domain/contract/system'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { requireBrand, requireRestaurant } from '../brandScope'
import { atlasRestaurants } from './atlas'
import type { RestaurantDeps } from './deps'
import {
  findBrandWhatsAppLink,
  findRestaurantWhatsApp,
  listPeriods,
  restaurantInfo,
  shopKeywordsOf,
} from './shopInfo'

/** /api/restaurant/… shop calls of SPEC §7 "Restaurant and menu": atlas, shop info, periods, keywords, WhatsApp. */
export function shopRoutes({ db, now }: Pick<RestaurantDeps, 'db' | 'now'>) {
  const routes = new Hono<AppEnv>()

  routes.get('/restaurantInfo/getRestaurantInfoAtlas', async (c) =>
    ok(c, await atlasRestaurants(db, parseInput(AtlasParams, queryOf(c)), now())),
  )

  for (const path of ['/restaurant/getRestaurantNew', '/restaurant/getRestaurantInfoById']) {
    routes.post(path, async (c) => {
      const { restaurantId, brandId } = await readPostParams(c, RestaurantIdParams)
      return ok(c, await restaurantInfo(db, now(), restaurantId, brandId))
    })
  }

  routes.get('/period/getPeriodList', async (c) => {
    const { restaurantId, brandId } = parseInput(RestaurantIdParams, queryOf(c))
    const [periods] = await Promise.all([
      listPeriods(db, restaurantId),
      requireRestaurant(db, { restaurantId, brandId }),
    ])
    return ok(c, periods)
  })

  routes.get('/restaurant/getShopKeywords', async (c) => {
    const { brandId, restaurantId } = parseInput(ShopKeywordsParams, queryOf(c))
    // Both asked at once; an unknown brand is the answer even when the restaurant's refusal comes first.
    const [brand, restaurant] = await Promise.allSettled([
      requireBrand(db, brandId),
      requireRestaurant(db, { restaurantId, brandId }),
    ])
    if (brand.status === 'rejected') throw brand.reason
    if (restaurant.status === 'rejected') throw restaurant.reason
    return ok(c, shopKeywordsOf(brand.value, restaurant.value, c.get('locale')))
  })

  routes.get('/restaurantWhatsAppConfig/getByRestaurantIdAndOrderType', async (c) => {
    const { restaurantId, orderType } = parseInput(WhatsAppByOrderTypeParams, queryOf(c))
    const [config] = await Promise.all([
      findRestaurantWhatsApp(db, restaurantId, orderType),
      requireRestaurant(db, { restaurantId }),
    ])
    return ok(c, config)
  })

  routes.get('/restaurantWhatsAppConfig/getCheck', async (c) => {
    const { restaurantId, orderType } = parseInput(WhatsAppCheckParams, queryOf(c))
    const [config] = await Promise.all([
      findRestaurantWhatsApp(db, restaurantId, orderType),
      requireRestaurant(db, { restaurantId }),
    ])
    return ok(c, config?.subscriptionLink ?? null)
  })

  routes.get('/whatsAppConfig/getBrandCheck', async (c) => {
    const { brandId } = parseInput(BrandIdParams, queryOf(c))
    const [link] = await Promise.all([findBrandWhatsAppLink(db, brandId), requireBrand(db, brandId)])
    return ok(c, link)
  })

  return routes
}
