import { describe, expect, it } from 'vitest'
import type { MenuFood } from '../../src/domain/contract/menu'
import { type AddPlan, type AddRequest, planAdd } from '../../src/domain/menu/addDecision'
import {
  type AddLine,
  type AddRules,
  addRefusal,
  isUnaddable,
  type RefusalCode,
} from '../../src/domain/menu/addRules'
import type { AddCode, LimitCategory } from '../../src/domain/menu/limits'
import { type CartItemDetail, ORDER_TYPE } from '../../src/domain/menu/types'
import { menuFood } from './helpers/menuFixtures'

/** A sauce group whose default (item 11) satisfies it. */
const sauce = {
  id: 1,
  name: 'sauce',
  minqty: 1,
  maxqty: 1,
  items: [
    { id: 11, name: 'soy', price: '0.00', defmodifier: 1 },
    { id: 12, name: 'chilli', price: '3.00', defmodifier: 0 },
  ],
}
/** A required size group without a default: the defaults do not satisfy it. */
const size = {
  id: 2,
  name: 'size',
  minqty: 1,
  maxqty: 1,
  items: [
    { id: 21, name: 'small', price: '0.00', defmodifier: 0 },
    { id: 22, name: 'large', price: '5.00', defmodifier: 0 },
  ],
}
const soy = { groupId: 1, id: 11, name: 'soy', price: '0.00', number: 1, qty: 1, itemDetail: [] }

const FOOD = 7
const OTHER = 8
const food = (over: Partial<MenuFood> = {}) => menuFood(FOOD, over)
const category = (limitType: number, limitAmount: number): LimitCategory => ({
  limitType,
  limitAmount,
  foods: [{ id: FOOD }, { id: OTHER }],
})
const rules = (over: Partial<MenuFood> = {}, rest: Partial<Omit<AddRules, 'food'>> = {}): AddRules => ({
  food: food(over),
  category: null,
  persons: 1,
  orderType: ORDER_TYPE.shop,
  ...rest,
})
/** Cart lines of [productId, units] (increaseQuantity 1 unless given as a third value). */
const lines = (...entries: [number, number, number?][]): AddLine[] =>
  entries.map(([productId, number, increaseQuantity = 1]) => ({ productId, number, increaseQuantity }))
const menu: AddRequest = { from: 'menu' }
const automodOff = { automod: 0, itemCounts: 1, itemDetail: [sauce] }
const stock = (surplusNum: number) => ({ surplusNum, remainingNumber: 5 })
const refuse = (code: RefusalCode): AddPlan => ({ kind: 'refuse', code })
const newLine = (quantity: number, details: CartItemDetail[] = []): AddPlan => ({
  kind: 'newLine',
  details,
  quantity,
})
const increase = (lineIndex: number, quantity: number): AddPlan => ({
  kind: 'increaseLine',
  lineIndex,
  quantity,
})

