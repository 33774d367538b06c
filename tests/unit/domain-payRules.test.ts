import { describe, expect, it } from 'vitest'
import { PAY_STATUS } from '../../src/domain/contract/pay'
import { isHandheld } from '../../src/domain/device'
import { isLivePayStatus } from '../../src/domain/pay/payStatus'
import { isApplePay, payMethodRefusal } from '../../src/domain/payTypes'

describe('SPEC §5 rules of a payment method (payMethodRefusal)', () => {
  it.each([
    [40, '0.00', false, 'amountNotPositive'],
    [40, '-1.00', false, 'amountNotPositive'],
    [40, '0.01', false, null],
    [10, '3.99', false, 'applePayMinimum'],
    [37, '3.99', false, 'applePayMinimum'],
    [10, '4.00', false, null],
    [10, '0.00', false, 'amountNotPositive'],
    [28, '50.00', true, 'desktopOnly'],
    [33, '50.00', true, 'desktopOnly'],
    [32, '50.00', true, 'desktopOnly'],
    [28, '50.00', false, null],
    [40, '50.00', true, null],
  ] as const)('payType %i, %s, handheld %s → %s', (payType, amount, handheld, refusal) => {
    expect(payMethodRefusal(payType, amount, handheld)).toBe(refusal)
  })

  it('knows Apple Pay by its SPEC §9 group', () => {
    expect([10, 37, 21, 40].map(isApplePay)).toEqual([true, true, false, false])
  })
})

describe('isHandheld (the device a pay call comes from)', () => {
  it('reads the X-Device-Info header first, then the User-Agent', () => {
    expect(isHandheld('iOS 17.4; Safari 17.4; iPhone', undefined)).toBe(true)
    expect(isHandheld('Android 14; Chrome 126.0; Pixel 8', undefined)).toBe(true)
    expect(isHandheld('Windows 10.0; Chrome 126.0; Windows', 'Mozilla/5.0 (iPhone)')).toBe(false)
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
    expect(isHandheld(undefined, iphone)).toBe(true)
    expect(isHandheld(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false)
    expect(isHandheld(undefined, undefined)).toBe(false)
  })
})

describe('payment statuses', () => {
  it('counts 0, 1 and 4 as still paying (SPEC §4), 2, 3 and 5 as settled', () => {
    expect(Object.values(PAY_STATUS).filter(isLivePayStatus).sort()).toEqual([0, 1, 4])
  })
})
