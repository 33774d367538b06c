import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressStyle, formatAddress, joinPlaces, streetOf } from '../../src/domain/address'

describe('an address on one line', () => {
  it('joins a Chinese address from the largest place to the smallest, with nothing between', () => {
    const address = { currentAddress: '香港中環', address: '中環中心', floor: '12', unit: 'A' }
    expect(formatAddress(address, 'zh-hk')).toBe('香港中環中環中心12樓A室')
    expect(formatAddress(address, 'zh-cn')).toBe('香港中環中環中心12楼A室')
  })

  it('joins an English address from the smallest place to the largest, with commas', () => {
    const address = {
      currentAddress: "1 Queen's Road Central, Central",
      address: 'Central Plaza',
      floor: '12',
      unit: 'A',
    }
    expect(formatAddress(address, 'en')).toBe("Flat A, 12/F, Central Plaza, 1 Queen's Road Central, Central")
  })

  it('follows the address’s own words, not the interface language', () => {
    const chinese = { currentAddress: '皇后大道中1號', address: '中環中心', floor: '12', unit: 'A' }
    const english = { currentAddress: 'Queen’s Road Central', address: 'Block B', floor: '3', unit: '' }
    expect(formatAddress(chinese, 'en')).toBe('皇后大道中1號中環中心12樓A室')
    expect(formatAddress(english, 'zh-hk')).toBe('3/F, Block B, Queen’s Road Central')
  })

  it('keeps floors and flats typed with their own words, and leaves out empty parts', () => {
    expect(formatAddress({ currentAddress: '中環中心', floor: '十二樓', unit: 'A座' }, 'zh-hk')).toBe(
      '中環中心十二樓A座',
    )
    expect(
      formatAddress({ currentAddress: 'IFC', address: ' ', floor: 'Ground floor', unit: 'Shop 3' }, 'en'),
    ).toBe('Shop 3, Ground floor, IFC')
    expect(formatAddress({ currentAddress: 'IFC', floor: null, unit: undefined }, 'en')).toBe('IFC')
    expect(formatAddress({}, 'zh-hk')).toBe('')
  })

  it('drops the separators a part carries at its ends, so none is doubled or left dangling', () => {
    expect(formatAddress({ currentAddress: '香港中環，', address: '、中環中心 ' }, 'zh-hk')).toBe(
      '香港中環中環中心',
    )
    expect(formatAddress({ currentAddress: 'Central, ', address: ', Block A' }, 'en')).toBe(
      'Block A, Central',
    )
  })

  it('goes by the interface language when the text has no letters of either kind', () => {
    expect(addressStyle(['12', ''], 'en')).toBe('english')
    expect(addressStyle(['12', ''], 'zh-hk')).toBe('chinese')
    expect(formatAddress({ address: '88', floor: '3' }, 'zh-cn')).toBe('883楼')
    expect(formatAddress({ address: '88', floor: '3' }, 'en')).toBe('3/F, 88')
  })

  it('writes a street the way of its language', () => {
    expect(streetOf('1', 'Queen’s Road Central', 'english')).toBe('1 Queen’s Road Central')
    expect(streetOf('1', '皇后大道中', 'chinese')).toBe('皇后大道中1號')
    expect(streetOf('1-3', '皇后大道中', 'chinese')).toBe('皇后大道中1-3')
    expect(streetOf(undefined, '皇后大道中', 'chinese')).toBe('皇后大道中')
    expect(streetOf('8', null, 'english')).toBe('8')
  })

  it('keeps every part, in reverse order between the two styles', () => {
    const part = fc.stringMatching(/^[a-z中環樓 ]{0,8}$/)
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), (parts) => {
        const kept = parts.map((text) => text.trim()).filter(Boolean)
        expect(joinPlaces(parts, 'chinese')).toBe([...kept].reverse().join(''))
        expect(joinPlaces(parts, 'english').split(', ')).toEqual(kept.length ? kept : [''])
      }),
    )
  })
})
