import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  earnStamp,
  MAX_STAMPS_NEEDED,
  MIN_STAMPS_NEEDED,
  reverseStamp,
  type StampState,
} from '../../src/domain/stamps/completion'
import { orderEarnsStamp } from '../../src/domain/stamps/qualify'

/** Stamp cards (issue 39 item 3): which orders earn a stamp, and how stamps fill cards. */

const RUNS = { numRuns: 10_000 }

describe('orderEarnsStamp', () => {
  const rule = { orderTypes: [1, 7], minSpend: '40.00' }

  it('needs one of the order types and at least the minimum spend', () => {
    expect(orderEarnsStamp(rule, { orderType: 7, price: '40.00' })).toBe(true)
    expect(orderEarnsStamp(rule, { orderType: 1, price: '125.5' })).toBe(true)
    expect(orderEarnsStamp(rule, { orderType: 7, price: '39.99' })).toBe(false)
    expect(orderEarnsStamp(rule, { orderType: 3, price: '400.00' })).toBe(false)
  })

  it('takes every order type when the card names none', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 7, 8), fc.integer({ min: 0, max: 100_000 }), (type, cents) => {
        const price = (cents / 100).toFixed(2)
        expect(orderEarnsStamp({ orderTypes: [], minSpend: '100.00' }, { orderType: type, price })).toBe(
          cents >= 10_000,
        )
      }),
      RUNS,
    )
  })
})

/**
 * A member's card driven by a random history: stamps earned (orders completing), stamps reversed
 * (one of those orders refunded), and rewards spent at checkout or given back (the order that used
 * one cancelled). The model keeps each reward's coupon as spent or not, as the server's wallet does.
 */
type Event =
  | { kind: 'earn' }
  | { kind: 'reverse' }
  | { kind: 'spend'; pick: number }
  | { kind: 'unspend'; pick: number }

const events = fc.array(
  fc.oneof(
    { arbitrary: fc.constant<Event>({ kind: 'earn' }), weight: 6 },
    { arbitrary: fc.constant<Event>({ kind: 'reverse' }), weight: 3 },
    { arbitrary: fc.nat(1000).map<Event>((pick) => ({ kind: 'spend', pick })), weight: 2 },
    { arbitrary: fc.nat(1000).map<Event>((pick) => ({ kind: 'unspend', pick })), weight: 1 },
  ),
  { maxLength: 120 },
)

function must(condition: boolean, rule: string): void {
  if (!condition) throw new Error(`broken: ${rule}`)
}

function run(needed: number, history: Event[]) {
  let state: StampState = { stamps: 0, debt: 0 }
  /** Rewards kept, each spent or not (withdrawn ones are removed). */
  const rewards: { spent: boolean }[] = []
  let earned = 0
  let reversed = 0
  // Checked after every step, 10,000 histories deep: plain throws, cheaper than expect().
  const check = () => {
    const net = earned - reversed
    must(state.stamps >= 0 && state.stamps < needed, 'stamps within the card')
    must(state.debt >= 0, 'debt never negative')
    // Stamps and debt never stand side by side: a stamp pays the debt first.
    must(state.stamps === 0 || state.debt === 0, 'no stamps while owing')
    // Every net stamp is on the card, in a kept reward, or owed back.
    must(
      rewards.length * needed + state.stamps - state.debt === net,
      'rewards × needed + stamps − debt = net',
    )
    if (state.debt === 0) {
      must(rewards.length === Math.floor(net / needed), 'rewards = floor(net / needed)')
      must(state.stamps === net % needed, 'stamps = net mod needed')
    } else {
      // Debt exists only because rewards could not be taken back: the member holds more than net stamps pay for.
      must(rewards.length * needed > net, 'debt only beside rewards kept')
    }
  }
  for (const event of history) {
    if (event.kind === 'earn') {
      const outcome = earnStamp(state, needed)
      earned += 1
      state = outcome.state
      if (outcome.reward) rewards.push({ spent: false })
    } else if (event.kind === 'reverse') {
      // Only an order that earned a stamp is refunded, once.
      if (reversed >= earned) continue
      const unspent = rewards.findLastIndex((reward) => !reward.spent)
      const outcome = reverseStamp(state, needed, state.stamps === 0 && unspent >= 0)
      reversed += 1
      if (outcome.withdrawReward) rewards.splice(unspent, 1)
      state = outcome.state
    } else if (rewards.length > 0) {
      rewards[event.pick % rewards.length]!.spent = event.kind === 'spend'
    }
    check()
  }
  return { state, rewards, net: earned - reversed }
}

describe('earnStamp and reverseStamp', { timeout: 60_000 }, () => {
  const needed = fc.integer({ min: MIN_STAMPS_NEEDED, max: MAX_STAMPS_NEEDED })
  const small = fc.integer({ min: MIN_STAMPS_NEEDED, max: 5 })

  it('keep stamps, rewards and debt consistent for any history', () => {
    fc.assert(
      fc.property(fc.oneof(small, needed), events, (n, history) => {
        run(n, history)
      }),
      RUNS,
    )
  })

  it('owe nothing while no reward is spent: rewards are floor(net stamps / needed)', () => {
    const unspent = events.map((history) =>
      history.filter((event) => event.kind === 'earn' || event.kind === 'reverse'),
    )
    fc.assert(
      fc.property(small, unspent, (n, history) => {
        const { state, rewards, net } = run(n, history)
        expect(state.debt).toBe(0)
        expect(rewards.length).toBe(Math.floor(net / n))
      }),
      RUNS,
    )
  })

  it('fills a card on its Nth stamp, exactly once', () => {
    let state: StampState = { stamps: 0, debt: 0 }
    const rewards: boolean[] = []
    for (let i = 0; i < 16; i++) {
      const outcome = earnStamp(state, 8)
      rewards.push(outcome.reward)
      state = outcome.state
    }
    expect(rewards.flatMap((reward, i) => (reward ? [i + 1] : []))).toEqual([8, 16])
    expect(state).toEqual({ stamps: 0, debt: 0 })
  })

  it('reverses off the card, then withdraws an unspent reward, then owes', () => {
    expect(reverseStamp({ stamps: 3, debt: 0 }, 8, true)).toEqual({
      state: { stamps: 2, debt: 0 },
      withdrawReward: false,
    })
    expect(reverseStamp({ stamps: 0, debt: 0 }, 8, true)).toEqual({
      state: { stamps: 7, debt: 0 },
      withdrawReward: true,
    })
    expect(reverseStamp({ stamps: 0, debt: 0 }, 8, false)).toEqual({
      state: { stamps: 0, debt: 1 },
      withdrawReward: false,
    })
    // The debt is paid by the next stamp before any goes on the card.
    expect(earnStamp({ stamps: 0, debt: 1 }, 8)).toEqual({ state: { stamps: 0, debt: 0 }, reward: false })
  })
})
