import { beforeEach, describe, expect, it } from 'vitest'
import { CartRefused, type CartScope, cartKey, readCartLines, watchCart } from '../../src/db/carts'
import {
  addCartLine,
  clearCart,
  increaseCartLine,
  isSameLine,
  removeCartLine,
  repairStoredCart,
  replaceCartLines,
  setCartLineNumber,
} from '../../src/db/cartWrites'
import { db } from '../../src/db/database'
import { sweepBusinessDay } from '../../src/db/sweep'
import { businessDay } from '../../src/domain/businessDay'
import { lineAddRefusal } from '../../src/domain/menu/addRules'
import { checkAdd } from '../../src/domain/menu/limits'
import { type CartLine, DIFFERENCE_LINE } from '../../src/domain/menu/types'
import { cartLine, chosen, menuFood, shopMenu } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'
import { reportedBadRecord, storedOnceFixed, storeRaw } from './helpers/storedRecords'

// 2025-03-10 12:00 at UTC+8 (business day 2025-03-10); the next day's 05:00 rolls over.
const NOON = Date.UTC(2025, 2, 10, 4, 0, 0)
const NEXT_DAY = Date.UTC(2025, 2, 10, 21, 0, 0)
const PICKUP: CartScope = { restaurantId: 1, menuType: 7 }

beforeEach(resetDatabase)

const numbers = (lines: CartLine[]) => lines.map((line) => [line.productId, line.number])

