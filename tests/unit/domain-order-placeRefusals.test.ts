import { describe, expect, it } from 'vitest'
import { asksToMakeUp, type PlaceFacts, placeRefusals } from '../../src/domain/order/placeRefusals'

/** src/domain/order/placeRefusals.ts: the checkout's Place order button. */

const ready: PlaceFacts = {
  minimum: { kind: 'met' },
  price: '120.00',
  maxTotal: '500.00',
  delivered: true,
  hasAddress: true,
  feeKnown: true,
  remarkRead: true,
  payType: 1,
  inFlight: false,
}

describe('placeRefusals', () => {
  it('lets a complete order be placed', () => {
    expect(placeRefusals(ready)).toEqual([])
    expect(placeRefusals({ ...ready, maxTotal: null, price: '9999.00' })).toEqual([])
    expect(placeRefusals({ ...ready, maxTotal: '120.00' })).toEqual([])
    expect(placeRefusals({ ...ready, delivered: false, hasAddress: false, feeKnown: false })).toEqual([])
  })

  it('names every reason, the minimum and the cap first', () => {
    const refusals = placeRefusals({
      minimum: { kind: 'blocked', shortfall: '30.00' },
      price: '600.00',
      maxTotal: '500.00',
      delivered: true,
      hasAddress: false,
      feeKnown: false,
      remarkRead: false,
      payType: null,
      inFlight: true,
    })
    expect(refusals).toEqual([
      { kind: 'minimum', shortfall: '30.00' },
      { kind: 'maxTotal', maxTotal: '500.00' },
      { kind: 'address' },
      { kind: 'deliveryFee' },
      { kind: 'remark' },
      { kind: 'payType' },
      { kind: 'inFlight' },
    ])
  })

  it('does not refuse a shortfall the diner may make up', () => {
    expect(placeRefusals({ ...ready, minimum: { kind: 'makeUp', difference: '5.00' } })).toEqual([])
  })
})

describe('asksToMakeUp', () => {
  it('asks once, before the diner agreed to make up the difference', () => {
    const makeUp = { kind: 'makeUp' as const, difference: '5.00' }
    expect(asksToMakeUp(makeUp, false)).toBe(true)
    expect(asksToMakeUp(makeUp, true)).toBe(false)
    expect(asksToMakeUp({ kind: 'met' }, false)).toBe(false)
    expect(asksToMakeUp({ kind: 'blocked', shortfall: '30.00' }, false)).toBe(false)
  })
})
