import * as v from 'valibot'
import { cartWrites } from '../../db/carts'
import type { OrderLine } from '../../domain/contract/order'
import { CartLineSchema } from '../../domain/menu/cartLine'
import type { CartLine } from '../../domain/menu/types'
import { type LineFood, lineFromFood } from '../../domain/order/lineFromFood'

/** What an order line keeps of its food and the diner's choices, checked as a cart line's fields. */
const OrderedSchema = v.pick(CartLineSchema, [
  'productId',
  'posFid',
  'productName',
  'productName1',
  'productName2',
  'number',
  'price',
  'lunchboxPrice',
  'serviceCharge',
  'ablediscount',
  'foodType',
  'imageUrl',
  'itemDetail',
])

/**
 * 'Order again': the order's dishes (not the make-up line) as cart lines of its restaurant and
 * menu, each built as a fresh add of the food as the order kept it (lineFromFood); the menu screen
 * then checks the cart against the current menu (cartRepair), so dishes no longer sold and changed
 * prices are flagged there, never silently kept. A line whose kept fields are not a cart line's is left out.
 */
export function cartLinesOf(lines: readonly OrderLine[], restaurantId: number): CartLine[] {
  return lines.flatMap((line) => {
    const parsed = line.productId === 0 ? null : v.safeParse(OrderedSchema, line)
    if (!parsed?.success) return []
    const kept = parsed.output
    const food: LineFood = {
      id: kept.productId,
      posFid: kept.posFid,
      foodName: kept.productName,
      foodName1: kept.productName1,
      foodName2: kept.productName2,
      price: kept.price,
      lunchboxPrice: kept.lunchboxPrice,
      imageUrl: kept.imageUrl,
      foodType: kept.foodType,
      serviceCharge: kept.serviceCharge,
      ablediscount: kept.ablediscount,
    }
    const built = lineFromFood(food, kept.itemDetail, { number: kept.number, restaurantId })
    return v.is(CartLineSchema, built) ? [built] : []
  })
}

/** Adds the lines to the cart of the restaurant's menu (merged into identical lines); answers how many were added. */
export async function putLinesInCart(
  lines: readonly CartLine[],
  scope: { restaurantId: number; menuType: number },
): Promise<number> {
  const carts = await cartWrites()
  for (const line of lines) await carts.addCartLine(scope, line)
  return lines.length
}
