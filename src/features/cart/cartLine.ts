import { unitTotal } from '../../domain/menu/cartTotals'
import { increaseQuantity, startQuantity } from '../../domain/menu/limits'
import type { CartItemDetail, CartLine } from '../../domain/menu/types'
import type { MenuFood } from '../../domain/menuApi'
import { toMoneyString } from '../../domain/money'

/** Where a food is listed: category position (pindex) and position in it (index), SPEC §3. */
export type FoodPlace = { pindex: number; index: number }

/** SPEC §3 modifierType of a line: 0 plain, 1 with modifiers, 2 a combo (foodType 2). */
function modifierTypeOf(food: MenuFood, details: readonly CartItemDetail[]): number {
  if (Number(food.foodType) === 2) return 2
  return details.length > 0 ? 1 : 0
}

/** The choices as one line of text in the brand's home language (the `name` fields), nested in brackets. */
function detailSummary(details: readonly CartItemDetail[]): string {
  return details
    .map((detail) => {
      const nested = detail.itemDetail.length > 0 ? ` (${detailSummary(detail.itemDetail)})` : ''
      const times = detail.number > 1 ? ` ×${detail.number}` : ''
      return `${detail.name}${times}${nested}`
    })
    .join(', ')
}

/** A new cart line (SPEC §3 "Cart line") for `number` units of the food with these choices. */
export function cartLineFor(
  food: MenuFood,
  place: FoodPlace,
  details: CartItemDetail[],
  number: number,
  restaurantId: number,
  now: number,
): CartLine {
  const price = toMoneyString(food.price)
  return {
    posFid: food.posFid,
    number,
    price,
    productId: food.id,
    productName: food.foodName,
    productName1: food.foodName1 ?? '',
    productName2: food.foodName2 ?? '',
    lunchboxPrice: toMoneyString(food.lunchboxPrice || 0),
    imageUrl: food.imageUrl,
    sort: place.pindex * 10_000 + place.index,
    foodType: Number(food.foodType) || 1,
    serviceCharge: food.serviceCharge,
    marketPrice: food.marketPrice ?? null,
    itemDetail: details,
    onTime: now,
    parentId: null,
    modifierType: modifierTypeOf(food, details),
    pindex: place.pindex,
    index: place.index,
    orderNumber: 0,
    foodSummary: detailSummary(details),
    restaurantId,
    ablediscount: food.ablediscount,
    agreement_type: 0,
    startQuantity: startQuantity(food),
    increaseQuantity: increaseQuantity(food),
    total: unitTotal(price, details),
  }
}

/** A key for a line in lists: its dish and choices (the cart keeps one line per dish and choices). */
export function lineKey(line: Pick<CartLine, 'productId' | 'itemDetail'>): string {
  const choices = (details: readonly CartItemDetail[]): string =>
    details
      .map((detail) => `${detail.groupId}.${detail.id}x${detail.number}(${choices(detail.itemDetail)})`)
      .join(',')
  return `${line.productId}:${choices(line.itemDetail)}`
}
