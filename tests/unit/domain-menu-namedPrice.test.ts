import { describe, expect, it } from 'vitest'
import { nameCarriesPrice } from '../../src/domain/menu/namedPrice'

describe('an option whose name says its price', () => {
  it('is recognised in the forms menus write it', () => {
    for (const name of ['凍 (+$3)', 'Iced (+ $3)', 'Large +$3.00', '加底 +HK$3', '凍（+$3）'])
      expect(nameCarriesPrice(name, '3.00'), name).toBe(true)
  })

  it('is not when the name says no price, another amount, or the option is free', () => {
    expect(nameCarriesPrice('凍', '3.00')).toBe(false)
    expect(nameCarriesPrice('Iced (+$4)', '3.00')).toBe(false)
    expect(nameCarriesPrice('Iced (+$3)', '0')).toBe(false)
    expect(nameCarriesPrice('$3 off', '3')).toBe(false)
  })
})
