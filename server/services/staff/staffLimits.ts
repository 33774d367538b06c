import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { StaffLimits, StaffLimitsParams, StaffSetLimitsParams } from '../../../src/domain/contract/staff'
import { orderSettingsOf } from '../../../src/domain/orderSettings'
import { PLACEMENT_SETTING_NAMES, placementSettingRows } from '../../../src/domain/placementLimits'
import type { Database } from '../../db/open'
import { settings } from '../../db/schema'
import { requireBrand, requireRestaurant } from '../brandScope'
import { findSettings } from '../system/settings'

/**
 * The placement caps of a brand or a restaurant (src/domain/placementLimits.ts) as the merchant
 * reads and sets them: the same settings rows order placement reads, so a change holds for the
 * next order placed and the next cart opened.
 */

type Scope = v.InferOutput<typeof StaffLimitsParams>

/** BRAND.NOT_FOUND for an unknown brand, RESTAURANT.NOT_FOUND for a restaurant not of it. */
async function requireScope(db: Database, { brandId, restaurantId }: Scope): Promise<void> {
  if (restaurantId !== undefined) {
    await requireRestaurant(db, { restaurantId, brandId })
    return
  }
  await requireBrand(db, brandId)
}

/** The caps as the brand's orders (or the restaurant's) meet them. */
export async function staffLimits(db: Database, scope: Scope): Promise<StaffLimits> {
  await requireScope(db, scope)
  const { brandId, restaurantId } = scope
  const rows = await findSettings(db, brandId, [...PLACEMENT_SETTING_NAMES], restaurantId)
  return { brandId, restaurantId: restaurantId ?? null, limits: orderSettingsOf(rows).limits }
}

/** Writes the caps given on the brand's rows or the restaurant's; answers the caps as they now apply. */
export async function setStaffLimits(
  db: Database,
  params: v.InferOutput<typeof StaffSetLimitsParams>,
): Promise<StaffLimits> {
  const { brandId, restaurantId, ...caps } = params
  await requireScope(db, { brandId, restaurantId })
  const rows = placementSettingRows(caps).map((row) => ({
    ...row,
    brandId,
    restaurantId: restaurantId ?? null,
  }))
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: [settings.brandId, settings.restaurantId, settings.settingName],
      set: { valueInt: sql`excluded.value_int`, valueChar: sql`excluded.value_char` },
    })
  return staffLimits(db, { brandId, restaurantId })
}
