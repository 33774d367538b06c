import { describe, expect, it } from 'vitest'
import {
  canKeepAnotherValue,
  MAX_SHOP_VALUE_KEYS_PER_OWNER,
  memberValueKey,
  ownerPrefix,
  parseShopValueKey,
  type ShopValueCaller,
  shopValueAccess,
  tableValueKey,
} from '../../src/domain/shopValueKeys'

const guest: ShopValueCaller = { memberId: null, isRestaurantTable: (qr) => qr === 'demo-central-t1' }
const member42: ShopValueCaller = { ...guest, memberId: 42 }

describe('shopRedis keys', () => {
  it('read the owner and the name of table and member keys', () => {
    expect(parseShopValueKey('table:demo-central-t1:cart')).toEqual({
      owner: { kind: 'table', qrCode: 'demo-central-t1' },
      name: 'cart',
    })
    // A QR code may hold ':'; the name after the last one never does.
    expect(parseShopValueKey('table:hk:central:t1:cart.v2')).toEqual({
      owner: { kind: 'table', qrCode: 'hk:central:t1' },
      name: 'cart.v2',
    })
    expect(parseShopValueKey('member:42:draft_1')).toEqual({
      owner: { kind: 'member', memberId: 42 },
      name: 'draft_1',
    })
    expect(tableValueKey('demo-central-t1', 'cart')).toBe('table:demo-central-t1:cart')
    expect(memberValueKey(42, 'draft')).toBe('member:42:draft')
    expect(ownerPrefix({ kind: 'member', memberId: 42 })).toBe('member:42:')
    expect(ownerPrefix({ kind: 'table', qrCode: 'q' })).toBe('table:q:')
  })

  it.each([
    'cart:A1',
    'plain',
    'table:demo-central-t1',
    'table::cart',
    'table:demo_central:cart',
    'tables:demo-central-t1:cart',
    'member:42:',
    'member:042:draft',
    'member:0:draft',
    'member:-1:draft',
    'member:2147483648:draft',
    'member:abc:draft',
    `table:q:${'n'.repeat(65)}`,
  ])('name no owner: %s', (key) => {
    expect(parseShopValueKey(key)).toBeNull()
    expect(shopValueAccess(key, member42)).toBe('KEY_FORM')
  })

  it('let anyone holding one of the restaurant’s table QR codes use its table keys', () => {
    expect(shopValueAccess('table:demo-central-t1:cart', guest)).toBeNull()
    expect(shopValueAccess('table:demo-central-t1:cart', member42)).toBeNull()
    expect(shopValueAccess('table:demo-mongkok-t1:cart', guest)).toBe('NOT_A_TABLE')
  })

  it('let only the member use member keys', () => {
    expect(shopValueAccess('member:42:draft', member42)).toBeNull()
    expect(shopValueAccess('member:42:draft', guest)).toBe('NO_TOKEN')
    expect(shopValueAccess('member:43:draft', member42)).toBe('OTHER_MEMBER')
  })

  it(`keep at most ${MAX_SHOP_VALUE_KEYS_PER_OWNER} values per owner`, () => {
    expect(canKeepAnotherValue(0)).toBe(true)
    expect(canKeepAnotherValue(MAX_SHOP_VALUE_KEYS_PER_OWNER - 1)).toBe(true)
    expect(canKeepAnotherValue(MAX_SHOP_VALUE_KEYS_PER_OWNER)).toBe(false)
  })
})