describe('planAdd from the menu list', () => {
  it.each<[string, AddRules, AddLine[], AddPlan]>([
    // the dish cannot be added at all: refused before automod would open the chooser
    ['invisible 2', rules({ ...automodOff, invisible: 2 }), [], refuse('invisible')],
    ['invisible 3', rules({ ...automodOff, invisible: 3 }), [], refuse('invisible')],
    ['disabled', rules({ ...automodOff, isDisable: 1 }), [], refuse('disabled')],
    ['withdrawn (status 0)', rules({ ...automodOff, status: 0 }), [], refuse('disabled')],
    ['sold out', rules({ ...automodOff, ...stock(0) }), [], refuse('soldOut')],
    // automod: the chooser opens (its own add checks the limits)
    [
      'automod 0, not in the cart',
      rules(automodOff),
      lines([OTHER, 1]),
      { kind: 'openChooser', reason: 'automodOff' },
    ],
    [
      'automod 1 without a default for a required group',
      rules({ automod: 1, itemCounts: 2, itemDetail: [sauce, size] }),
      [],
      { kind: 'openChooser', reason: 'defaultsIncomplete' },
    ],
    [
      'automod 1 with groups not given',
      rules({ automod: 1, itemCounts: 1, itemDetail: [] }),
      [],
      { kind: 'openChooser', reason: 'groupsMissing' },
    ],
    [
      'the chooser opens even at the limit',
      rules({ ...automodOff, limitType: 1, limitAmount: 1 }, { sent: lines([FOOD, 1]) }),
      [],
      { kind: 'openChooser', reason: 'automodOff' },
    ],
    // automod 0 with the product in the cart: its latest line, by the increase step
    ['automod 0 in the cart', rules(automodOff), lines([FOOD, 1], [OTHER, 1], [FOOD, 2]), increase(2, 1)],
    [
      'automod 0 in the cart, step 2',
      rules({ ...automodOff, startQuantity: 3, increaseQuantity: 2 }),
      lines([FOOD, 3, 2]),
      increase(0, 2),
    ],
    // a new line
    ['a plain dish', rules(), [], newLine(1)],
    [
      'automod 1 with the default choices',
      rules({ automod: 1, itemCounts: 1, itemDetail: [sauce] }),
      [],
      newLine(1, [soy]),
    ],
    ['start quantity first', rules({ startQuantity: 3, increaseQuantity: 2 }), [], newLine(3)],
    [
      'then the increase step',
      rules({ startQuantity: 3, increaseQuantity: 2 }),
      lines([FOOD, 3, 2]),
      newLine(2),
    ],
    // every limit, after automod
    ['stock reached', rules(stock(2)), lines([FOOD, 2]), refuse('stockReached')],
    ['start quantity passes the stock', rules({ ...stock(2), startQuantity: 3 }), [], refuse('stockReached')],
    ['the add that fills the stock', rules(stock(2)), lines([FOOD, 1]), newLine(1)],
    ['stock is only for order type 1', rules(stock(0), { orderType: ORDER_TYPE.pickup }), [], newLine(1)],
    [
      'stock reached, automod 0 in the cart',
      rules({ ...automodOff, ...stock(1) }),
      lines([FOOD, 1]),
      refuse('stockReached'),
    ],
    // the units one line may hold (the brand's ORDER_LINE_MAX_UNITS)
    ['automod 0, its line full', rules(automodOff, { lineUnits: 3 }), lines([FOOD, 3]), refuse('lineUnits')],
    ['automod 0, room on its line', rules(automodOff, { lineUnits: 3 }), lines([FOOD, 2]), increase(0, 1)],
    ['a start quantity over a line', rules({ startQuantity: 4 }, { lineUnits: 3 }), [], refuse('lineUnits')],
    ['own limit', rules({ limitType: 1, limitAmount: 2 }), lines([FOOD, 2]), refuse('maxNumber')],
    [
      'own limit × persons',
      rules({ limitType: 1, limitAmount: 2 }, { persons: 2 }),
      lines([FOOD, 3]),
      newLine(1),
    ],
    [
      'own limit × persons reached',
      rules({ limitType: 1, limitAmount: 2 }, { persons: 2 }),
      lines([FOOD, 4]),
      refuse('maxNumber'),
    ],
    [
      'own limit passed by the step',
      rules({ limitType: 1, limitAmount: 4, startQuantity: 3, increaseQuantity: 2 }),
      lines([FOOD, 3, 2]),
      refuse('maxNumber'),
    ],
    [
      'limitType 2 counts what was sent',
      rules({ limitType: 2, limitAmount: 1 }, { sent: lines([FOOD, 1]) }),
      [],
      refuse('maxNumber'),
    ],
    ['limitType 2 ignores the cart', rules({ limitType: 2, limitAmount: 1 }), lines([FOOD, 3]), newLine(1)],
    [
      'category limit',
      rules({}, { category: category(1, 2) }),
      lines([OTHER, 1], [FOOD, 1]),
      refuse('overCategoryMax'),
    ],
    [
      'category limit × persons',
      rules({}, { category: category(1, 2), persons: 2 }),
      lines([OTHER, 1], [FOOD, 1]),
      newLine(1),
    ],
  ])('%s', (_, given, cart, expected) => {
    expect(planAdd(given, cart, menu)).toEqual(expected)
  })
})

