import { Hono } from 'hono'
import {
  FoodComboParams,
  type LimitHit,
  MAX_SHOP_VALUE_BYTES,
  MENU_ERR,
  OrderLimitParams,
  SHOP_VALUE_TTL_MS,
  ShopMenuParams,
  ShopValueAddParams,
  ShopValueClearParams,
  ShopValueGetParams,
  type ShopValueSaved,
} from '../../../src/domain/contract/menu'
import { CODE_FAILED, CODE_LIMIT, type Envelope } from '../../../src/domain/envelope'
import { localized } from '../../../src/domain/locale'
import { MAX_SHOP_VALUE_KEYS_PER_OWNER } from '../../../src/domain/shopValueKeys'
import { optionalMember } from '../../http/auth'
import { pickEncoding } from '../../http/compression'
import type { AppContext, AppEnv } from '../../http/context'
import { ok, okBytes } from '../../http/envelope'
import { validationError } from '../../http/errors'
import { ifNoneMatchHits } from '../../http/etag'
import { parseInput, queryOf, readPostParams } from '../../http/input'
import { type MessageKey, translate } from '../../i18n/messages'
import { requireRestaurant } from '../brandScope'
import type { RestaurantDeps } from './deps'
import { checkCartLimits, type LimitOutcome } from './orderLimits'
import { foodCombo, shopMenu } from './shopMenu'
import { assertShopKeysAllowed, shopValueLimit } from './shopValueAccess'

/** How each refusal of the limit calls answers: envelope code, errCode and message. */
const REFUSAL: Record<LimitHit['reason'], { code: number; errCode: string; message: MessageKey }> = {
  maxNumber: { code: CODE_LIMIT, errCode: MENU_ERR.limit, message: 'limitReached' },
  overCategoryMax: { code: CODE_LIMIT, errCode: MENU_ERR.limit, message: 'limitReached' },
  soldOut: { code: CODE_LIMIT, errCode: MENU_ERR.stock, message: 'soldOut' },
  stockReached: { code: CODE_LIMIT, errCode: MENU_ERR.stock, message: 'stockReached' },
  invisible: { code: CODE_FAILED, errCode: MENU_ERR.foodUnavailable, message: 'foodUnavailable' },
  disabled: { code: CODE_FAILED, errCode: MENU_ERR.foodUnavailable, message: 'foodUnavailable' },
}

/** code 1 and `data: true`, or the refusal with the offending food in `data` and named in errMsg. */
function limitAnswer(c: AppContext, outcome: LimitOutcome) {
  if (outcome.code === 'ok') return ok(c, true)
  const refusal = REFUSAL[outcome.code]
  const food = localized(outcome.hit, 'foodName', c.get('locale'))
  const body: Envelope<LimitHit> = {
    success: false,
    code: refusal.code,
    errCode: refusal.errCode,
    errMsg: translate(refusal.message, c.get('locale'), { food }),
    data: outcome.hit,
  }
  return c.json(body, 200)
}

/** /api/restaurant/… menu calls of SPEC §7 "Restaurant and menu": menu, combos, limit checks, shopRedis. */
export function menuRoutes(deps: RestaurantDeps) {
  const { db } = deps
  const routes = new Hono<AppEnv>()

  // Revalidation (docs/api.md "POST food/shopMenuNew"): If-None-Match naming the current ETag is a
  // 304 without a body. Otherwise the envelope, compressed from the copy kept per revision.
  routes.post('/food/shopMenuNew', async (c) => {
    const menu = await shopMenu(db, await readPostParams(c, ShopMenuParams))
    const etag = `"${menu.version}"`
    const headers = { ETag: etag, Vary: 'Accept-Encoding' }
    if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
    const encoding = pickEncoding(c.req.header('accept-encoding'), 'application/json', menu.body.byteLength)
    if (!encoding) return okBytes(c, menu.body, headers)
    return okBytes(c, await menu.compressed(encoding), { ...headers, 'Content-Encoding': encoding })
  })

  routes.post('/food/findFoodCombo', async (c) => {
    const { foodId, restaurantId } = await readPostParams(c, FoodComboParams)
    return ok(c, await foodCombo(db, foodId, restaurantId))
  })

  routes.post('/order/checkOrderLimit', async (c) =>
    limitAnswer(c, await checkCartLimits(db, await readPostParams(c, OrderLimitParams), false)),
  )

  routes.post('/order/checkZiquLimit', async (c) =>
    limitAnswer(c, await checkCartLimits(db, await readPostParams(c, OrderLimitParams), true)),
  )

  // Member keys need the member's token (src/domain/shopValueKeys.ts); table keys need none.
  const caller = optionalMember(db, deps.now)

  routes.get('/shopRedis/get', caller, async (c) => {
    const { restaurantId, key } = parseInput(ShopValueGetParams, queryOf(c))
    await requireRestaurant(db, { restaurantId })
    await assertShopKeysAllowed(c, db, restaurantId, [key])
    return ok(c, await deps.shopValues.get(restaurantId, key, deps.now()))
  })

  routes.post('/shopRedis/add', caller, async (c) => {
    const { restaurantId, key, value } = await readPostParams(c, ShopValueAddParams)
    if (Buffer.byteLength(value, 'utf8') > MAX_SHOP_VALUE_BYTES)
      throw validationError('value', 'valueTooLarge')
    await requireRestaurant(db, { restaurantId })
    await assertShopKeysAllowed(c, db, restaurantId, [key])
    const now = deps.now()
    const stored = await deps.shopValues.set(
      restaurantId,
      key,
      value,
      SHOP_VALUE_TTL_MS,
      now,
      MAX_SHOP_VALUE_KEYS_PER_OWNER,
    )
    if (!stored) throw shopValueLimit()
    const saved: ShopValueSaved = {
      key,
      expiresAt: new Date(now.getTime() + SHOP_VALUE_TTL_MS).toISOString(),
    }
    return ok(c, saved)
  })

  routes.post('/shopRedis/clear', caller, async (c) => {
    const { restaurantId, keys } = await readPostParams(c, ShopValueClearParams)
    await requireRestaurant(db, { restaurantId })
    await assertShopKeysAllowed(c, db, restaurantId, keys)
    return ok(c, { cleared: await deps.shopValues.clear(restaurantId, keys, deps.now()) })
  })

  return routes
}
