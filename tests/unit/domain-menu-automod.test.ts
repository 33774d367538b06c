import { describe, expect, it } from 'vitest'
import { type AddDecision, decideAdd } from '../../src/domain/menu/automod'
import type { ChoiceGroup, GroupItem, ModifierGroup } from '../../src/domain/menu/types'

const option = (id: number, defmodifier = 0, price = '0'): GroupItem => ({
  id,
  name: `option ${id}`,
  price,
  defmodifier,
})
const group = (
  id: number,
  minqty: number,
  items: GroupItem[],
  over: Partial<ModifierGroup> = {},
): ModifierGroup => ({
  id,
  name: `group ${id}`,
  minqty,
  maxqty: 1,
  items,
  ...over,
})
const sauce = group(1, 1, [option(11, 1), option(12, 0, '3.00')])
const spice = group(2, 0, [option(21), option(22)])
const size = group(3, 1, [option(31), option(32)])
const comboMain = {
  id: 4,
  name: 'main',
  minqty: 0,
  maxqty: 1,
  preferentialPrice: '0.00',
  show_type: 1,
  items: [option(41, 1)],
}
const cart = [{ productId: 5 }, { productId: 9 }, { productId: 5 }]

describe('decideAdd', () => {
  it.each<[string, { automod: number; itemCounts: number }, ChoiceGroup[], AddDecision['code'], unknown]>([
    ['no groups: add directly', { automod: 0, itemCounts: 0 }, [], 'addDirect', { choices: {} }],
    ['no groups, automod 1', { automod: 1, itemCounts: 0 }, [sauce], 'addDirect', { choices: {} }],
    [
      'automod 1 with complete defaults',
      { automod: 1, itemCounts: 2 },
      [sauce, spice],
      'addDirect',
      {
        choices: { 1: [{ itemId: 11, count: 1, details: {} }], 2: [] },
      },
    ],
    [
      'automod 1, required group without default',
      { automod: 1, itemCounts: 2 },
      [sauce, size],
      'openChooser',
      { reason: 'defaultsIncomplete' },
    ],
    [
      'automod 1, combo group minqty 0 without default',
      { automod: 1, itemCounts: 1 },
      [{ ...comboMain, items: [option(41)] }],
      'openChooser',
      { reason: 'defaultsIncomplete' },
    ],
    ['automod 1, combo defaults', { automod: 1, itemCounts: 1 }, [comboMain], 'addDirect', {}],
    [
      'automod 1, groups not given',
      { automod: 1, itemCounts: 2 },
      [],
      'openChooser',
      { reason: 'groupsMissing' },
    ],
    [
      'automod 0, not in the cart',
      { automod: 0, itemCounts: 1 },
      [sauce],
      'openChooser',
      { reason: 'automodOff' },
    ],
  ])('%s', (_, flags, groups, code, rest) => {
    const decision = decideAdd({ id: 7, ...flags }, groups, cart)
    expect(decision.code).toBe(code)
    expect(decision).toMatchObject(rest as object)
  })
  it('automod 0 with the product in the cart repeats its latest line', () => {
    expect(decideAdd({ id: 5, automod: 0, itemCounts: 1 }, [sauce], cart)).toEqual({
      code: 'addToLine',
      lineIndex: 2,
    })
  })
})
