import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type {
  Period,
  RestaurantInfo,
  RestaurantStatusFields,
  ShopKeywords,
  WhatsAppConfig,
} from '../../../src/domain/contract/menu'
import { type Locale, localized } from '../../../src/domain/locale'
import { type ServiceKind, servicesOf, shopNowOf } from '../../../src/domain/restaurantStatus'
import { givesServiceNow } from '../../../src/domain/serviceChips'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { menus, restaurantPeriods, restaurants, whatsappConfigs } from '../../db/schema'
import { restaurantNotFound } from '../../http/errors'
import { type BrandRow, type RestaurantRow, restaurantScope } from '../brandScope'
import { menuTypesColumn, toBrandRestaurant } from './brands'

/**
 * The derived status of SPEC §3 "Restaurant status" at `now`, from src/domain/restaurantStatus.ts
 * shopNowOf (its flag, then its hours): closed when the shop is, or — for a list of one way of
 * ordering — when its state refuses that way now.
 */
export function statusFieldsOf(
  row: Pick<RestaurantRow, 'openStatus' | 'businessHours'>,
  now: Date,
  service?: ServiceKind,
): RestaurantStatusFields {
  const { state: openState, opensAt } = shopNowOf(row, now)
  const refused = service !== undefined && !givesServiceNow(row.openStatus, service)
  return {
    openState,
    closed: openState === 'closed' || refused,
    opensAt: opensAt ? toDisplayIso(opensAt) : null,
  }
}

/** The restaurant's meal periods in order of the day. */
export async function listPeriods(db: Database, restaurantId: number): Promise<Period[]> {
  const rows = await db
    .select()
    .from(restaurantPeriods)
    .where(eq(restaurantPeriods.restaurantId, restaurantId))
    .orderBy(asc(restaurantPeriods.sort), asc(restaurantPeriods.startTime), asc(restaurantPeriods.id))
  return rows.map((row) => ({
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    startTime: row.startTime,
    endTime: row.endTime,
  }))
}

/** Restaurant, menu types and periods (two queries side by side); RESTAURANT.NOT_FOUND when unknown. */
export async function restaurantInfo(
  db: Database,
  now: Date,
  restaurantId: number,
  brandId?: number,
): Promise<RestaurantInfo> {
  const [[found], periods] = await Promise.all([
    db
      .select({ restaurant: restaurants, menuTypes: menuTypesColumn })
      .from(restaurants)
      .leftJoin(menus, eq(menus.restaurantId, restaurants.id))
      .where(restaurantScope({ restaurantId, brandId }))
      .groupBy(restaurants.id),
    listPeriods(db, restaurantId),
  ])
  if (!found) throw restaurantNotFound()
  const { restaurant, menuTypes } = found
  const base = toBrandRestaurant(restaurant, menuTypes)
  return {
    ...base,
    ...statusFieldsOf(restaurant, now),
    description: restaurant.description,
    description1: restaurant.description1,
    description2: restaurant.description2,
    services: servicesOf(base),
    periods,
  }
}

/** Title and keyword parts of the shop page in the request's language (SPEC §7 "Shop keywords"). */
export function shopKeywordsOf(brand: BrandRow, restaurant: RestaurantRow, locale: Locale): ShopKeywords {
  return {
    name: localized(restaurant, 'name', locale),
    serviceName: localized(brand, 'name', locale),
    address: localized(restaurant, 'address', locale),
    description: localized(restaurant, 'description', locale) || localized(brand, 'seoDescription', locale),
    keywords: restaurant.keywords || brand.seoKeywords,
  }
}

function toWhatsAppConfig({
  enabled: _enabled,
  ...config
}: typeof whatsappConfigs.$inferSelect): WhatsAppConfig {
  return config
}

/**
 * The restaurant's enabled WhatsApp config for the order type: the row of that order type, else the
 * restaurant's row for every order type (0); with `orderType` undefined, any of its rows. Null when none.
 */
export async function findRestaurantWhatsApp(
  db: Database,
  restaurantId: number,
  orderType: number | undefined,
): Promise<WhatsAppConfig | null> {
  const rows = await db
    .select()
    .from(whatsappConfigs)
    .where(
      and(
        eq(whatsappConfigs.restaurantId, restaurantId),
        eq(whatsappConfigs.enabled, 1),
        orderType === undefined ? undefined : inArray(whatsappConfigs.orderType, [orderType, 0]),
      ),
    )
    .orderBy(asc(whatsappConfigs.id))
  const exact = orderType === undefined ? undefined : rows.find((row) => row.orderType === orderType)
  const chosen = exact ?? rows.find((row) => row.orderType === 0) ?? rows[0]
  return chosen ? toWhatsAppConfig(chosen) : null
}

/** The brand's own enabled subscription link (its row without a restaurant), or null. */
export async function findBrandWhatsAppLink(db: Database, brandId: number): Promise<string | null> {
  const [row] = await db
    .select({ link: whatsappConfigs.subscriptionLink })
    .from(whatsappConfigs)
    .where(
      and(
        eq(whatsappConfigs.brandId, brandId),
        isNull(whatsappConfigs.restaurantId),
        eq(whatsappConfigs.enabled, 1),
      ),
    )
    .orderBy(asc(whatsappConfigs.orderType), asc(whatsappConfigs.id))
    .limit(1)
  return row?.link ?? null
}
