import { eq } from 'drizzle-orm'
import type { Database } from '../open'
import { seedState } from '../schema'
import { seedBrands, seedCountries, seedMemberSettings } from './brands'
import { seedBrandContent } from './content'
import { seedCounterCodes } from './counterCodes'
import { seedMenuContent } from './menuContent'
import { seedPackages } from './packages'
import { seedPayTypes } from './payTypes'
import { seedPoints } from './points'
import { seedPromotions } from './promotions'
import { seedQueues } from './queues'
import { seedResources } from './resources'
import { seedRestaurants } from './restaurants'
import { seedSettings } from './settings'
import { seedShopExtras } from './shopExtras'
import { seedStampCards } from './stamps'

/** Bump when the demo data changes so existing databases pick it up on the next start. */
const DEMO_SEED_VERSION = 10
const SEED_NAME = 'demo'

/**
 * Writes all demo data in one transaction. Every row is upserted on its natural key, so running it
 * again changes nothing and keeps ids stable.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCountries(tx)
    const brandIds = await seedBrands(tx)
    await seedMemberSettings(tx, brandIds)
    const { restaurantIds, menus } = await seedRestaurants(tx, brandIds)
    await seedSettings(tx, brandIds, restaurantIds)
    await seedMenuContent(tx, menus)
    await seedCounterCodes(tx, menus)
    await seedShopExtras(tx, brandIds, restaurantIds)
    await seedPayTypes(tx, restaurantIds)
    await seedPromotions(tx, brandIds)
    await seedPoints(tx, brandIds)
    await seedStampCards(tx, brandIds)
    await seedPackages(tx, brandIds)
    await seedQueues(tx, restaurantIds)
    await seedResources(tx, brandIds)
    await seedBrandContent(tx, brandIds)
    await tx
      .insert(seedState)
      .values({ name: SEED_NAME, version: DEMO_SEED_VERSION })
      .onConflictDoUpdate({ target: seedState.name, set: { version: DEMO_SEED_VERSION } })
  })
}

/**
 * Seeds on first start (or when the demo data version changed); later starts reuse the data as it
 * is, so changes made while running (stock, settings) survive a restart. Returns whether it seeded.
 */
export async function seedIfNeeded(db: Database): Promise<boolean> {
  const [state] = await db.select().from(seedState).where(eq(seedState.name, SEED_NAME)).limit(1)
  if (state?.version === DEMO_SEED_VERSION) return false
  await seedDemoData(db)
  return true
}
