import { describe, expect, it } from 'vitest'
import type { MenuFood } from '../../src/domain/contract/menu'
import { isFoodOrderable, repairCart } from '../../src/domain/menu/cartRepair'
import { foodsById } from '../../src/domain/menu/foodIndex'
import { type CartLine, DIFFERENCE_LINE, type ModifierGroup } from '../../src/domain/menu/types'
import { cartLine, chosen, drinkGroup, menuFood, shopMenu } from './helpers/menuFixtures'

/** A combo food (id 9, base 48) offering the drink group. */
const combo = (overrides: Partial<MenuFood> = {}, preferential = '0') =>
  menuFood(9, {
    foodType: 2,
    price: '48.00',
    itemCounts: 1,
    itemDetail: [drinkGroup(preferential)],
    ...overrides,
  })
const comboLine = (itemId: number, price: string, total: string) =>
  cartLine(9, { price: '48.00', total, itemDetail: [chosen(70, itemId, price)] })

/** A food whose only modifier item (sugar) has its own nested sweetness group. */
const sweetness: ModifierGroup = {
  id: 81,
  name: '甜度',
  minqty: 1,
  maxqty: 1,
  items: [{ id: 811, name: '少甜', price: '0.00', defmodifier: 1 }],
}
const withNested = (nestedItems = sweetness.items) =>
  menuFood(12, {
    itemCounts: 1,
    itemDetail: [
      {
        id: 80,
        name: '配料',
        minqty: 0,
        maxqty: 1,
        items: [
          {
            id: 801,
            name: '珍珠',
            price: '5.00',
            defmodifier: 0,
            itemDetail: [{ ...sweetness, items: nestedItems }],
          },
        ],
      },
    ],
  })
const nestedLine = cartLine(12, {
  total: '43.00',
  itemDetail: [chosen(80, 801, '5.00', [chosen(81, 811, '0.00')])],
})

type Case = {
  name: string
  foods: MenuFood[]
  line: CartLine
  expected: 'kept' | 'removed' | { price: string; total: string; lunchboxPrice?: string }
}

const cases: Case[] = [
  { name: 'same food, same price', foods: [menuFood(1)], line: cartLine(1), expected: 'kept' },
  {
    name: 'prices compared as decimals (38.5 = 38.50)',
    foods: [menuFood(1, { price: '38.5' })],
    line: cartLine(1, { price: '38.50' }),
    expected: 'kept',
  },
  { name: 'food no longer in the menu', foods: [menuFood(2)], line: cartLine(1), expected: 'removed' },
  { name: 'invisible 2', foods: [menuFood(1, { invisible: 2 })], line: cartLine(1), expected: 'removed' },
  { name: 'invisible 3', foods: [menuFood(1, { invisible: 3 })], line: cartLine(1), expected: 'removed' },
  { name: 'invisible 1 stays', foods: [menuFood(1, { invisible: 1 })], line: cartLine(1), expected: 'kept' },
  { name: 'disabled', foods: [menuFood(1, { isDisable: 1 })], line: cartLine(1), expected: 'removed' },
  {
    name: 'withdrawn (status 0)',
    foods: [menuFood(1, { status: 0 })],
    line: cartLine(1),
    expected: 'removed',
  },
  {
    name: 'base price raised',
    foods: [menuFood(1, { price: '42.00' })],
    line: cartLine(1),
    expected: { price: '42.00', total: '42.00' },
  },
  {
    name: 'base price lowered keeps the choices in the total',
    foods: [combo({ price: '45.5' })],
    line: comboLine(702, '3.00', '51.00'),
    expected: { price: '45.50', total: '48.50' },
  },
  {
    name: 'lunch-box fee changed',
    foods: [menuFood(1, { lunchboxPrice: '2.00' })],
    line: cartLine(1),
    expected: { price: '38.00', total: '38.00', lunchboxPrice: '2.00' },
  },
  {
    name: 'combo choice still offered',
    foods: [combo()],
    line: comboLine(702, '3.00', '51.00'),
    expected: 'kept',
  },
  {
    name: 'combo choice now at the preferential price',
    foods: [combo({}, '1.00')],
    line: comboLine(702, '3.00', '51.00'),
    expected: { price: '48.00', total: '49.00' },
  },
  {
    name: 'combo choice withdrawn',
    foods: [combo()],
    line: comboLine(703, '3.00', '51.00'),
    expected: 'removed',
  },
  {
    name: 'choice group withdrawn',
    foods: [combo({ itemDetail: [{ ...drinkGroup(), id: 71 }] })],
    line: comboLine(701, '0.00', '48.00'),
    expected: 'removed',
  },
  {
    name: 'groups not in the answer (itemCounts > 0): choices kept',
    foods: [combo({ itemDetail: [] })],
    line: comboLine(702, '3.00', '51.00'),
    expected: 'kept',
  },
  {
    name: 'food without choices any more (itemCounts 0)',
    foods: [combo({ itemDetail: [], itemCounts: 0 })],
    line: comboLine(702, '3.00', '51.00'),
    expected: 'removed',
  },
  { name: 'nested choice still offered', foods: [withNested()], line: nestedLine, expected: 'kept' },
  {
    name: 'nested choice withdrawn',
    foods: [withNested([{ id: 812, name: '正常', price: '0.00', defmodifier: 1 }])],
    line: nestedLine,
    expected: 'removed',
  },
  {
    name: 'nested choice repriced',
    foods: [withNested([{ id: 811, name: '少甜', price: '1.00', defmodifier: 1 }])],
    line: nestedLine,
    expected: { price: '38.00', total: '44.00' },
  },
]