describe('planAdd from a chooser', () => {
  const chooser = (quantity: number): AddRequest => ({ from: 'chooser', details: [soy], quantity })
  it.each<[string, AddRules, AddLine[], number, AddPlan]>([
    ['the chosen units', rules(automodOff), [], 3, newLine(3, [soy])],
    ['beside a line of the product', rules(automodOff), lines([FOOD, 1]), 2, newLine(2, [soy])],
    ['invisible', rules({ invisible: 2 }), [], 1, refuse('invisible')],
    ['sold out', rules(stock(0)), [], 1, refuse('soldOut')],
    ['units past the stock', rules(stock(3)), lines([FOOD, 1]), 3, refuse('stockReached')],
    ['units past the own limit', rules({ limitType: 1, limitAmount: 2 }), [], 3, refuse('maxNumber')],
    ['units past a line', rules(automodOff, { lineUnits: 2 }), [], 3, refuse('lineUnits')],
    [
      'units past the category limit',
      rules({}, { category: category(2, 3) }),
      lines([OTHER, 2]),
      2,
      refuse('overCategoryMax'),
    ],
  ])('%s', (_, given, cart, quantity, expected) => {
    expect(planAdd(given, cart, chooser(quantity))).toEqual(expected)
  })
})

describe('planAdd from a cart line', () => {
  it.each<[string, AddRules, AddLine[], number, AddPlan]>([
    ['steps by the line’s increase', rules(), lines([OTHER, 1], [FOOD, 3, 2]), 1, increase(1, 2)],
    ['automod 0 steps its line too', rules(automodOff), lines([FOOD, 1]), 0, increase(0, 1)],
    ['at the own limit', rules({ limitType: 1, limitAmount: 1 }), lines([FOOD, 1]), 0, refuse('maxNumber')],
    ['at the stock', rules(stock(1)), lines([FOOD, 1]), 0, refuse('stockReached')],
    ['at the units of a line', rules({}, { lineUnits: 3 }), lines([FOOD, 3]), 0, refuse('lineUnits')],
    ['below the units of a line', rules({}, { lineUnits: 3 }), lines([FOOD, 2]), 0, increase(0, 1)],
    ['no longer in the cart', rules(), lines([FOOD, 1]), 1, { kind: 'stale' }],
    ['now another dish’s line', rules(), lines([OTHER, 1]), 0, { kind: 'stale' }],
  ])('%s', (_, given, cart, lineIndex, expected) => {
    expect(planAdd(given, cart, { from: 'cartLine', lineIndex })).toEqual(expected)
  })
})

describe('addRefusal, the guard of the cart write', () => {
  it('refuses on the lines stored when the screen still showed room (a second quick tap)', () => {
    const limited = rules({ limitType: 1, limitAmount: 2 })
    const plan = planAdd(limited, lines([FOOD, 1]), menu)
    expect(plan).toEqual(newLine(1))
    expect(addRefusal(limited, lines([FOOD, 1]), 1)).toBe('ok')
    expect(addRefusal(limited, lines([FOOD, 2]), 1)).toBe('maxNumber')
  })
  it('checks the next step by default', () => {
    expect(addRefusal(rules({ ...stock(2), startQuantity: 3 }), [])).toBe('stockReached')
    expect(addRefusal(rules({ ...stock(3), startQuantity: 3 }), [])).toBe('ok')
  })
})

describe('isUnaddable', () => {
  it.each<[AddCode, boolean]>([
    ['invisible', true],
    ['disabled', true],
    ['soldOut', true],
    ['stockReached', false],
    ['maxNumber', false],
    ['overCategoryMax', false],
    ['ok', false],
  ])('%s → %s', (code, expected) => {
    expect(isUnaddable(code)).toBe(expected)
  })
})