describe('cart keys and scopes', () => {
  it('keys a cart by restaurant, menu type or QR code, and business day', () => {
    expect(cartKey(PICKUP, '2025-03-10')).toBe('cart:1:menu:7:2025-03-10')
    expect(cartKey({ restaurantId: 1, menuType: 4, qrCode: 'T12' }, '2025-03-10')).toBe(
      'cart:1:qr:T12:2025-03-10',
    )
    const keys = [
      cartKey(PICKUP, '2025-03-10'),
      cartKey({ restaurantId: 2, menuType: 7 }, '2025-03-10'),
      cartKey({ restaurantId: 1, menuType: 1 }, '2025-03-10'),
      cartKey({ restaurantId: 1, menuType: 7, qrCode: 'T12' }, '2025-03-10'),
      cartKey(PICKUP, '2025-03-11'),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps each restaurant, menu type and table apart', async () => {
    const scopes: CartScope[] = [
      PICKUP,
      { restaurantId: 1, menuType: 1 },
      { restaurantId: 2, menuType: 7 },
      { restaurantId: 1, menuType: 4, qrCode: 'T12' },
      { restaurantId: 1, menuType: 4, qrCode: 'T13' },
    ]
    for (const [index, scope] of scopes.entries()) await addCartLine(scope, cartLine(index + 1), NOON)
    for (const [index, scope] of scopes.entries()) {
      expect(numbers(await readCartLines(scope, NOON))).toEqual([[index + 1, 1]])
    }
    const record = await db.carts.get(cartKey(scopes[3]!, businessDay(NOON)))
    expect(record).toMatchObject({
      restaurantId: 1,
      scope: 'qr:T12',
      businessDay: '2025-03-10',
      updatedAt: NOON,
    })
  })
})

describe('limits checked on what is stored', () => {
  /** Two per guest, as the demo's pineapple bun. */
  const limited = menuFood(1, { limitType: 1, limitAmount: 2 })
  const guard = (quantity: number) => (stored: readonly CartLine[]) =>
    checkAdd({ food: limited, cart: stored, sent: [], persons: 1, orderType: 7, quantity })

  it('refuses, writing nothing, an add that the lines stored at that moment would pass the limit with', async () => {
    // Three taps before the screen caught up: each checked against what the others wrote.
    const taps = await Promise.allSettled(
      [1, 2, 3].map(() => addCartLine(PICKUP, cartLine(1, { number: 1 }), NOON, guard(1))),
    )
    expect(taps.map((tap) => tap.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    const refused = taps[2] as PromiseRejectedResult
    expect(refused.reason).toBeInstanceOf(CartRefused)
    expect((refused.reason as CartRefused).code).toBe('maxNumber')
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([[1, 2]])
  })

  it('adds up quick increases of a line and refuses the one past the limit', async () => {
    await addCartLine(PICKUP, cartLine(1, { number: 1 }), NOON)
    const taps = await Promise.allSettled([
      increaseCartLine(PICKUP, 0, 1, { now: NOON, guard: guard(1) }),
      increaseCartLine(PICKUP, 0, 1, { now: NOON, guard: guard(1) }),
    ])
    expect(taps.map((tap) => tap.status)).toEqual(['fulfilled', 'rejected'])
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([[1, 2]])
    // Without a limit, quick taps all count.
    await Promise.all([1, 2, 3].map(() => increaseCartLine(PICKUP, 0, 1, { now: NOON })))
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([[1, 5]])
  })

  it('refuses units past what one line may hold on the stored line they go to', async () => {
    const rules = { food: menuFood(1), category: null, persons: 1, orderType: 7, lineUnits: 3 }
    const lineGuard = (quantity: number) => (stored: readonly CartLine[], target: CartLine | undefined) =>
      lineAddRefusal(rules, stored, quantity, target)
    // Quick increases and an add of the same dish, merged into that line: the one past 3 is refused.
    await addCartLine(PICKUP, cartLine(1, { number: 1 }), NOON, lineGuard(1))
    const taps = await Promise.allSettled([
      increaseCartLine(PICKUP, 0, 1, { now: NOON, guard: lineGuard(1) }),
      addCartLine(PICKUP, cartLine(1, { number: 1 }), NOON, lineGuard(1)),
      increaseCartLine(PICKUP, 0, 1, { now: NOON, guard: lineGuard(1) }),
    ])
    expect(taps.map((tap) => tap.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    expect(((taps[2] as PromiseRejectedResult).reason as CartRefused).code).toBe('lineUnits')
    // Another line of the dish (other choices) has room of its own.
    await addCartLine(
      PICKUP,
      cartLine(1, { number: 2, itemDetail: [chosen(70, 701, '0.00')] }),
      NOON,
      lineGuard(2),
    )
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([
      [1, 3],
      [1, 2],
    ])
  })
})

describe('adding', () => {
  it('merges an identical line (same product and choices) by adding its number', async () => {
    await addCartLine(PICKUP, cartLine(1, { number: 2, onTime: 100 }), NOON)
    await addCartLine(PICKUP, cartLine(1, { number: 3, onTime: 200 }), NOON)
    const lines = await readCartLines(PICKUP, NOON)
    expect(numbers(lines)).toEqual([[1, 5]])
    expect(lines[0]?.onTime).toBe(200)
  })

  it('keeps lines with different choices apart; the order of a detail’s fields does not matter', async () => {
    const tea = chosen(70, 701, '0.00')
    const reordered = {
      itemDetail: [],
      qty: 1,
      number: 1,
      price: '0.00',
      name: 'item 701',
      id: 701,
      groupId: 70,
    }
    await addCartLine(PICKUP, cartLine(9, { itemDetail: [tea] }), NOON)
    await addCartLine(PICKUP, cartLine(9, { itemDetail: [chosen(70, 702, '3.00')] }), NOON)
    await addCartLine(PICKUP, cartLine(9, { itemDetail: [reordered] }), NOON)
    await addCartLine(PICKUP, cartLine(9), NOON)
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([
      [9, 2],
      [9, 1],
      [9, 1],
    ])
    expect(isSameLine(cartLine(9, { itemDetail: [tea] }), cartLine(9, { itemDetail: [reordered] }))).toBe(
      true,
    )
    expect(isSameLine(cartLine(9, { itemDetail: [tea] }), cartLine(8, { itemDetail: [tea] }))).toBe(false)
  })

  it('replaces the difference line instead of adding to it', async () => {
    const difference = (price: string) => ({ ...cartLine(0), ...DIFFERENCE_LINE, price, total: price })
    await addCartLine(PICKUP, cartLine(1), NOON)
    await addCartLine(PICKUP, difference('12.00'), NOON)
    await addCartLine(PICKUP, difference('5.00'), NOON)
    const lines = await readCartLines(PICKUP, NOON)
    expect(lines.map((line) => [line.productId, line.number, line.price])).toEqual([
      [1, 1, '38.00'],
      [0, 1, '5.00'],
    ])
  })

  it('refuses a quantity below 1 or not a number', async () => {
    await expect(addCartLine(PICKUP, cartLine(1, { number: 0 }), NOON)).rejects.toThrow(RangeError)
    await expect(setCartLineNumber(PICKUP, 0, Number.NaN, { now: NOON })).rejects.toThrow(RangeError)
  })

  it('loses no line when two adds run at once (one transaction each)', async () => {
    await Promise.all([
      addCartLine(PICKUP, cartLine(1), NOON),
      addCartLine(PICKUP, cartLine(2), NOON),
      ...Array.from({ length: 8 }, () => addCartLine(PICKUP, cartLine(3), NOON)),
    ])
    const lines = await readCartLines(PICKUP, NOON)
    expect(numbers(lines).sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [1, 1],
      [2, 1],
      [3, 8],
    ])
  })
})

describe('changing lines', () => {
  beforeEach(async () => {
    for (const id of [1, 2, 3]) await addCartLine(PICKUP, cartLine(id), NOON)
  })

  it('sets a quantity; below 1 removes the line', async () => {
    await setCartLineNumber(PICKUP, 1, 4, { now: NOON })
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([
      [1, 1],
      [2, 4],
      [3, 1],
    ])
    await setCartLineNumber(PICKUP, 0, 0, { now: NOON })
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([
      [2, 4],
      [3, 1],
    ])
  })

  it('removes a line, and finds the expected line again when another tab moved it', async () => {
    const [first, , third] = await readCartLines(PICKUP, NOON)
    // Another tab removed the first line: index 2 now points past the end, the expected line is at 1.
    await removeCartLine(PICKUP, 0, { expected: first, now: NOON })
    await setCartLineNumber(PICKUP, 2, 6, { expected: third, now: NOON })
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([
      [2, 1],
      [3, 6],
    ])
    // A line that is gone is left alone.
    await removeCartLine(PICKUP, 0, { expected: first, now: NOON })
    expect(await readCartLines(PICKUP, NOON)).toHaveLength(2)
  })

  it('replaces every line and clears the cart (the record goes)', async () => {
    await replaceCartLines(PICKUP, [cartLine(7, { number: 2 }), cartLine(8, { number: 0 })], NOON)
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([[7, 2]])
    await clearCart(PICKUP, NOON)
    expect(await readCartLines(PICKUP, NOON)).toEqual([])
    expect(await db.carts.count()).toBe(0)
  })

  it('repairs the stored cart against a new menu and reports it', async () => {
    const menu = shopMenu([menuFood(1), menuFood(3, { price: '40.00' })])
    const repair = await repairStoredCart(PICKUP, menu, NOON)
    expect(repair.removed.map((line) => line.productId)).toEqual([2])
    expect(repair.repriced.map((entry) => [entry.line.productId, entry.oldPrice, entry.line.price])).toEqual([
      [3, '38.00', '40.00'],
    ])
    const lines = await readCartLines(PICKUP, NOON)
    expect(lines.map((line) => [line.productId, line.total])).toEqual([
      [1, '38.00'],
      [3, '40.00'],
    ])
    expect(await repairStoredCart(PICKUP, menu, NOON)).toMatchObject({ removed: [], repriced: [] })
  })

  it('skips malformed stored lines, logs them and stores the cart without them', async () => {
    const key = cartKey(PICKUP, businessDay(NOON))
    const record = await db.carts.get(key)
    await storeRaw('carts', {
      ...record!,
      lines: [...record!.lines, { productId: 'x' }, null, { productId: 5, number: 0 }],
    })
    expect(numbers(await readCartLines(PICKUP, NOON))).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ])
    await reportedBadRecord('carts')
    const threeLines = (stored: unknown) =>
      typeof stored === 'object' && stored !== null && 'lines' in stored && Array.isArray(stored.lines)
        ? stored.lines.length === 3
        : false
    expect(await storedOnceFixed('carts', key, threeLines)).toEqual(record)
  })
})

describe('business days', () => {
  it('a new business day starts empty, and the sweep deletes yesterday’s cart', async () => {
    await addCartLine(PICKUP, cartLine(1), NOON)
    expect(await readCartLines(PICKUP, NEXT_DAY - 1)).toHaveLength(1)
    expect(await readCartLines(PICKUP, NEXT_DAY)).toEqual([])
    await addCartLine(PICKUP, cartLine(2), NEXT_DAY)

    const removed = await sweepBusinessDay(NEXT_DAY)
    expect(removed.carts).toBe(1)
    expect(await db.carts.get(cartKey(PICKUP, '2025-03-10'))).toBeUndefined()
    expect(numbers(await readCartLines(PICKUP, NEXT_DAY))).toEqual([[2, 1]])
  })
})

describe('watching a cart', () => {
  it('delivers the lines now and after every change', async () => {
    const seen: number[][][] = []
    let resolveNext: () => void = () => {}
    const next = () => new Promise<void>((resolve) => (resolveNext = resolve))
    let arrived = next()
    const stop = watchCart(
      PICKUP,
      businessDay(Date.now()),
      (lines) => {
        seen.push(numbers(lines) as number[][])
        resolveNext()
      },
      (error) => {
        throw error
      },
    )
    await arrived
    arrived = next()
    await addCartLine(PICKUP, cartLine(1))
    await arrived
    arrived = next()
    await addCartLine(PICKUP, cartLine(1))
    await arrived
    stop()
    await addCartLine(PICKUP, cartLine(2))
    expect(seen).toEqual([[], [[1, 1]], [[1, 2]]])
  })
})
