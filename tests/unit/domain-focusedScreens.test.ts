import { describe, expect, it } from 'vitest'
import { isFocusedScreen } from '../../src/domain/focusedScreens'

describe('screens without the tab bar', () => {
  it('are the order confirmation and the pay screens, phone and desktop', () => {
    for (const path of [
      '/deliveryOrder/abc',
      '/pcDeliveryOrder',
      '/pcInviteOrder',
      '/pay/abc',
      '/pcPay/abc',
      '/fixedPayOrder/x',
    ])
      expect(isFocusedScreen(path), path).toBe(true)
  })

  it('are not the menus, the orders or screens whose name only starts alike', () => {
    for (const path of ['/', '/index/abc', '/myOrder', '/orderDetail/abc', '/payment', '/deliveryOrders'])
      expect(isFocusedScreen(path), path).toBe(false)
  })
})
