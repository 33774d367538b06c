import * as v from 'valibot'
import { cartWrites } from '../../db/carts'
import { CartLineSchema } from '../../domain/menu/cartLine'
import type { CartLine } from '../../domain/menu/types'
import type { OrderLine } from '../../domain/orderApi'

/**
 * 'Order again': the order's dishes (not the make-up line) as cart lines of its restaurant and
 * menu. The fields an order does not keep (positions, summary, step sizes) take the defaults of a
 * fresh add; the menu screen then checks the cart against the current menu (cartRepair), so dishes
 * no longer sold and changed prices are flagged there, never silently kept.
 */
export function cartLinesOf(lines: readonly OrderLine[], restaurantId: number): CartLine[] {
  const result: CartLine[] = []
  for (const line of lines) {
    if (line.productId === 0) continue
    const parsed = v.safeParse(CartLineSchema, {
      ...line,
      sort: 0,
      marketPrice: null,
      onTime: 0,
      parentId: null,
      modifierType: 0,
      pindex: 0,
      index: 0,
      orderNumber: 0,
      foodSummary: '',
      restaurantId,
      agreement_type: 0,
      startQuantity: 1,
      increaseQuantity: 1,
    })
    if (parsed.success) result.push(parsed.output)
  }
  return result
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
