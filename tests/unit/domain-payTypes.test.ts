import { describe, expect, it } from 'vitest'
import {
  isDesktopOnlyPayType,
  isKnownPayType,
  NO_CANCEL_PAY_TYPES,
  PAY_GROUPS,
  payGroupOf,
  payTypeName,
} from '../../src/domain/payTypes'

describe('payment types (SPEC §9 groups)', () => {
  it('knows every id of SPEC §9 by its group, each id in one group only', () => {
    const spec: Record<string, number[]> = {
      alipay: [8],
      alipayHk: [6],
      applePay: [10, 37],
      payMe: [1020, 20, 34],
      googlePay: [1021, 21, 38],
      yedPayAlipay: [1022, 22, 39],
      yedPayAlipayHk: [1023, 23],
      yedPayAlipayPc: [32],
      yedPayWeChat: [30, 31],
      further: [1019, 19],
      boc: [1024, 26],
      yedPayVisa: [1117, 17],
      yedPayMaster: [1118, 18],
      yedPayDefault: [1025, 25],
      qfpayH5: [27, 29],
      qfpayPc: [28, 33],
      qfpayVisaMaster: [40, 41],
      qfpayAlipay: [43, 45],
      qfpayAlipayHk: [42, 44],
    }
    for (const [group, ids] of Object.entries(spec)) {
      for (const id of ids) expect(payGroupOf(id), `id ${id}`).toBe(group)
    }
    const all = Object.values(PAY_GROUPS).flatMap((group) => group.ids)
    expect(new Set(all).size).toBe(all.length)
    expect(all.sort((a, b) => a - b)).toEqual(
      Object.values(spec)
        .flat()
        .sort((a, b) => a - b),
    )
  })

  it('names the methods and nothing else', () => {
    expect(payTypeName(1021)).toBe('Google Pay')
    expect(payTypeName(38)).toBe('Google Pay')
    expect(payTypeName(6)).toBe('Alipay HK')
    expect(payTypeName(1020)).toBe('PayMe')
    expect(payTypeName(31)).toBe('WeChat Pay')
    expect(payTypeName(1118)).toBe('Mastercard')
    expect(payTypeName(40)).toBe('Visa / Mastercard')
    // Cash on delivery (1) is named by the screens; "a further group" and unknown ids read as
    // generic online payment.
    expect(payTypeName(1)).toBeNull()
    expect(payTypeName(19)).toBeNull()
    expect(payTypeName(999)).toBeNull()
    expect(payTypeName(null)).toBeNull()
  })

  it('tells cash and SPEC §9 ids from unknown ones', () => {
    expect([1, 8, 1019, 45].map(isKnownPayType)).toEqual([true, true, true, true])
    expect([0, 2, 999, -8].map(isKnownPayType)).toEqual([false, false, false, false])
  })

  it('offers the PC groups on desktop only', () => {
    expect([32, 28, 33].map(isDesktopOnlyPayType)).toEqual([true, true, true])
    expect([22, 27, 10, 1].map(isDesktopOnlyPayType)).toEqual([false, false, false, false])
  })

  it('lists the types the pay-waiting overlay cannot cancel (SPEC §4)', () => {
    expect([...NO_CANCEL_PAY_TYPES].sort((a, b) => a - b)).toEqual([
      6, 8, 17, 18, 19, 22, 23, 25, 30, 31, 32, 39,
    ])
  })
})
