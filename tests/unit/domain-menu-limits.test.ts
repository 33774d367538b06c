import { describe, expect, it } from 'vitest'
import {
  type AddContext,
  addStep,
  categoryCap,
  checkAdd,
  countsStock,
  duplicateFoodWarning,
  isAtLimit,
  isCategoryAtLimit,
  isNextAddDisabled,
  isServerLimitHit,
  type LimitFood,
  ownLimit,
  personCount,
  quantityAfterRemove,
  quantityOf,
} from '../../src/domain/menu/limits'

const food = (over: Partial<LimitFood> = {}): LimitFood => ({
  id: 7,
  invisible: 0,
  isDisable: 0,
  status: 1,
  surplusNum: null,
  remainingNumber: 0,
  limitType: 0,
  limitAmount: 0,
  ...over,
})
const lines = (...pairs: [number, number][]) => pairs.map(([productId, number]) => ({ productId, number }))
const add = (over: Omit<Partial<AddContext>, 'food'> & { food?: Partial<LimitFood> } = {}): AddContext => ({
  cart: [],
  persons: 1,
  orderType: 1,
  ...over,
  food: food(over.food),
})
const category = (limitType: number, limitAmount: number) => ({
  limitType,
  limitAmount,
  foods: [{ id: 7 }, { id: 8 }],
})

describe('checkAdd', () => {
  it.each<[string, AddContext, string]>([
    ['a plain food', add(), 'ok'],
    ['invisible 2', add({ food: { invisible: 2 } }), 'invisible'],
    ['invisible 3', add({ food: { invisible: 3 } }), 'invisible'],
    ['invisible 1 is addable', add({ food: { invisible: 1 } }), 'ok'],
    ['invisible before disabled', add({ food: { invisible: 2, isDisable: 1 } }), 'invisible'],
    ['isDisable 1', add({ food: { isDisable: 1 } }), 'disabled'],
    ['status 0 (withdrawn)', add({ food: { status: 0 } }), 'disabled'],
    // stock, order type 1
    ['stock 0 while remainingNumber > 0', add({ food: { surplusNum: 0, remainingNumber: 5 } }), 'soldOut'],
    ['negative stock', add({ food: { surplusNum: -1, remainingNumber: 5 } }), 'soldOut'],
    ['stock 0 without stock control', add({ food: { surplusNum: 0, remainingNumber: 0 } }), 'ok'],
    ['no stock figure', add({ food: { surplusNum: null, remainingNumber: 5 } }), 'ok'],
    ['cart below stock', add({ food: { surplusNum: 3, remainingNumber: 3 }, cart: lines([7, 2]) }), 'ok'],
    [
      'cart at stock',
      add({ food: { surplusNum: 3, remainingNumber: 3 }, cart: lines([7, 1], [7, 2]) }),
      'stockReached',
    ],
    [
      'start quantity passes stock',
      add({ food: { surplusNum: 2, remainingNumber: 2, startQuantity: 3 } }),
      'stockReached',
    ],
    ['stock ignored for pick-up', add({ orderType: 7, food: { surplusNum: 0, remainingNumber: 5 } }), 'ok'],
    [
      'stock ignored for scan',
      add({ orderType: 3, food: { surplusNum: 1, remainingNumber: 1 }, cart: lines([7, 1]) }),
      'ok',
    ],
    [
      'stock before limit',
      add({ food: { surplusNum: 0, remainingNumber: 1, limitType: 1, limitAmount: 1 }, cart: lines([7, 1]) }),
      'soldOut',
    ],
    // food limitType 1: per person × guests, counting the cart
    ['type 1 under the max', add({ food: { limitType: 1, limitAmount: 2 }, cart: lines([7, 1]) }), 'ok'],
    ['type 1 at the max', add({ food: { limitType: 1, limitAmount: 2 }, cart: lines([7, 2]) }), 'maxNumber'],
    [
      'type 1 × persons',
      add({ persons: 3, food: { limitType: 1, limitAmount: 2 }, cart: lines([7, 5]) }),
      'ok',
    ],
    [
      'type 1 × persons reached',
      add({ persons: 3, food: { limitType: 1, limitAmount: 2 }, cart: lines([7, 6]) }),
      'maxNumber',
    ],
    ['type 1 ignores sent items', add({ food: { limitType: 1, limitAmount: 1 }, sent: lines([7, 4]) }), 'ok'],
    [
      'type 1 other foods do not count',
      add({ food: { limitType: 1, limitAmount: 1 }, cart: lines([8, 4]) }),
      'ok',
    ],
    [
      'type 1 amount 0 is no limit',
      add({ food: { limitType: 1, limitAmount: 0 }, cart: lines([7, 9]) }),
      'ok',
    ],
    [
      'type 1 quantity passes the max',
      add({ quantity: 3, food: { limitType: 1, limitAmount: 2 } }),
      'maxNumber',
    ],
    // food limitType 2: counts only items already sent
    ['type 2 nothing sent', add({ food: { limitType: 2, limitAmount: 1 }, cart: lines([7, 5]) }), 'ok'],
    ['type 2 sent below the max', add({ food: { limitType: 2, limitAmount: 2 }, sent: lines([7, 1]) }), 'ok'],
    [
      'type 2 sent at the max',
      add({ food: { limitType: 2, limitAmount: 2 }, sent: lines([7, 2]) }),
      'maxNumber',
    ],
    [
      'type 2 × persons',
      add({ persons: 2, food: { limitType: 2, limitAmount: 2 }, sent: lines([7, 3]) }),
      'ok',
    ],
    ['other limit type is none', add({ food: { limitType: 3, limitAmount: 1 }, cart: lines([7, 5]) }), 'ok'],
    // category limit for foods without their own
    ['category 1 under the cap', add({ category: category(1, 3), cart: lines([8, 2]) }), 'ok'],
    [
      'category 1 at the cap',
      add({ category: category(1, 3), cart: lines([8, 2], [7, 1]) }),
      'overCategoryMax',
    ],
    ['category 2 at the cap', add({ category: category(2, 1), cart: lines([8, 1]) }), 'overCategoryMax'],
    ['category cap × persons', add({ persons: 2, category: category(1, 1), cart: lines([8, 1]) }), 'ok'],
    ['category foods only', add({ category: category(1, 1), cart: lines([99, 5]) }), 'ok'],
    ['category amount 0', add({ category: category(1, 0), cart: lines([8, 5]) }), 'ok'],
    ['category type 0', add({ category: category(0, 1), cart: lines([8, 5]) }), 'ok'],
    ['no category', add({ category: null, cart: lines([8, 5]) }), 'ok'],
    [
      'food with its own limit skips the category',
      add({ category: category(1, 1), food: { limitType: 1, limitAmount: 5 }, cart: lines([8, 3]) }),
      'ok',
    ],
    [
      'food type 2 skips the category',
      add({ category: category(1, 1), food: { limitType: 2, limitAmount: 5 }, cart: lines([8, 3]) }),
      'ok',
    ],
    [
      'food amount 0 falls back to the category',
      add({ category: category(1, 1), food: { limitType: 1, limitAmount: 0 }, cart: lines([8, 1]) }),
      'overCategoryMax',
    ],
  ])('%s', (_, context, expected) => {
    expect(checkAdd(context)).toBe(expected)
  })
})

