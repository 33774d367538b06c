import { describe, expect, it } from 'vitest'
import { collectionNoOf, takesCollectionNo } from '../../src/domain/order/collectionNo'

describe('collection numbers', () => {
  it('reads as a letter and three digits, 999 to a letter, without I and O', () => {
    expect([1, 2, 23, 999, 1000, 1998, 1999].map(collectionNoOf)).toEqual([
      'A001',
      'A002',
      'A023',
      'A999',
      'B001',
      'B999',
      'C001',
    ])
    expect(collectionNoOf(8 * 999 + 1)).toBe('J001')
    expect(collectionNoOf(13 * 999 + 1)).toBe('P001')
  })

  it('starts the letters again past Z', () => {
    expect(collectionNoOf(24 * 999)).toBe('Z999')
    expect(collectionNoOf(24 * 999 + 1)).toBe('A001')
  })

  it('is given to the orders collected at the counter only: pick-up and self-service takeout', () => {
    expect([1, 2, 3, 7, 8].filter(takesCollectionNo)).toEqual([2, 7])
  })
})
