import { describe, expect, it } from 'vitest'
import { comboUnitPrice } from '../../src/domain/menu/cartTotals'
import {
  type Choices,
  checkChoices,
  checkGroup,
  defaultChoices,
  defaultPicks,
  type GroupCheck,
  groupBounds,
  groupRule,
  type ItemPick,
  isComboGroup,
  itemQty,
  orderedItems,
} from '../../src/domain/menu/combo'
import { choiceDetails, pickPrice } from '../../src/domain/menu/comboDetails'
import { setPickCount } from '../../src/domain/menu/pickCount'
import type { ComboGroup, GroupItem, ModifierGroup } from '../../src/domain/menu/types'

const item = (id: number, over: Partial<GroupItem> = {}): GroupItem => ({
  id,
  name: `item ${id}`,
  price: '0',
  defmodifier: 0,
  ...over,
})
const combo = (minqty: number, maxqty: number, over: Partial<ComboGroup> = {}): ComboGroup => ({
  id: 1,
  name: 'group',
  minqty,
  maxqty,
  preferentialPrice: '0.00',
  show_type: 1,
  items: [item(11), item(12), item(13)],
  ...over,
})
const modifier = (minqty: number, maxqty: number, over: Partial<ModifierGroup> = {}): ModifierGroup => ({
  id: 2,
  name: 'modifier',
  minqty,
  maxqty,
  items: [item(21), item(22)],
  ...over,
})
const picks = (...pairs: [number, number][]): ItemPick[] =>
  pairs.map(([itemId, count]) => ({ itemId, count }))

describe('group bounds', () => {
  it.each<[string, ComboGroup | ModifierGroup, { min: number; max: number | null; required: boolean }]>([
    ['combo minqty 0 → 1', combo(0, 1), { min: 1, max: 1, required: true }],
    ['combo 2..4', combo(2, 4), { min: 2, max: 4, required: true }],
    ['combo optional', combo(0, 2, { required: 0 }), { min: 1, max: 2, required: false }],
    ['combo required 1', combo(0, 2, { required: 1 }), { min: 1, max: 2, required: true }],
    ['maxqty 0 → no upper bound', combo(2, 0), { min: 2, max: null, required: true }],
    ['maxqty below min → min', combo(3, 2), { min: 3, max: 3, required: true }],
    ['negative minqty', combo(-2, 1), { min: 1, max: 1, required: true }],
    ['modifier minqty 0 is optional', modifier(0, 1), { min: 1, max: 1, required: false }],
    ['modifier minqty 1 is required', modifier(1, 1), { min: 1, max: 1, required: true }],
    ['modifier required flag wins', modifier(0, 1, { required: 1 }), { min: 1, max: 1, required: true }],
  ])('%s', (_, group, expected) => {
    expect(groupBounds(group)).toEqual(expected)
  })
  it('tells combo groups from modifier groups', () => {
    expect(isComboGroup(combo(1, 1))).toBe(true)
    expect(isComboGroup(modifier(1, 1))).toBe(false)
  })
})

describe('group rule (the hint and the message code)', () => {
  it.each([
    [combo(0, 1), { code: 'selectExactly', count: 1 }],
    [combo(3, 3), { code: 'selectExactly', count: 3 }],
    [combo(1, 3), { code: 'selectRange', min: 1, max: 3 }],
    [combo(0, 2), { code: 'selectRange', min: 1, max: 2 }],
    [combo(2, 0), { code: 'selectAtLeast', min: 2 }],
    [combo(0, 0), { code: 'selectAtLeast', min: 1 }],
  ])('%#', (group, expected) => {
    expect(groupRule(group)).toEqual(expected)
  })
})

describe('checkGroup', () => {
  it.each<[string, ComboGroup | ModifierGroup, ItemPick[], GroupCheck]>([
    ['required and empty', combo(1, 1), [], { code: 'required' }],
    ['minqty 0 still required', combo(0, 1), [], { code: 'required' }],
    ['optional and empty', combo(0, 2, { required: 0 }), [], { code: 'ok' }],
    ['optional modifier empty', modifier(0, 1), [], { code: 'ok' }],
    ['one of one', combo(1, 1), picks([11, 1]), { code: 'ok' }],
    ['two of one', combo(1, 1), picks([11, 1], [12, 1]), { code: 'selectExactly', count: 1 }],
    ['too few of exactly 3', combo(3, 3), picks([11, 1]), { code: 'selectExactly', count: 3 }],
    ['three of exactly 3 by repeats', combo(3, 3), picks([11, 2], [12, 1]), { code: 'ok' }],
    ['too few of a range', combo(2, 3), picks([11, 1]), { code: 'selectRange', min: 2, max: 3 }],
    ['too many of a range', combo(2, 3), picks([11, 2], [12, 2]), { code: 'selectRange', min: 2, max: 3 }],
    ['in range', combo(2, 3), picks([11, 1], [13, 1]), { code: 'ok' }],
    ['too few, no upper bound', combo(2, 0), picks([11, 1]), { code: 'selectAtLeast', min: 2 }],
    ['many, no upper bound', combo(2, 0), picks([11, 5], [12, 4]), { code: 'ok' }],
    [
      'optional but over max',
      combo(0, 1, { required: 0 }),
      picks([11, 2]),
      { code: 'selectExactly', count: 1 },
    ],
    ['unknown item', combo(1, 1), picks([99, 1]), { code: 'invalidPick', itemId: 99 }],
    ['zero count', combo(1, 2), picks([11, 1], [12, 0]), { code: 'invalidPick', itemId: 12 }],
    ['fractional count', combo(1, 2), picks([11, 1.5]), { code: 'invalidPick', itemId: 11 }],
  ])('%s', (_, group, selected, expected) => {
    expect(checkGroup(group, selected)).toEqual(expected)
  })
})

