import { describe, expect, it } from 'vitest'
import { decodeArg, encodeArg, readArg } from '../../src/domain/args'
import { couponDestination } from '../../src/domain/couponUseNow'
import {
  walletArg,
  walletArgValues,
  walletCouponArg,
  walletCouponArgValues,
} from '../../src/domain/couponWalletArgs'

/** The wallet's route args (docs/routes.md "Coupon wallet") and where "Use now" goes. */

const viaPath = (values: ReadonlyArray<string | number>) => decodeArg(encodeArg(values))

describe('wallet route args', () => {
  it('reads the tab, usable when absent or empty; refuses another', () => {
    expect(walletArg(viaPath([3, 0, 0]))).toEqual({
      kind: 'ok',
      arg: { brandId: 3, restaurantId: 0, fromIndex: false, tab: 'usable' },
    })
    expect(walletArg(viaPath([3, 5, 1, 'expired']))).toMatchObject({ kind: 'ok', arg: { tab: 'expired' } })
    expect(walletArg(viaPath([3, 0, 0, '']))).toMatchObject({ kind: 'ok', arg: { tab: 'usable' } })
    expect(walletArg(viaPath([3, 0, 0, 'all']))).toEqual({ kind: 'invalid' })
    expect(walletArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
  })

  it('round-trips the values it builds, the usable tab left off', () => {
    const arg = { brandId: 3, restaurantId: 5, fromIndex: true, tab: 'used' as const }
    expect(walletArg(viaPath(walletArgValues(arg)))).toEqual({ kind: 'ok', arg })
    expect(walletArgValues({ ...arg, tab: 'usable' })).toEqual([3, 5, 1])
    const coupon = { brandId: 3, restaurantId: 0, fromIndex: false, memberCouponId: 42 }
    expect(walletCouponArg(viaPath(walletCouponArgValues(coupon)))).toEqual({ kind: 'ok', arg: coupon })
  })

  it('needs a coupon id above 0', () => {
    expect(walletCouponArg(viaPath([3, 0, 0]))).toEqual({ kind: 'invalid' })
    expect(walletCouponArg(viaPath([3, 0, 0, 0]))).toEqual({ kind: 'invalid' })
    expect(walletCouponArg(viaPath([3, 0, 0, 'x']))).toEqual({ kind: 'invalid' })
  })
})

describe('where Use now goes', () => {
  const last = (restaurantId: number | null, menuType: 1 | 4 | 5 | 7 | 10 | null) => ({
    restaurantId,
    menuType,
  })

  it('the last menu when the coupon is for its kind of order', () => {
    expect(couponDestination('', last(8, 7))).toEqual({ kind: 'menu', restaurantId: 8, menuType: 7 })
    expect(couponDestination('3', last(8, 10))).toEqual({ kind: 'menu', restaurantId: 8, menuType: 10 })
    expect(couponDestination('24', last(8, 1))).toEqual({ kind: 'menu', restaurantId: 8, menuType: 1 })
    expect(couponDestination('4', last(8, 5))).toEqual({ kind: 'menu', restaurantId: 8, menuType: 5 })
  })

  it('else that restaurant on the first menu the coupon is for', () => {
    expect(couponDestination('2', last(8, 7))).toEqual({ kind: 'shop', restaurantId: 8, menuType: 1 })
    expect(couponDestination('43', last(8, 1))).toEqual({ kind: 'shop', restaurantId: 8, menuType: 5 })
    // A table's scan menu needs its QR code: the restaurant's page instead.
    expect(couponDestination('', last(8, 4))).toEqual({ kind: 'shop', restaurantId: 8, menuType: undefined })
    expect(couponDestination('', last(8, null))).toEqual({
      kind: 'shop',
      restaurantId: 8,
      menuType: undefined,
    })
  })

  it('the brand’s restaurants when no restaurant is known', () => {
    expect(couponDestination('', last(null, 7))).toEqual({ kind: 'restaurants' })
  })
})
