import { and, asc, eq } from 'drizzle-orm'
import {
  PACKAGE_ERROR,
  type StaffPackageInput,
  type VoucherPackage,
} from '../../../src/domain/contract/packages'
import { isPositiveMoney } from '../../../src/domain/money'
import type { Database } from '../../db/open'
import { categories, foods, menus, restaurants, voucherPackages } from '../../db/schema'
import { ApiError, validationError } from '../../http/errors'
import { requireBrand } from '../brandScope'
import { packageOf } from '../member/packageReads'

/**
 * The merchant's package commands (docs/api.md "Staff API", issue 39 items 4 and 5): the brand's
 * packages of vouchers, each N vouchers of one dish of its menus at a price.
 */

/** GET /api/staff/packages: every package of the brand, those no longer sold included. */
export async function staffPackages(
  db: Database,
  brandId: number,
): Promise<(VoucherPackage & { forSale: number })[]> {
  await requireBrand(db, brandId)
  const rows = await db
    .select()
    .from(voucherPackages)
    .where(eq(voucherPackages.brandId, brandId))
    .orderBy(asc(voucherPackages.sort), asc(voucherPackages.id))
  return rows.map((row) => ({ ...packageOf(row), forSale: row.forSale }))
}

/** The names of the brand's dish of that code (posFid), from any of its menus. */
async function dishNames(db: Database, brandId: number, code: string) {
  const [dish] = await db
    .select({ name: foods.name, name1: foods.name1, name2: foods.name2 })
    .from(foods)
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .where(and(eq(restaurants.brandId, brandId), eq(foods.posFid, code)))
    .orderBy(asc(foods.id))
    .limit(1)
  if (!dish) throw new ApiError(404, PACKAGE_ERROR.foodNotFound, 'packageFoodNotFound', { field: 'foodCode' })
  return dish
}

/** POST /api/staff/packages: creates the package of that code or updates it. */
export async function saveStaffPackage(db: Database, params: StaffPackageInput) {
  await requireBrand(db, params.brandId)
  if (!isPositiveMoney(params.price)) throw validationError('price')
  const dish = await dishNames(db, params.brandId, params.foodCode)
  const fields = { ...params, foodName: dish.name, foodName1: dish.name1, foodName2: dish.name2 }
  await db
    .insert(voucherPackages)
    .values(fields)
    .onConflictDoUpdate({ target: [voucherPackages.brandId, voucherPackages.code], set: fields })
  return (await staffPackages(db, params.brandId)).find((pack) => pack.code === params.code)!
}
