import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isTermRunning,
  levelBuyRefusal,
  termEndAfterPurchase,
  termEndAfterRefund,
} from '../../src/domain/levels/levelTerms'

const DAY_MS = 24 * 60 * 60_000
const NOW = new Date('2026-12-07T04:00:00.000Z')
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS)

describe('bought membership terms', () => {
  it('refuses a level without a price, and one below a running level; the same or a higher one is sold', () => {
    const gold = { levelId: 3, rank: 3, endsAt: at(10) }
    expect(levelBuyRefusal(null, { rank: 2, price: '0.00' }, NOW)).toBe('notForSale')
    expect(levelBuyRefusal(gold, { rank: 2, price: '48.00' }, NOW)).toBe('lower')
    expect(levelBuyRefusal(gold, { rank: 3, price: '188.00' }, NOW)).toBeNull()
    expect(levelBuyRefusal({ ...gold, endsAt: at(-1) }, { rank: 2, price: '48.00' }, NOW)).toBeNull()
  })

  it('renews a running term of the same level from its end; otherwise a term runs from now', () => {
    const held = { levelId: 3, rank: 3, endsAt: at(10) }
    expect(termEndAfterPurchase(held, { levelId: 3, validDays: 365 }, NOW)).toEqual(at(375))
    expect(termEndAfterPurchase(held, { levelId: 4, validDays: 30 }, NOW)).toEqual(at(30))
    expect(termEndAfterPurchase({ ...held, endsAt: at(-2) }, { levelId: 3, validDays: 30 }, NOW)).toEqual(
      at(30),
    )
    expect(termEndAfterPurchase(null, { levelId: 3, validDays: 30 }, NOW)).toEqual(at(30))
  })

  it('a refund right after any number of renewals gives back the term before the last one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 6 }), (terms) => {
        let held: { levelId: number; rank: number; endsAt: Date | null } | null = null
        const ends: Date[] = []
        for (const validDays of terms) {
          const endsAt = termEndAfterPurchase(held, { levelId: 3, validDays }, NOW)
          held = { levelId: 3, rank: 3, endsAt }
          ends.push(endsAt)
        }
        const total = terms.reduce((sum, days) => sum + days, 0)
        expect(ends.at(-1)).toEqual(at(total))
        const back = termEndAfterRefund(ends.at(-1)!, terms.at(-1)!, NOW)
        expect(back).toEqual(terms.length === 1 ? null : ends.at(-2))
        expect(back === null || isTermRunning(back, NOW)).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })
})
