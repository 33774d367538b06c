import { describe, expect, it } from 'vitest'
import { choiceDetails } from '../../src/domain/menu/comboDetails'
import { lineFromFood } from '../../src/domain/order/lineFromFood'
import { drinkGroup, menuFood } from './helpers/menuFixtures'

/** src/domain/order/lineFromFood.ts: the one way a cart line is built from a food and its choices. */

describe('lineFromFood', () => {
  it('copies the food, prices the choices into the per-unit total and sums them up in words', () => {
    const combo = menuFood(5, {
      foodType: 2,
      price: '38.00',
      startQuantity: 2,
      itemDetail: [drinkGroup('1.50')],
    })
    const choices = choiceDetails(combo.itemDetail, { 70: [{ itemId: 702, count: 1 }] })
    const line = lineFromFood(combo, choices, {
      number: 2,
      restaurantId: 3,
      place: { pindex: 1, index: 3 },
      onTime: 1_000,
    })
    expect(line).toMatchObject({
      productId: 5,
      posFid: 'P5',
      productName1: 'Dish 5',
      number: 2,
      price: '38.00',
      total: '39.50',
      itemDetail: choices,
      modifierType: 2,
      foodSummary: '檸檬茶',
      sort: 10_003,
      pindex: 1,
      index: 3,
      onTime: 1_000,
      restaurantId: 3,
      startQuantity: 2,
      increaseQuantity: 1,
    })
  })

  it('writes amounts with two places and takes the defaults of a fresh add where nothing is known', () => {
    const food = menuFood(1, { price: '38.5', lunchboxPrice: '', foodName2: undefined })
    expect(lineFromFood(food, [], { number: 1, restaurantId: 1 })).toMatchObject({
      price: '38.50',
      total: '38.50',
      lunchboxPrice: '0.00',
      productName2: '',
      modifierType: 0,
      foodSummary: '',
      sort: 0,
      pindex: 0,
      index: 0,
      onTime: 0,
    })
  })
})
