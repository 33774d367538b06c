import { and, asc, eq, sql } from 'drizzle-orm'
import type {
  BottomFunction,
  BottomFunctionKey,
  Brand,
  BrandConfig,
  BrandRestaurant,
  Seo,
} from '../../../src/domain/contract/brand'
import { type Locale, localized } from '../../../src/domain/locale'
import type { Database } from '../../db/open'
import { bottomFunctions, brands, menus, restaurants } from '../../db/schema'
import { brandNotFound } from '../../http/errors'
import type { BrandRow, RestaurantRow } from '../brandScope'

export async function findBrandByAlias(db: Database, alias: string): Promise<Brand> {
  const [row] = await db.select().from(brands).where(eq(brands.alias, alias.toLowerCase())).limit(1)
  if (!row) throw brandNotFound()
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    logo: row.logo,
    productName: row.productName,
    description: row.description,
    description1: row.description1,
    description2: row.description2,
  }
}

/** Title and keywords of the restaurant when given, else of the brand, in the request's language. */
export function seoOf(brand: BrandRow, restaurant: RestaurantRow | null, locale: Locale): Seo {
  const brandName = localized(brand, 'name', locale)
  if (restaurant) {
    return {
      title: `${localized(restaurant, 'name', locale)} - ${brandName}`,
      keywords: restaurant.keywords || brand.seoKeywords,
      description: localized(restaurant, 'description', locale) || localized(brand, 'seoDescription', locale),
    }
  }
  return {
    title: localized(brand, 'seoTitle', locale) || brandName,
    keywords: brand.seoKeywords,
    description: localized(brand, 'seoDescription', locale),
  }
}

export function brandConfigOf(brand: BrandRow): BrandConfig {
  return {
    brandId: brand.id,
    currencyPrefix: brand.currencyPrefix,
    orderTypes: brand.orderTypes,
    customerServiceEmail: brand.customerServiceEmail,
    customerServicePhone: brand.customerServicePhone,
    whatsappNumber: brand.whatsappNumber,
  }
}

/** A restaurant row with the menu types it has, as the restaurant lists answer it. */
export function toBrandRestaurant(row: RestaurantRow, menuTypes: readonly unknown[]): BrandRestaurant {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    address: row.address,
    address1: row.address1,
    address2: row.address2,
    phone: row.phone,
    logo: row.logo,
    imageUrl: row.imageUrl,
    openStatus: row.openStatus,
    shipanyStatus: row.shipanyStatus,
    mapX: row.mapX,
    mapY: row.mapY,
    ziquService: row.ziquService === 1 ? 1 : 0,
    menuService: row.menuService === 1 ? 1 : 0,
    businessHours: row.businessHours,
    menuTypes: menuTypes.map(Number).sort((a, b) => a - b),
    keywords: row.keywords,
  }
}

/** The menu types of each restaurant, aggregated in the query (no repeats, `{}` when none). */
export const menuTypesColumn = sql<
  number[]
>`coalesce(array_agg(distinct ${menus.menuType}) filter (where ${menus.menuType} is not null), '{}')`

/**
 * The brand's restaurants in display order with the menu types each offers, in one query (the brand joined first, so
 * an unknown brand is told apart from a brand without restaurants). BRAND.NOT_FOUND for an unknown brand.
 */
export async function listBrandRestaurants(db: Database, brandId: number): Promise<BrandRestaurant[]> {
  const joined = await db
    .select({ restaurant: restaurants, menuTypes: menuTypesColumn })
    .from(brands)
    .leftJoin(restaurants, eq(restaurants.brandId, brands.id))
    .leftJoin(menus, eq(menus.restaurantId, restaurants.id))
    .where(eq(brands.id, brandId))
    .groupBy(brands.id, restaurants.id)
    .orderBy(asc(restaurants.sort), asc(restaurants.id))
  if (joined.length === 0) throw brandNotFound()
  return joined.flatMap(({ restaurant, menuTypes }) =>
    restaurant ? [toBrandRestaurant(restaurant, menuTypes)] : [],
  )
}

/** The bottom tab bar, hidden tabs included (with show 0), in display order. */
export async function listBottomFunctions(db: Database, brandId: number): Promise<BottomFunction[]> {
  const rows = await db
    .select()
    .from(bottomFunctions)
    .where(and(eq(bottomFunctions.brandId, brandId)))
    .orderBy(asc(bottomFunctions.sort), asc(bottomFunctions.id))
  return rows.map((row) => ({
    id: row.id,
    functionKey: row.functionKey as BottomFunctionKey,
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    sort: row.sort,
    show: row.show === 1 ? 1 : 0,
  }))
}
