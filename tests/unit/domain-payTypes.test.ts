import { describe, expect, it } from 'vitest'
import { payTypeName } from '../../src/domain/payTypes'

describe('payTypeName', () => {
  it('names the SPEC §9 payment groups and nothing else', () => {
    expect(payTypeName(1021)).toBe('Google Pay')
    expect(payTypeName(38)).toBe('Google Pay')
    expect(payTypeName(6)).toBe('Alipay HK')
    expect(payTypeName(1020)).toBe('PayMe')
    expect(payTypeName(31)).toBe('WeChat Pay')
    expect(payTypeName(1118)).toBe('Mastercard')
    // Cash on delivery (1) is named by the screens; unknown ids read as generic online payment.
    expect(payTypeName(1)).toBeNull()
    expect(payTypeName(999)).toBeNull()
    expect(payTypeName(null)).toBeNull()
  })
})