describe('checkChoices (nested, first failure)', () => {
  const noodles = modifier(1, 1, { id: 5, items: [item(51, { defmodifier: 1 }), item(52)] })
  const main = combo(1, 1, { id: 1, items: [item(11, { itemDetail: [noodles] }), item(12)] })
  const drink = combo(1, 1, { id: 3, items: [item(31), item(32)] })
  it.each<[string, Choices, ReturnType<typeof checkChoices>]>([
    [
      'all satisfied',
      { 1: [{ itemId: 11, count: 1, details: { 5: picks([52, 1]) } }], 3: picks([31, 1]) },
      null,
    ],
    ['first group empty', { 3: picks([31, 1]) }, { path: [1], problem: { code: 'required' } }],
    ['second group empty', { 1: picks([12, 1]) }, { path: [3], problem: { code: 'required' } }],
    [
      'nested group empty',
      { 1: [{ itemId: 11, count: 1 }], 3: picks([31, 1]) },
      { path: [1, 11, 5], problem: { code: 'required' } },
    ],
    [
      'nested group over',
      { 1: [{ itemId: 11, count: 1, details: { 5: picks([51, 1], [52, 1]) } }], 3: picks([31, 1]) },
      { path: [1, 11, 5], problem: { code: 'selectExactly', count: 1 } },
    ],
    [
      'picks of unknown groups are ignored',
      { 1: picks([12, 1]), 3: picks([32, 1]), 99: picks([1, 9]) },
      null,
    ],
  ])('%s', (_, choices, expected) => {
    expect(checkChoices([main, drink], choices)).toEqual(expected)
  })
})

describe('defaults', () => {
  it.each<[string, ComboGroup, ItemPick[]]>([
    ['no defaults', combo(1, 1), []],
    [
      'defmodifier items, top first',
      combo(1, 3, { items: [item(11, { defmodifier: 1 }), item(12), item(13, { defmodifier: 1, top: 1 })] }),
      [
        { itemId: 13, count: 1, details: {} },
        { itemId: 11, count: 1, details: {} },
      ],
    ],
    [
      'capped at maxqty',
      combo(1, 1, { items: [item(11, { defmodifier: 1 }), item(12, { defmodifier: 1 })] }),
      [{ itemId: 11, count: 1, details: {} }],
    ],
    [
      'no upper bound keeps all',
      combo(1, 0, { items: [item(11, { defmodifier: 1 }), item(12, { defmodifier: 1 })] }),
      [
        { itemId: 11, count: 1, details: {} },
        { itemId: 12, count: 1, details: {} },
      ],
    ],
  ])('%s', (_, group, expected) => {
    expect(defaultPicks(group)).toEqual(expected)
  })
  it('fills nested groups of default items', () => {
    const nested = modifier(1, 1, { id: 5, items: [item(51), item(52, { defmodifier: 1 })] })
    const group = combo(1, 1, { items: [item(11, { defmodifier: 1, itemDetail: [nested] })] })
    expect(defaultChoices([group])).toEqual({
      1: [{ itemId: 11, count: 1, details: { 5: [{ itemId: 52, count: 1, details: {} }] } }],
    })
  })
  it('orders top items first and keeps the rest in order', () => {
    const group = combo(1, 1, { items: [item(1), item(2, { top: 1 }), item(3), item(4, { top: 1 })] })
    expect(orderedItems(group).map((entry) => entry.id)).toEqual([2, 4, 1, 3])
  })
})

