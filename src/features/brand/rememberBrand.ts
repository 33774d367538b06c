import type { AppContext } from '../../app/appContext'
import { getSetting, setSettingSoon } from '../../db/settings'
import type { Brand } from '../../domain/contract/brand'

/*
 * The stored brand, as the pages set it: apart from the brand's lookup by alias (./brandChoice.ts),
 * which the menu, taking its brand from the link, never needs.
 */

/** A positive whole id, from a number or its text (a stored setting); undefined otherwise. */
export function asPositiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined
}

/** Saves the brand a page shows as the stored brand (readable at once; stored in the background). */
export function rememberBrand(
  { mirror }: AppContext,
  resolution: { brandId: number; brand: Brand | null },
  storedId: number | undefined,
  restaurantId: number | undefined,
): void {
  if (resolution.brandId !== storedId) {
    setSettingSoon(mirror, 'brandId', resolution.brandId)
    setSettingSoon(mirror, 'restaurantId', null)
  }
  if (resolution.brand) setSettingSoon(mirror, 'brandAlias', resolution.brand.alias)
  else if (resolution.brandId !== storedId) setSettingSoon(mirror, 'brandAlias', '')
  if (restaurantId) setSettingSoon(mirror, 'restaurantId', restaurantId)
}

/** Makes the brand named by a link the stored brand (its alias is learnt on the next brand page). */
export async function adoptBrand(app: AppContext, brandId: number, restaurantId?: number): Promise<void> {
  if (brandId <= 0) return
  const storedId = asPositiveId(await getSetting(app.mirror, 'brandId'))
  rememberBrand(app, { brandId, brand: null }, storedId, restaurantId || undefined)
}