describe('repairCart, line by line', () => {
  it.each(cases)('$name', ({ foods, line, expected }) => {
    const result = repairCart([line], shopMenu(foods))
    if (expected === 'kept') {
      expect(result).toEqual({ lines: [line], removed: [], repriced: [] })
      expect(result.lines[0]).toBe(line)
    } else if (expected === 'removed') {
      expect(result).toEqual({ lines: [], removed: [line], repriced: [] })
    } else {
      expect(result.removed).toEqual([])
      expect(result.lines).toHaveLength(1)
      expect(result.lines[0]).toMatchObject({
        ...expected,
        lunchboxPrice: expected.lunchboxPrice ?? line.lunchboxPrice,
        productId: line.productId,
        number: line.number,
        onTime: line.onTime,
      })
      expect(result.repriced).toEqual([
        {
          line: result.lines[0],
          oldPrice: line.price,
          oldTotal: line.total,
          oldLunchboxPrice: line.lunchboxPrice,
        },
      ])
    }
  })
})

describe('repairCart, choice prices', () => {
  it('writes the new price into the chosen detail, nested ones too', () => {
    const combined = repairCart([comboLine(702, '3.00', '51.00')], shopMenu([combo({}, '1.00')]))
    expect(combined.lines[0]?.itemDetail).toEqual([chosen(70, 702, '1.00')])
    const nested = repairCart(
      [nestedLine],
      shopMenu([withNested([{ id: 811, name: '少甜', price: '1.00', defmodifier: 1 }])]),
    )
    expect(nested.lines[0]?.itemDetail).toEqual([chosen(80, 801, '5.00', [chosen(81, 811, '1.00')])])
  })
})

describe('repairCart, whole carts', () => {
  it('keeps the order of the lines it keeps and reports each change once', () => {
    const lines = [
      cartLine(1, { number: 2 }),
      cartLine(2),
      cartLine(3, { number: 3 }),
      { ...cartLine(0), ...DIFFERENCE_LINE, price: '12.00', total: '12.00' },
    ]
    const menu = shopMenu([menuFood(1), menuFood(3, { price: '40.00' })])
    const result = repairCart(lines, menu)
    expect(result.lines.map((line) => [line.productId, line.number, line.price])).toEqual([
      [1, 2, '38.00'],
      [3, 3, '40.00'],
      [0, 1, '12.00'],
    ])
    expect(result.removed).toEqual([lines[1]])
    expect(result.repriced.map((entry) => entry.line.productId)).toEqual([3])
    expect(repairCart(result.lines, menu)).toEqual({ lines: result.lines, removed: [], repriced: [] })
  })

  it('leaves the cart alone for an `unchanged` answer (it carries no categories)', () => {
    const lines = [cartLine(1)]
    expect(repairCart(lines, shopMenu([], { unchanged: true, categories: [] }))).toEqual({
      lines,
      removed: [],
      repriced: [],
    })
  })

  it('reads a food listed in two categories from its first listing', () => {
    const menu = shopMenu([menuFood(1)])
    menu.categories.push({ ...menu.categories[0]!, id: 2, foods: [menuFood(1, { price: '99.00' })] })
    expect(foodsById(menu).get(1)?.price).toBe('38.00')
  })

  it.each<[Partial<MenuFood>, boolean]>([
    [{}, true],
    [{ invisible: 1 }, true],
    [{ invisible: 2 }, false],
    [{ invisible: 3 }, false],
    [{ isDisable: 1 }, false],
    [{ status: 0 }, false],
  ])('isFoodOrderable %o → %s', (fields, orderable) => {
    expect(isFoodOrderable(menuFood(1, fields))).toBe(orderable)
  })
})
