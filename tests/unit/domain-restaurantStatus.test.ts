import { describe, expect, it } from 'vitest'
import {
  type OpenState,
  openStateOf,
  openStateRefuses,
  type ServiceKind,
  servicesOf,
} from '../../src/domain/restaurantStatus'
import { givesServiceNow, serviceMenuType } from '../../src/domain/serviceChips'

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

describe('openStateRefuses', () => {
  it.each<[OpenState, number, boolean]>([
    ['open', 1, false],
    ['open', 7, false],
    ['busy', 1, true],
    ['busy', 7, false],
    ['closed', 1, true],
    ['closed', 7, true],
    ['unavailable', 1, true],
    ['unavailable', 7, true],
    // SPEC §4 checks the shop state for order types 7 and 1 only.
    ['closed', 3, false],
    ['unavailable', 8, false],
    ['busy', 2, false],
  ])('%s, order type %i', (state, orderType, expected) => {
    expect(openStateRefuses(state, orderType)).toBe(expected)
  })
})

describe('givesServiceNow', () => {
  it.each<[number, ServiceKind, boolean]>([
    [3, 'delivery', true],
    [2, 'delivery', false],
    [2, 'pickup', true],
    [2, 'scan', true],
    [2, 'coldChain', true],
    [0, 'delivery', false],
    [0, 'pickup', false],
    [4, 'pickup', false],
    [4, 'scan', true],
    [1, 'delivery', true],
  ])('openStatus %i, %s', (openStatus, service, expected) => {
    expect(givesServiceNow(openStatus, service)).toBe(expected)
  })
})
