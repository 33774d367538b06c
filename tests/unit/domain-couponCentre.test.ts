import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg } from '../../src/domain/args'
import { sendSingleArg } from '../../src/domain/couponRouteArgs'
import { collectBlock, copiesLeft } from '../../src/domain/coupons/collectRules'
import { giftExpiry, giftState } from '../../src/domain/coupons/giftRules'

/** The coupon centre's rules (src/domain/coupons/) and the /sendSingle arg. */

const DAY_MS = 24 * 60 * 60_000
const RUNS = { numRuns: 10_000 }

describe('collecting a coupon', () => {
  it('never lets a member pass their limit nor take a copy that is not left', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(60),
        (total, issued, limit, held) => {
          const left = copiesLeft(total, issued)
          const block = collectBlock({ left, limit, held })
          if (total === 0) expect(left).toBeNull()
          else expect(left).toBe(Math.max(0, total - issued))
          if (held >= limit) expect(block).toBe('limitReached')
          else if (left === 0) expect(block).toBe('soldOut')
          else expect(block).toBeNull()
        },
      ),
      RUNS,
    )
  })
})

describe('a gift link', () => {
  it('lasts 7 days, never past the coupon, and reads expired once past', () => {
    const now = Date.UTC(2026, 11, 7, 3)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 * DAY_MS }),
        fc.integer({ min: 0, max: 10 * DAY_MS }),
        (validFor, later) => {
          const expiry = giftExpiry(new Date(now), new Date(now + validFor))
          expect(expiry.getTime()).toBe(Math.min(now + 7 * DAY_MS, now + validFor))
          const at = new Date(now + later)
          expect(giftState('open', expiry, at)).toBe(expiry > at ? 'open' : 'expired')
          expect(giftState('claimed', expiry, at)).toBe('claimed')
          expect(giftState('cancelled', expiry, at)).toBe('cancelled')
        },
      ),
      RUNS,
    )
  })

  it('carries the giver’s coupon or the friend’s code, never both nor neither', () => {
    const code = '0123456789abcdef0123456789abcdef'
    expect(sendSingleArg(decodeArg(encodeArg([1, 2, 0, 7])))).toEqual({
      kind: 'ok',
      arg: { brandId: 1, restaurantId: 2, fromIndex: false, memberCouponId: 7, giftCode: undefined },
    })
    expect(sendSingleArg(decodeArg(encodeArg([1, 0, 0, '', code])))).toMatchObject({
      kind: 'ok',
      arg: { memberCouponId: undefined, giftCode: code },
    })
    expect(sendSingleArg(decodeArg(encodeArg([1, 0, 0, 7, code]))).kind).toBe('invalid')
    expect(sendSingleArg(decodeArg(encodeArg([1, 0, 0]))).kind).toBe('invalid')
    expect(sendSingleArg(decodeArg(encodeArg([1, 0, 0, '', 'not-a-code']))).kind).toBe('invalid')
  })
})