describe('start and increase quantity', () => {
  it.each([
    [{}, 0, 1],
    [{}, 3, 1],
    [{ startQuantity: 3, increaseQuantity: 2 }, 0, 3],
    [{ startQuantity: 3, increaseQuantity: 2 }, 3, 2],
    [{ startQuantity: 0, increaseQuantity: -1 }, 0, 1],
    [{ startQuantity: 1.5 }, 0, 1],
  ])('addStep(%o, %i) = %i', (quantities, inCart, expected) => {
    expect(addStep(quantities, inCart)).toBe(expected)
  })
  it.each([
    [{}, 1, 0],
    [{}, 3, 2],
    [{ startQuantity: 3, increaseQuantity: 2 }, 7, 5],
    [{ startQuantity: 3, increaseQuantity: 2 }, 5, 3],
    [{ startQuantity: 3, increaseQuantity: 2 }, 4, 0],
    [{ startQuantity: 3, increaseQuantity: 2 }, 3, 0],
    [{}, 0, 0],
  ])('quantityAfterRemove(%o, %i) = %i', (quantities, inCart, expected) => {
    expect(quantityAfterRemove(quantities, inCart)).toBe(expected)
  })
  it('the default add of checkAdd uses the step', () => {
    expect(checkAdd(add({ food: { limitType: 1, limitAmount: 2, startQuantity: 3 } }))).toBe('maxNumber')
    expect(checkAdd(add({ food: { limitType: 1, limitAmount: 2, startQuantity: 2 } }))).toBe('ok')
  })
})

