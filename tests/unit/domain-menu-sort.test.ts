import { describe, expect, it } from 'vitest'
import { compareFoods, FOOD_SORT_KEYS, sortFoods } from '../../src/domain/menu/sort'
import type { FoodSortFields } from '../../src/domain/menu/types'

type Row = FoodSortFields & { name: string }

describe('sortFoods', () => {
  it.each<[string, Row[], string[]]>([
    [
      'foodType first',
      [
        { name: 'combo', foodType: 2, fcSeqNo: 1 },
        { name: 'single', foodType: 1, fcSeqNo: 9 },
      ],
      ['single', 'combo'],
    ],
    ...FOOD_SORT_KEYS.slice(1).map((key): [string, Row[], string[]] => [
      `${key} breaks a tie on the fields before it`,
      [
        { name: 'b', [key]: 2 },
        { name: 'a', [key]: 1 },
      ],
      ['a', 'b'],
    ]),
    [
      'earlier fields win over later ones',
      [
        { name: 'b', fcSeqNo: 1, fmSeqNo: 5, id: 1 },
        { name: 'a', fcSeqNo: 1, fmSeqNo: 2, id: 9 },
      ],
      ['a', 'b'],
    ],
    [
      'missing, null, empty and non-numeric values last',
      [
        { name: 'missing' },
        { name: 'null', fcSeqNo: null },
        { name: 'two', fcSeqNo: 2 },
        { name: 'empty', fcSeqNo: '' },
        { name: 'text', fcSeqNo: 'x' },
        { name: 'one', fcSeqNo: '1' },
      ],
      ['one', 'two', 'missing', 'null', 'empty', 'text'],
    ],
    [
      'numeric strings compare as numbers',
      [
        { name: 'ten', mSeqNo: '10' },
        { name: 'nine', mSeqNo: 9 },
      ],
      ['nine', 'ten'],
    ],
    [
      'stable for equal foods',
      [
        { name: 'first', foodType: 1 },
        { name: 'second', foodType: 1 },
        { name: 'third', foodType: 1 },
      ],
      ['first', 'second', 'third'],
    ],
  ])('%s', (_, foods, expected) => {
    const input = [...foods]
    expect(sortFoods(foods).map((food) => food.name)).toEqual(expected)
    expect(foods).toEqual(input)
  })
  it('compares in the SPEC field order', () => {
    expect(FOOD_SORT_KEYS.join(' ')).toBe('foodType fcSeqNo fmSeqNo mSeqNo ciSeqNo fmId fcId id')
    expect(compareFoods({ id: 1 }, { id: 1 })).toBe(0)
    expect(compareFoods({}, {})).toBe(0)
  })
})
