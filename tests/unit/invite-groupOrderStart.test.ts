import { describe, expect, it } from 'vitest'
import { menuFlow } from '../../src/domain/menu/menuFlow'
import type { MenuArg } from '../../src/domain/menuRouteArgs'
import { canStartGroupOrder } from '../../src/features/invite/GroupOrderStart'
import type { Ordering } from '../../src/features/menu/useOrdering'

/** What canStartGroupOrder reads of the menu's ordering state: its arg and its flow. */
function orderingOf(arg: Partial<MenuArg> & Pick<MenuArg, 'menuType'>): Ordering {
  const full = { brandId: 1, restaurantId: 1, fromIndex: false, ...arg }
  return { arg: full, flow: menuFlow(full.menuType, full.qrCode, full.counterCode) } as unknown as Ordering
}

describe('Order with friends', () => {
  it('is offered on delivery and pick-up menus', () => {
    for (const menuType of [1, 7, 10] as const)
      expect(canStartGroupOrder(orderingOf({ menuType })), String(menuType)).toBe(true)
  })

  it('is not offered at a table, in a group order, from a counter code, or on the cold-chain menu', () => {
    expect(canStartGroupOrder(orderingOf({ menuType: 4, qrCode: 'abc' }))).toBe(false)
    expect(canStartGroupOrder(orderingOf({ menuType: 7, invite: 'a'.repeat(32) }))).toBe(false)
    expect(canStartGroupOrder(orderingOf({ menuType: 7, counterCode: `to-${'b'.repeat(32)}` }))).toBe(false)
    expect(canStartGroupOrder(orderingOf({ menuType: 7, counterCode: `ss-${'c'.repeat(32)}` }))).toBe(false)
    expect(canStartGroupOrder(orderingOf({ menuType: 5 }))).toBe(false)
  })
})