describe('limit flags', () => {
  it.each<[string, Partial<LimitFood>, [number, number][], [number, number][], number, boolean]>([
    ['no limit', {}, [[7, 9]], [], 1, false],
    ['type 1 below', { limitType: 1, limitAmount: 2 }, [[7, 1]], [], 1, false],
    ['type 1 reached', { limitType: 1, limitAmount: 2 }, [[7, 2]], [], 1, true],
    ['type 1 × persons', { limitType: 1, limitAmount: 2 }, [[7, 2]], [], 2, false],
    ['type 2 counts sent', { limitType: 2, limitAmount: 1 }, [], [[7, 1]], 1, true],
    ['type 2 ignores the cart', { limitType: 2, limitAmount: 1 }, [[7, 3]], [], 1, false],
  ])('isAtLimit: %s', (_, over, cart, sent, persons, expected) => {
    expect(isAtLimit(food(over), lines(...cart), lines(...sent), persons)).toBe(expected)
  })
  it.each<[number, number, [number, number][], number, boolean]>([
    [
      1,
      2,
      [
        [7, 1],
        [8, 1],
      ],
      1,
      true,
    ],
    [2, 2, [[7, 1]], 1, false],
    [1, 2, [[7, 2]], 2, false],
    [0, 2, [[7, 9]], 1, false],
    [1, 0, [[7, 9]], 1, false],
  ])('isCategoryAtLimit(type %i, amount %i)', (limitType, limitAmount, cart, persons, expected) => {
    expect(isCategoryAtLimit(category(limitType, limitAmount), lines(...cart), persons)).toBe(expected)
  })
  it.each<[string, Partial<LimitFood>, [number, number][], number, boolean]>([
    ['room for the next', { surplusNum: 3, remainingNumber: 3 }, [[7, 2]], 1, false],
    ['the next passes stock', { surplusNum: 3, remainingNumber: 3 }, [[7, 3]], 1, true],
    ['the step passes stock', { surplusNum: 3, remainingNumber: 3, increaseQuantity: 2 }, [[7, 2]], 1, true],
    ['the start passes stock', { surplusNum: 1, remainingNumber: 1, startQuantity: 2 }, [], 1, true],
    ['sold out', { surplusNum: 0, remainingNumber: 1 }, [], 1, true],
    ['no stock control', { surplusNum: 0, remainingNumber: 0 }, [], 1, false],
    ['not order type 1', { surplusNum: 0, remainingNumber: 1 }, [], 7, false],
  ])('isNextAddDisabled: %s', (_, over, cart, orderType, expected) => {
    expect(isNextAddDisabled(food(over), lines(...cart), orderType)).toBe(expected)
  })
})

describe('countsStock', () => {
  it.each<[string, { surplusNum: number | null; remainingNumber: number }, number, boolean]>([
    ['delivery, stock-controlled', { surplusNum: 5, remainingNumber: 20 }, 1, true],
    ['delivery, sold out', { surplusNum: 0, remainingNumber: 20 }, 1, true],
    ['delivery, no stock left to count from', { surplusNum: 5, remainingNumber: 0 }, 1, false],
    ['delivery, no surplus set', { surplusNum: null, remainingNumber: 20 }, 1, false],
    ['pick-up', { surplusNum: 0, remainingNumber: 20 }, 7, false],
    ['scan', { surplusNum: 5, remainingNumber: 20 }, 3, false],
    ['cold-chain', { surplusNum: 5, remainingNumber: 20 }, 8, false],
  ])('%s', (_, stock, orderType, expected) => {
    expect(countsStock(stock, orderType)).toBe(expected)
  })
})

describe('helpers', () => {
  it('counts, persons and caps', () => {
    expect(quantityOf(lines([7, 1], [8, 4], [7, 2]), 7)).toBe(3)
    expect([personCount(0), personCount(-2), personCount(2.5), personCount(4)]).toEqual([1, 1, 1, 4])
    expect(ownLimit({ limitType: 1, limitAmount: 2 }, 0)).toBe(2)
    expect(ownLimit({ limitType: 0, limitAmount: 2 }, 3)).toBeNull()
    expect(categoryCap({ limitType: 2, limitAmount: 2 }, { limitType: 0, limitAmount: 0 }, 3)).toBe(6)
    expect(categoryCap({ limitType: 2, limitAmount: 2 }, { limitType: 2, limitAmount: 1 }, 3)).toBeNull()
  })
  it.each([
    [-1, true],
    [1, false],
    [0, false],
  ])('isServerLimitHit(code %i) = %s', (code, expected) => {
    expect(isServerLimitHit({ code })).toBe(expected)
  })
})

describe('duplicateFoodWarning (FOODINTERVAL)', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0)
  const minutesAgo = (minutes: number) => now - minutes * 60_000
  it.each<[string, Date | number | null | undefined, number, boolean]>([
    ['never added', null, 10, false],
    ['undefined', undefined, 10, false],
    ['just added', minutesAgo(0), 10, true],
    ['9 minutes ago', minutesAgo(9), 10, true],
    ['exactly the interval ago', minutesAgo(10), 10, false],
    ['long ago', minutesAgo(60), 10, false],
    ['interval 0 turns it off', minutesAgo(1), 0, false],
    ['a Date works too', new Date(minutesAgo(2)), 5, true],
    ['a future time counts as recent', now + 60_000, 5, true],
  ])('%s', (_, last, interval, expected) => {
    expect(duplicateFoodWarning(last, now, interval)).toBe(expected)
  })
})
