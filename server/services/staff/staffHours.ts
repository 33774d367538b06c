import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { StaffHours, StaffHoursParams } from '../../../src/domain/contract/staff'
import type { Database } from '../../db/open'
import { restaurants } from '../../db/schema'
import { requireRestaurant } from '../brandScope'
import { statusFieldsOf } from '../restaurant/shopInfo'

/**
 * Sets a restaurant's opening hours as the merchant does: the menus, the restaurant lists and order
 * placement read them at their next call (src/domain/openingHours.ts), so a change holds at once.
 */
export async function setStaffHours(
  db: Database,
  params: v.InferOutput<typeof StaffHoursParams>,
  now: Date,
): Promise<StaffHours> {
  const { brandId, restaurantId, businessHours } = params
  const row = await requireRestaurant(db, { restaurantId, brandId })
  await db.update(restaurants).set({ businessHours }).where(eq(restaurants.id, row.id))
  const { openState, opensAt } = statusFieldsOf({ ...row, businessHours }, now)
  return { brandId, restaurantId, businessHours, openState, opensAt }
}
