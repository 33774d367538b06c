import { describe, expect, it } from 'vitest'
import { isServerRendered } from '../../src/domain/renderedPages'

describe('isServerRendered', () => {
  it('names the brand home, the restaurant lists, the shop pages and the menus, with or without an arg', () => {
    for (const path of [
      '/',
      '/brand/index',
      '/brand/index/MV8w',
      '/restaurantList/x',
      '/shop/x',
      '/index/x',
      '/pcIndex',
    ]) {
      expect(isServerRendered(path)).toBe(true)
    }
  })

  it('leaves every other screen to the shell', () => {
    for (const path of ['/changeLang', '/myOrder', '/index/x/y', '/brand/account', '/pay/x']) {
      expect(isServerRendered(path)).toBe(false)
    }
  })
})
