import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartLineSchema } from '../../src/domain/menu/cartLine'
import { defaultChoices } from '../../src/domain/menu/combo'
import { choiceDetails } from '../../src/domain/menu/comboDetails'
import { lineFromFood } from '../../src/domain/order/lineFromFood'
import { CartRecordSchema, repairCartRecord } from '../../src/domain/orderingRecords'
import { cartLine, drinkGroup, menuFood } from './helpers/menuFixtures'

const record = (lines: unknown[]) => ({
  key: 'cart:1:menu:7:2025-03-10',
  restaurantId: 1,
  scope: 'menu:7',
  businessDay: '2025-03-10',
  lines,
  updatedAt: 5,
})

describe('cart line schema', () => {
  it('accepts the lines the app builds, combo choices included', () => {
    const combo = menuFood(5, { foodType: 2, itemDetail: [drinkGroup('1.50')] })
    const details = choiceDetails(combo.itemDetail, defaultChoices(combo.itemDetail))
    const line = lineFromFood(combo, details, {
      number: 2,
      restaurantId: 1,
      place: { pindex: 0, index: 2 },
      onTime: 1_000,
    })
    expect(v.parse(CartLineSchema, line)).toEqual(line)
    expect(v.parse(CartLineSchema, cartLine(1, { marketPrice: '42.00', posFid: 7 }))).toEqual(
      cartLine(1, { marketPrice: '42.00', posFid: 7 }),
    )
  })

  it.each([
    ['a float price', { price: 38 }],
    ['a price that is not an amount', { total: 'free' }],
    ['no units', { number: 0 }],
    ['a fractional quantity', { number: 1.5 }],
    ['a missing field', { productName2: undefined }],
    [
      'a nested choice without picks',
      { itemDetail: [{ ...detail(), itemDetail: [{ ...detail(), number: 0 }] }] },
    ],
  ])('refuses %s', (_, fields) => {
    expect(v.safeParse(CartLineSchema, { ...cartLine(1), ...fields }).success).toBe(false)
  })
})

function detail() {
  return { groupId: 70, id: 701, name: '奶茶', price: '0.00', number: 1, qty: 1, itemDetail: [] }
}

describe('cart record repair', () => {
  it('keeps the sound lines of a cart whose other lines fail', () => {
    const stored = record([cartLine(1), { productId: 'x' }, cartLine(2, { number: 3 })])
    expect(v.safeParse(CartRecordSchema, stored).success).toBe(false)
    expect(repairCartRecord(stored)).toEqual(record([cartLine(1), cartLine(2, { number: 3 })]))
  })

  it('has nothing to keep when the record itself is unsound or no line is', () => {
    expect(repairCartRecord({ ...record([cartLine(1)]), businessDay: 'today' })).toBeNull()
    expect(repairCartRecord(record([{ productId: 'x' }]))).toBeNull()
    expect(repairCartRecord('cart')).toBeNull()
  })
})
