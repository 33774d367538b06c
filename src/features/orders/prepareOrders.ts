import type { AppContext } from '../../app/appContext'
import { loadCall } from '../../data/calls'
import { brandRestaurantListRead } from '../../data/shellReads'

/**
 * Route loaders' step for the order screens: the brand's restaurants (their names on every order),
 * so the first render shows names rather than ids. Resolves with the device copy when there is one.
 */
export async function prepareOrders({ records }: AppContext, brandId: number): Promise<void> {
  await loadCall(records, brandRestaurantListRead(brandId))
}
