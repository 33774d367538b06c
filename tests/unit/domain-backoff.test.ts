import { describe, expect, it } from 'vitest'
import { backoffMs } from '../../src/domain/backoff'

describe('backoffMs', () => {
  const policy = { firstMs: 2_000, maxMs: 60_000 }

  it('waits the first delay after one failure, doubling after each further one', () => {
    expect([1, 2, 3, 4, 5].map((failures) => backoffMs(policy, failures))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000,
    ])
  })

  it('never waits longer than the longest delay, however many failures', () => {
    expect([6, 7, 30, 10_000].map((failures) => backoffMs(policy, failures))).toEqual([
      60_000, 60_000, 60_000, 60_000,
    ])
  })

  it('counts no failure as the first', () => {
    expect(backoffMs(policy, 0)).toBe(2_000)
  })
})
