import { unitTotal } from '../menu/cartTotals'
import { increaseQuantity, startQuantity } from '../menu/limits'
import type { CartItemDetail, CartLine, Food } from '../menu/types'
import { toMoneyString } from '../money'

/**
 * A cart line (SPEC §3 "Cart line") built from its food and the diner's choices, the one way a line
 * is made from the menu: the cart's adds (src/features/menu/usePutInCart.ts), the server pricing a
 * placed cart from its own menu (server/services/order/cartLines.ts), order again (the food as the
 * order kept it, src/features/orders/orderAgain.ts) and the tests' lines of a served menu.
 */

/** What a line copies from its food. */
export type LineFood = Pick<
  Food,
  | 'id'
  | 'foodName'
  | 'foodName1'
  | 'foodName2'
  | 'price'
  | 'marketPrice'
  | 'lunchboxPrice'
  | 'imageUrl'
  | 'foodType'
  | 'serviceCharge'
  | 'ablediscount'
  | 'startQuantity'
  | 'increaseQuantity'
> & { posFid: string | number }

/** Where a food is listed: category position (pindex) and position in it (index), SPEC §3. */
export type FoodPlace = { pindex: number; index: number }

/** The line's units and restaurant; where the food is listed and when it was added (both 0 when not known). */
type LineSetting = { number: number; restaurantId: number; place?: FoodPlace; onTime?: number }

/** SPEC §3 modifierType of a line: 0 plain, 1 with modifiers, 2 a combo (foodType 2). */
function modifierTypeOf(food: LineFood, choices: readonly CartItemDetail[]): number {
  if (Number(food.foodType) === 2) return 2
  return choices.length > 0 ? 1 : 0
}

/** The choices as one line of text in the brand's home language (the `name` fields), nested in brackets. */
function choiceSummary(choices: readonly CartItemDetail[]): string {
  return choices
    .map((choice) => {
      const nested = choice.itemDetail.length > 0 ? ` (${choiceSummary(choice.itemDetail)})` : ''
      const times = choice.number > 1 ? ` ×${choice.number}` : ''
      return `${choice.name}${times}${nested}`
    })
    .join(', ')
}

/** A new line of the food with these choices (priced, as ../menu/combo.ts choiceDetails gives them). */
export function lineFromFood(food: LineFood, choices: CartItemDetail[], setting: LineSetting): CartLine {
  const price = toMoneyString(food.price)
  const place = setting.place ?? { pindex: 0, index: 0 }
  return {
    posFid: food.posFid,
    number: setting.number,
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
    itemDetail: choices,
    onTime: setting.onTime ?? 0,
    parentId: null,
    modifierType: modifierTypeOf(food, choices),
    pindex: place.pindex,
    index: place.index,
    orderNumber: 0,
    foodSummary: choiceSummary(choices),
    restaurantId: setting.restaurantId,
    ablediscount: food.ablediscount,
    agreement_type: 0,
    startQuantity: startQuantity(food),
    increaseQuantity: increaseQuantity(food),
    total: unitTotal(price, choices),
  }
}
