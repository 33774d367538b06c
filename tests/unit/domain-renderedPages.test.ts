import { describe, expect, it } from 'vitest'
import { isKeptOnDevice, isServerRendered } from '../../src/domain/renderedPages'

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
      '/scanCode/x',
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

describe('isKeptOnDevice', () => {
  it('keeps the menus whose arg names their brand, in the path or the query', () => {
    expect(isKeptOnDevice('/index/MV8xXzBfMQ~~', '')).toBe(true)
    expect(isKeptOnDevice('/index2/MV8xXzBfMQ~~/', '?a=0')).toBe(true)
    expect(isKeptOnDevice('/pcIndex/MV8xXzBfMQ~~', '')).toBe(true)
    expect(isKeptOnDevice('/index', '?arg=MV8xXzBfMQ~~')).toBe(true)
  })

  it('keeps no menu without an arg, and none of the pages the device changes', () => {
    expect(isKeptOnDevice('/index', '')).toBe(false)
    expect(isKeptOnDevice('/index/', '?a=0')).toBe(false)
    // The stored brand, restaurant and position change what these show.
    for (const path of [
      '/',
      '/brand/index',
      '/brand/index/MV8w',
      '/restaurantList/x',
      '/shop/x',
      '/scanCode/x',
    ]) {
      expect(isKeptOnDevice(path, '')).toBe(false)
    }
    expect(isKeptOnDevice('/changeLang', '?arg=x')).toBe(false)
  })
})
