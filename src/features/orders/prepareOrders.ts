import { brandRestaurantListRead } from '../../api/shell'
import { loadCall } from '../../data/calls'

/**
 * Route loaders' step for the order screens: the brand's restaurants (their names on every order),
 * so the first render shows names rather than ids. Resolves with the device copy when there is one.
 */
export async function prepareOrders(brandId: number): Promise<void> {
  await loadCall(brandRestaurantListRead(brandId))
}
