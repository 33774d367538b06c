import { describe, expect, it } from 'vitest'
import { openStateOf, serviceMenuType, servicesOf } from '../../src/domain/restaurantStatus'

describe('openStateOf', () => {
  it('maps the SPEC §4 codes and treats any other value as open', () => {
    expect(openStateOf(0)).toBe('closed')
    expect(openStateOf(2)).toBe('busy')
    expect(openStateOf(3)).toBe('open')
    expect(openStateOf(4)).toBe('unavailable')
    expect(openStateOf(1)).toBe('open')
    expect(openStateOf(99)).toBe('open')
  })
})

describe('servicesOf', () => {
  it('derives services from menu types and flags, once each, in a fixed order', () => {
    expect(servicesOf({ menuTypes: [5, 4, 1, 7, 10], ziquService: 0, menuService: 0 })).toEqual([
      'delivery',
      'pickup',
      'scan',
      'coldChain',
    ])
    expect(servicesOf({ menuTypes: [], ziquService: 1, menuService: 1 })).toEqual(['pickup', 'scan'])
    expect(servicesOf({ menuTypes: [99], ziquService: 0, menuService: 0 })).toEqual([])
  })
})

describe('serviceMenuType', () => {
  it.each([
    ['delivery', [1, 7], 1],
    ['pickup', [1, 7], 7],
    ['pickup', [10], 10],
    ['pickup', [10, 7], 7],
    ['pickup', [1], undefined],
    ['coldChain', [5], 5],
    ['coldChain', [1], undefined],
    ['scan', [4], undefined],
  ] as const)('%s with menus %j opens menu %s', (service, menuTypes, expected) => {
    expect(serviceMenuType(service, menuTypes)).toBe(expected)
  })
})
