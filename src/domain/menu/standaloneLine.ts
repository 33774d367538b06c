import type { CartLine } from './cartLine'

/**
 * A cart line no food of the menu stands behind: one unit at a set price, with no choices, no
 * lunch box, no service charge and no discount. The order minimum's make-up line
 * (../pricing/orderMinimum.ts) and the line of a purchase (../order/purchaseOrders.ts).
 */
export function standaloneLine(
  line: Pick<CartLine, 'posFid' | 'productId' | 'productName' | 'productName1' | 'productName2' | 'sort'> & {
    /** The unit price, a two-place money text. */
    amount: string
    foodType: number
    /** The line's place in the cart's category and food order. */
    position: number
    restaurantId: number
  },
): CartLine {
  return {
    posFid: line.posFid,
    number: 1,
    price: line.amount,
    productId: line.productId,
    productName: line.productName,
    productName1: line.productName1,
    productName2: line.productName2,
    lunchboxPrice: '0.00',
    imageUrl: '',
    sort: line.sort,
    foodType: line.foodType,
    serviceCharge: 0,
    marketPrice: null,
    itemDetail: [],
    onTime: 0,
    parentId: null,
    modifierType: 0,
    pindex: line.position,
    index: line.position,
    orderNumber: 0,
    foodSummary: '',
    restaurantId: line.restaurantId,
    ablediscount: 0,
    agreement_type: 0,
    startQuantity: 1,
    increaseQuantity: 1,
    total: line.amount,
  }
}
