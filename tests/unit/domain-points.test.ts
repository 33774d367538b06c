import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyPointChange,
  canExchange,
  MAX_POINTS,
  type PointChange,
  pointsForOrder,
} from '../../src/domain/points'

/** Points rules (issue 38 item 4): what an order earns, and the ledger's arithmetic. */

const RUNS = { numRuns: 10_000 }

/** A two-place amount as the wire carries it. */
const money = (maxCents: number) =>
  fc.integer({ min: 0, max: maxCents }).map((cents) => new Decimal(cents).div(100).toFixed(2))

describe('pointsForOrder', () => {
  it('is the amount paid × rate × multiplier, rounded down to a whole point', () => {
    fc.assert(
      fc.property(money(10_000_000), money(10_000), money(500), (paid, rate, multiplier) => {
        const points = pointsForOrder(paid, rate, multiplier)
        const exact = new Decimal(paid).times(rate).times(multiplier)
        const expected = Decimal.min(exact.floor(), MAX_POINTS).toNumber()
        expect(points).toBe(expected)
        expect(Number.isInteger(points)).toBe(true)
        // Never a point not fully paid for, never more than one short.
        expect(points).toBeLessThanOrEqual(exact.toNumber())
        if (points < MAX_POINTS) expect(exact.minus(points).lt(1)).toBe(true)
      }),
      RUNS,
    )
  })

  it('grows with what is paid and earns nothing for bad input', () => {
    fc.assert(
      fc.property(money(1_000_000), money(1_000_000), money(10_000), (a, b, rate) => {
        const [low, high] = new Decimal(a).lte(b) ? [a, b] : [b, a]
        expect(pointsForOrder(low, rate)).toBeLessThanOrEqual(pointsForOrder(high, rate))
      }),
      RUNS,
    )
    for (const bad of ['-1.00', '1.001', 'abc', '', '1e3', 'NaN'])
      expect(pointsForOrder(bad, '1.00') + pointsForOrder('10.00', bad)).toBe(0)
    expect(pointsForOrder('99.99', '1.00')).toBe(99)
    expect(pointsForOrder('100.00', '1.50', '1.50')).toBe(225)
    expect(pointsForOrder('0.66', '1.50')).toBe(0)
  })
})

const change: fc.Arbitrary<PointChange> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ kind: fc.constant('reverse' as const), points: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({ kind: fc.constant('adjust' as const), points: fc.integer({ min: -5_000, max: 5_000 }) }),
)

describe('applyPointChange (the ledger)', () => {
  it('keeps balance = sum of the entries and never below 0, whatever the order of changes', () => {
    // Plain checks rather than expect() per step: 10,000 runs of up to 40 steps stay fast.
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        let balance = 0
        let sum = 0
        for (const next of changes) {
          const outcome = applyPointChange(balance, next)
          if (!outcome.ok) {
            // Only a spend or a removal beyond the balance is refused.
            const asked = next.kind === 'adjust' ? next.points : -next.points
            if (!(next.kind === 'spend' || next.kind === 'adjust') || balance + asked >= 0) return false
            continue
          }
          sum += outcome.amount
          if (outcome.balance !== balance + outcome.amount) return false
          balance = outcome.balance
          if (balance < 0 || balance !== sum) return false
          if (next.kind === 'reverse') {
            // What was taken plus what could not be is what the order earned; a shortfall only at 0.
            if (-outcome.amount + outcome.shortfall !== next.points) return false
            if (outcome.shortfall > 0 && outcome.balance !== 0) return false
          } else if (outcome.shortfall !== 0) return false
        }
        return true
      }),
      RUNS,
    )
  })

  it('spends exactly the cost when affordable, and refuses without changing anything otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_POINTS }),
        fc.integer({ min: 1, max: MAX_POINTS }),
        (balance, cost) => {
          const outcome = applyPointChange(balance, { kind: 'spend', points: cost })
          expect(outcome.ok).toBe(balance >= cost)
          if (outcome.ok)
            expect(outcome).toEqual({ ok: true, amount: -cost, balance: balance - cost, shortfall: 0 })
          else expect(outcome).toEqual({ ok: false, refusal: 'insufficient' })
          expect(canExchange(balance, cost, 1)).toBe(balance >= cost)
          expect(canExchange(balance, cost, 0)).toBe(false)
        },
      ),
      RUNS,
    )
  })

  it('refuses what is not a whole number or passes the largest balance', () => {
    expect(applyPointChange(0, { kind: 'earn', points: 1.5 })).toEqual({ ok: false, refusal: 'tooLarge' })
    expect(applyPointChange(MAX_POINTS, { kind: 'earn', points: 1 })).toEqual({
      ok: false,
      refusal: 'tooLarge',
    })
    expect(applyPointChange(5, { kind: 'reverse', points: 8 })).toEqual({
      ok: true,
      amount: -5,
      balance: 0,
      shortfall: 3,
    })
  })
})
