import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotals, lineTotal, lunchboxTotal, subtotal, unitTotal } from '../../src/domain/menu/cartTotals'
import {
  type CartItemDetail,
  DIFFERENCE_LINE,
  isDifferenceLine,
  itemCount,
} from '../../src/domain/menu/types'

const detail = (price: string, number = 1, itemDetail: CartItemDetail[] = []): CartItemDetail => ({
  groupId: 1,
  id: 1,
  name: 'x',
  price,
  number,
  qty: 1,
  itemDetail,
})
const line = (total: string, number: number, lunchboxPrice = '0', productId = 5) => ({
  posFid: 'P1',
  productId,
  total,
  number,
  lunchboxPrice,
})
const difference = { ...DIFFERENCE_LINE, total: '12.50', lunchboxPrice: '0' }

describe('unitTotal', () => {
  it.each<[string, string, CartItemDetail[], string]>([
    ['no details', '38', [], '38.00'],
    ['one modifier', '38', [detail('4.00')], '42.00'],
    ['picks multiply', '38', [detail('4.00', 2)], '46.00'],
    ['nested per pick of the parent', '48', [detail('5.00', 2, [detail('4.00')])], '66.00'],
    ['decimals exact', '0.1', [detail('0.2')], '0.30'],
  ])('%s', (_, price, details, expected) => {
    expect(unitTotal(price, details)).toBe(expected)
  })
})

describe('line and cart sums', () => {
  it.each<[string, string, number, string]>([
    ['one', '42.5', 1, '42.50'],
    ['three', '0.1', 3, '0.30'],
    ['zero', '10', 0, '0.00'],
  ])('lineTotal %s', (_, total, number, expected) => {
    expect(lineTotal({ total, number })).toBe(expected)
  })
  const lines = [line('42.50', 2, '2.00'), line('18', 1, '0', 6), difference]
  it('counts items without the difference line, sums money with it', () => {
    expect(isDifferenceLine(difference)).toBe(true)
    expect(isDifferenceLine(line('1', 1))).toBe(false)
    expect(isDifferenceLine({ posFid: '-1111', productId: 0 })).toBe(true)
    expect(isDifferenceLine({ posFid: -1111, productId: 3 })).toBe(false)
    expect(itemCount(lines)).toBe(3)
    expect(lunchboxTotal(lines)).toBe('4.00')
    expect(subtotal(lines)).toBe('115.50')
    expect(cartTotals(lines)).toEqual({ itemCount: 3, subtotal: '115.50', lunchbox: '4.00', total: '119.50' })
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: '0.00', lunchbox: '0.00', total: '0.00' })
  })
})

const cents = fc
  .integer({ min: 0, max: 10_000_000 })
  .map((value) => new Decimal(value).dividedBy(100).toFixed(2))
const cartLine = fc.record({
  total: cents,
  lunchboxPrice: cents,
  number: fc.integer({ min: 0, max: 99 }),
  productId: fc.integer({ min: 1, max: 50 }),
  posFid: fc.constant('P'),
})

describe('money properties', () => {
  it('the subtotal equals the sum of line totals in whole cents, in any order', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 30 }), (lines) => {
        const cents = lines.reduce(
          (sum, entry) => sum + Math.round(Number(entry.total) * 100) * entry.number,
          0,
        )
        expect(subtotal(lines)).toBe(new Decimal(cents).dividedBy(100).toFixed(2))
        expect(subtotal([...lines].reverse())).toBe(subtotal(lines))
      }),
    )
  })
  it('a cart split in two sums to the whole', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 20 }), fc.nat(), (lines, at) => {
        const cut = lines.length === 0 ? 0 : at % lines.length
        const [left, right] = [lines.slice(0, cut), lines.slice(cut)]
        expect(new Decimal(subtotal(left)).plus(subtotal(right)).toFixed(2)).toBe(subtotal(lines))
        expect(new Decimal(lunchboxTotal(left)).plus(lunchboxTotal(right)).toFixed(2)).toBe(
          lunchboxTotal(lines),
        )
        expect(itemCount(left) + itemCount(right)).toBe(itemCount(lines))
      }),
    )
  })
  it('a unit total is the price plus every detail, never a float', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.tuple(cents, fc.integer({ min: 1, max: 5 })), { maxLength: 6 }),
        (price, parts) => {
          const details = parts.map(([value, number]) => detail(value, number))
          const expected = parts.reduce(
            (sum, [value, number]) => sum.plus(new Decimal(value).times(number)),
            new Decimal(price),
          )
          expect(unitTotal(price, details)).toBe(expected.toFixed(2))
        },
      ),
    )
  })
})
