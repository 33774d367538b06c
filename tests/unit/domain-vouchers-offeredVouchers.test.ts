import { describe, expect, it } from 'vitest'
import { DIFFERENCE_LINE } from '../../src/domain/menu/types'
import { offeredVouchers } from '../../src/domain/vouchers/offeredVouchers'
import { cartLine } from './helpers/menuFixtures'

/** src/domain/vouchers/offeredVouchers.ts: the member's vouchers the checkout offers for this cart. */

const voucher = (id: number, code: string) => ({ id, food: { code } })

describe('offeredVouchers', () => {
  it('offers at most one voucher per unit of its dish, in the order given', () => {
    const lines = [cartLine(1, { number: 2 }), cartLine(2)]
    const vouchers = [voucher(1, 'P1'), voucher(2, 'P1'), voucher(3, 'P1'), voucher(4, 'P2')]
    expect(offeredVouchers(vouchers, lines).map((entry) => entry.id)).toEqual([1, 2, 4])
  })

  it('counts the units of every line of the dish (choices make lines apart)', () => {
    const lines = [cartLine(1), cartLine(1, { total: '41.00' })]
    expect(offeredVouchers([voucher(1, 'P1'), voucher(2, 'P1'), voucher(3, 'P1')], lines)).toHaveLength(2)
  })

  it('offers none for a dish not in the cart, nor for the make-up line', () => {
    const makeUp = cartLine(0, { ...DIFFERENCE_LINE, posFid: 'P9' })
    expect(offeredVouchers([voucher(1, 'P3'), voucher(2, 'P9')], [cartLine(1), makeUp])).toEqual([])
  })
})