describe('setPickCount', () => {
  it.each<[string, ComboGroup, ItemPick[], number, number, ReturnType<typeof setPickCount>]>([
    [
      'pick in an empty group',
      combo(1, 2),
      [],
      11,
      1,
      { code: 'ok', picks: [{ itemId: 11, count: 1, details: {} }] },
    ],
    [
      'one-pick group replaces',
      combo(1, 1),
      picks([11, 1]),
      12,
      1,
      { code: 'ok', picks: [{ itemId: 12, count: 1, details: {} }] },
    ],
    ['two in a one-pick group', combo(1, 1), [], 11, 2, { code: 'overMax', max: 1 }],
    ['over max', combo(1, 2), picks([11, 2]), 12, 1, { code: 'overMax', max: 2 }],
    [
      'raise in place',
      combo(1, 3),
      picks([11, 1], [12, 1]),
      11,
      2,
      {
        code: 'ok',
        picks: [
          { itemId: 11, count: 2, details: {} },
          { itemId: 12, count: 1 },
        ],
      },
    ],
    ['remove with 0', combo(1, 3), picks([11, 1], [12, 1]), 11, 0, { code: 'ok', picks: picks([12, 1]) }],
    [
      'no upper bound',
      combo(1, 0),
      picks([11, 5]),
      12,
      5,
      { code: 'ok', picks: [...picks([11, 5]), { itemId: 12, count: 5, details: {} }] },
    ],
    ['unknown item', combo(1, 2), [], 99, 1, { code: 'invalidPick', itemId: 99 }],
    ['negative count', combo(1, 2), [], 11, -1, { code: 'invalidPick', itemId: 11 }],
    ['fractional count', combo(1, 2), [], 11, 0.5, { code: 'invalidPick', itemId: 11 }],
  ])('%s', (_, group, selected, itemId, count, expected) => {
    expect(setPickCount(group, selected, itemId, count)).toEqual(expected)
  })
  it('keeps the nested choices of a pick it raises', () => {
    const details = { 5: picks([51, 1]) }
    const result = setPickCount(combo(1, 3), [{ itemId: 11, count: 1, details }], 11, 2)
    expect(result).toEqual({ code: 'ok', picks: [{ itemId: 11, count: 2, details }] })
  })
})

describe('prices', () => {
  it.each<[string, string, string, string]>([
    ['no preferential price', '0.00', '22.00', '22.00'],
    ['preferential lower', '10.00', '22.00', '10.00'],
    ['preferential higher never raises', '30', '22.00', '22.00'],
    ['empty preferential', '', '5.5', '5.50'],
  ])('pickPrice: %s', (_, preferentialPrice, price, expected) => {
    expect(pickPrice(combo(0, 1, { preferentialPrice }), { price })).toBe(expected)
  })
  it('a modifier group has no preferential price', () => {
    expect(pickPrice(modifier(0, 1), { price: '4' })).toBe('4.00')
  })
  it.each([
    [undefined, 1],
    [0, 1],
    [2, 2],
    [-3, 1],
  ])('itemQty(%s) = %i', (qty, expected) => {
    expect(itemQty(qty === undefined ? {} : { qty })).toBe(expected)
  })

  const sauce = modifier(0, 1, {
    id: 5,
    items: [item(51, { price: '4.00', name1: 'Peanut', name2: '花生' })],
  })
  const main = combo(1, 1, {
    id: 1,
    items: [item(11, { price: '5.00', foodId: 900, itemDetail: [sauce] }), item(12)],
  })
  const extras = combo(0, 2, {
    id: 4,
    required: 0,
    preferentialPrice: '4.00',
    items: [item(41, { price: '10.00', qty: 2 }), item(42, { price: '3.00' })],
  })
  const choices: Choices = {
    1: [{ itemId: 11, count: 1, details: { 5: picks([51, 1]) } }],
    4: picks([41, 1], [42, 1], [99, 1]),
  }
  it('builds cart details with resolved prices, names and nesting', () => {
    expect(choiceDetails([main, extras], choices)).toEqual([
      {
        groupId: 1,
        id: 11,
        foodId: 900,
        name: 'item 11',
        price: '5.00',
        number: 1,
        qty: 1,
        itemDetail: [
          {
            groupId: 5,
            id: 51,
            name: 'item 51',
            name1: 'Peanut',
            name2: '花生',
            price: '4.00',
            number: 1,
            qty: 1,
            itemDetail: [],
          },
        ],
      },
      { groupId: 4, id: 41, name: 'item 41', price: '4.00', number: 1, qty: 2, itemDetail: [] },
      { groupId: 4, id: 42, name: 'item 42', price: '3.00', number: 1, qty: 1, itemDetail: [] },
    ])
  })
  it.each<[string, Choices, string]>([
    ['base only', {}, '48.00'],
    ['main with sauce and extras', choices, '64.00'],
    [
      'nested charged per pick of the parent',
      { 1: [{ itemId: 11, count: 2, details: { 5: picks([51, 1]) } }] },
      '66.00',
    ],
    ['zero-count picks are left out', { 4: picks([42, 0]) }, '48.00'],
  ])('comboUnitPrice: %s', (_, selected, expected) => {
    expect(comboUnitPrice('48', [main, extras], selected)).toBe(expected)
  })
})
