import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type OnlinePayOpen,
  PayTypeListParams,
  type RestaurantPayType,
} from '../../../src/domain/contract/pay'
import type { Locale } from '../../../src/domain/locale'
import { CASH_PAY_TYPE, payTypeName } from '../../../src/domain/payTypes'
import type { Database } from '../../db/open'
import { restaurantPayTypes, restaurants } from '../../db/schema'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { parseInput, queryOf } from '../../http/input'
import { translate } from '../../i18n/messages'
import { requireBrand, requireRestaurant } from '../brandScope'

/** A method's name as the list answers it: SPEC §9's name, cash and unnamed groups in the language. */
function payNameOf(payType: number, locale: Locale): string {
  if (payType === CASH_PAY_TYPE) return translate('cashOnDelivery', locale)
  return payTypeName(payType) ?? translate('onlinePayment', locale)
}

/** The restaurant's shown payment methods in its order (SPEC §3 "Payment type"). */
async function restaurantPayTypeList(
  db: Database,
  restaurantId: number,
  locale: Locale,
): Promise<RestaurantPayType[]> {
  const rows = await db
    .select()
    .from(restaurantPayTypes)
    .where(and(eq(restaurantPayTypes.restaurantId, restaurantId), eq(restaurantPayTypes.show, 1)))
    .orderBy(asc(restaurantPayTypes.sort), asc(restaurantPayTypes.id))
  return rows.map((row) => ({
    id: row.payType,
    isdefault: row.isdefault === 1 ? 1 : 0,
    show: 1,
    img: row.img,
    payName: payNameOf(row.payType, locale),
  }))
}

/** The restaurant's default online method (its default, else its first shown online one), or null. */
export async function defaultOnlinePayType(db: Database, restaurantId: number): Promise<number | null> {
  const [row] = await db
    .select({ payType: restaurantPayTypes.payType })
    .from(restaurantPayTypes)
    .where(
      and(
        eq(restaurantPayTypes.restaurantId, restaurantId),
        eq(restaurantPayTypes.show, 1),
        ne(restaurantPayTypes.payType, CASH_PAY_TYPE),
      ),
    )
    .orderBy(desc(restaurantPayTypes.isdefault), asc(restaurantPayTypes.sort), asc(restaurantPayTypes.id))
    .limit(1)
  return row?.payType ?? null
}

/** Whether the restaurant offers (shows) this payment method: what addOrder2 and confirmPay accept. */
export async function offersPayType(db: Database, restaurantId: number, payType: number): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurantPayTypes.id })
    .from(restaurantPayTypes)
    .where(
      and(
        eq(restaurantPayTypes.restaurantId, restaurantId),
        eq(restaurantPayTypes.payType, payType),
        eq(restaurantPayTypes.show, 1),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The online methods the restaurants matching `where` show, each once, ascending. */
async function onlinePayOpen(db: Database, where: SQL): Promise<OnlinePayOpen> {
  const rows = await db
    .selectDistinct({ payType: restaurantPayTypes.payType })
    .from(restaurantPayTypes)
    .innerJoin(restaurants, eq(restaurants.id, restaurantPayTypes.restaurantId))
    .where(and(where, eq(restaurantPayTypes.show, 1), ne(restaurantPayTypes.payType, CASH_PAY_TYPE)))
    .orderBy(asc(restaurantPayTypes.payType))
  return { open: rows.length > 0, payTypes: rows.map((row) => row.payType) }
}

/** pay/transactionOpen: whether the restaurant takes online payment, and its online methods. */
export async function restaurantPayOpen(db: Database, restaurantId: number, brandId?: number) {
  const restaurant = await requireRestaurant(db, { restaurantId, brandId })
  return onlinePayOpen(db, eq(restaurants.id, restaurant.id))
}

/** pay/searchAppOpen: whether any restaurant of the brand takes online payment, and with which methods. */
export async function brandPayOpen(db: Database, brandId: number) {
  await requireBrand(db, brandId)
  return onlinePayOpen(db, eq(restaurants.brandId, brandId))
}

/** GET /api/restaurant/public/payType/list (docs/api.md "Payment methods"). */
export function payTypeRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  routes.get('/public/payType/list', async (c) => {
    const { restaurantId, brandId } = parseInput(PayTypeListParams, queryOf(c))
    const [list] = await Promise.all([
      restaurantPayTypeList(db, restaurantId, c.get('locale')),
      requireRestaurant(db, { restaurantId, brandId }),
    ])
    return ok(c, list)
  })
  return routes
}
