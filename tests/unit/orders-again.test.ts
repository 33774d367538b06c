import { beforeEach, describe, expect, it } from 'vitest'
import { readCartLines } from '../../src/db/carts'
import { addCartLine } from '../../src/db/cartWrites'
import type { OrderLine } from '../../src/domain/contract/order'
import { cartLinesOf, putLinesInCart } from '../../src/features/orders/orderAgain'
import { cartLine } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'

/** 'Order again' (src/features/orders/orderAgain.ts): an order's lines back into the cart of its menu. */

beforeEach(resetDatabase)

const noodles: OrderLine = {
  productId: 11,
  posFid: 'P11',
  productName: '雲吞麵',
  productName1: 'Wonton noodles',
  productName2: '云吞面',
  number: 2,
  price: '42.00',
  total: '47.00',
  lunchboxPrice: '1.00',
  serviceCharge: 1,
  ablediscount: 1,
  foodType: 1,
  imageUrl: '',
  itemDetail: [
    {
      groupId: 5,
      id: 51,
      name: '加底',
      name1: 'Extra noodles',
      price: '5.00',
      number: 1,
      qty: 1,
      itemDetail: [],
    },
  ],
}
const makeUp: OrderLine = { ...noodles, productId: 0, posFid: '-1111', number: 1, itemDetail: [] }

describe('cartLinesOf', () => {
  it('keeps the dishes with their choices and quantities, not the make-up line', () => {
    const lines = cartLinesOf([noodles, makeUp], 4)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      productId: 11,
      number: 2,
      total: '47.00',
      restaurantId: 4,
      itemDetail: noodles.itemDetail,
      startQuantity: 1,
      increaseQuantity: 1,
    })
  })

  it('leaves out a line whose stored choices are not cart choices', () => {
    const broken = { ...noodles, itemDetail: [{ id: 'x' }] }
    expect(cartLinesOf([broken, { ...noodles, productId: 12 }], 4).map((line) => line.productId)).toEqual([
      12,
    ])
  })
})

describe('putLinesInCart', () => {
  it('adds the lines to the cart of the order’s restaurant and menu, merging identical ones', async () => {
    const scope = { restaurantId: 4, menuType: 7 }
    await addCartLine(
      scope,
      cartLine(11, { restaurantId: 4, itemDetail: cartLinesOf([noodles], 4)[0]!.itemDetail }),
    )
    await addCartLine(scope, cartLine(20, { restaurantId: 4 }))
    expect(await putLinesInCart(cartLinesOf([noodles], 4), scope)).toBe(1)
    const stored = await readCartLines(scope)
    expect(stored.map((line) => [line.productId, line.number])).toEqual([
      [11, 3],
      [20, 1],
    ])
    // Another menu of the same restaurant is left alone.
    expect(await readCartLines({ restaurantId: 4, menuType: 1 })).toEqual([])
  })
})
