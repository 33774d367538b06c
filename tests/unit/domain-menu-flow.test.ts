import { describe, expect, it } from 'vitest'
import {
  checkShopState,
  type MenuFlow,
  menuFlow,
  type ShopStateCode,
  type ShopStateInput,
  shopRefusesOrders,
} from '../../src/domain/menu/menuFlow'

describe('menuFlow', () => {
  it.each<[number, string | null | undefined, MenuFlow | null]>([
    [1, undefined, { flow: 'delivery', orderType: 1 }],
    [7, null, { flow: 'pickup', orderType: 7 }],
    [10, '', { flow: 'pickup', orderType: 7 }],
    [4, undefined, { flow: 'scan', orderType: 3 }],
    [5, undefined, { flow: 'coldChain', orderType: 8 }],
    [4, 'QR-T12', { flow: 'scan', orderType: 3, reType: 2 }],
    [1, 'QR-T12', { flow: 'scan', orderType: 3, reType: 2 }],
    [2, undefined, null],
    [99, undefined, null],
  ])('menu type %i with QR %s', (menuType, qr, expected) => {
    expect(menuFlow(menuType, qr)).toEqual(expected)
  })
})

describe('checkShopState', () => {
  const open: ShopStateInput = { orderType: 1, openStatus: 3, shipanyStatus: 1, hasAddress: true }
  it.each<[string, Partial<ShopStateInput>, ShopStateCode]>([
    ['delivery, all fine', {}, 'ok'],
    ['closed', { openStatus: 0 }, 'closed'],
    ['busy', { openStatus: 2 }, 'busy'],
    ['service unavailable', { openStatus: 4 }, 'unavailable'],
    ['other open values', { openStatus: 1 }, 'ok'],
    ['closed wins over delivery state', { openStatus: 0, shipanyStatus: 0, hasAddress: false }, 'closed'],
    ['takeaway not open', { shipanyStatus: 0 }, 'takeawayNotOpen'],
    ['takeaway not open, no address', { shipanyStatus: 0, hasAddress: false }, 'takeawayNotOpen'],
    ['no address', { shipanyStatus: null, hasAddress: false }, 'needAddress'],
    ['outside delivery scope', { shipanyStatus: 2 }, 'outOfScope'],
    ['scope unknown', { shipanyStatus: undefined }, 'outOfScope'],
    ['pick-up closed', { orderType: 7, openStatus: 0 }, 'closed'],
    ['pick-up service unavailable', { orderType: 7, openStatus: 4 }, 'unavailable'],
    ['pick-up at a busy shop: only delivery is unavailable', { orderType: 7, openStatus: 2 }, 'ok'],
    ['busy wins over delivery state', { openStatus: 2, shipanyStatus: 0, hasAddress: false }, 'busy'],
    ['pick-up needs no address nor courier', { orderType: 7, shipanyStatus: 0, hasAddress: false }, 'ok'],
    ['scan not checked', { orderType: 3, openStatus: 0 }, 'ok'],
    ['cold-chain not checked', { orderType: 8, openStatus: 0 }, 'ok'],
  ])('%s', (_, over, expected) => {
    expect(checkShopState({ ...open, ...over })).toBe(expected)
  })
})

describe('shopRefusesOrders', () => {
  it.each<[ShopStateCode, boolean]>([
    ['ok', false],
    ['closed', true],
    ['busy', true],
    ['unavailable', true],
    ['takeawayNotOpen', true],
    ['needAddress', false],
    ['outOfScope', false],
  ])('%s', (code, expected) => {
    expect(shopRefusesOrders(code)).toBe(expected)
  })
})
