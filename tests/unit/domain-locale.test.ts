import { describe, expect, it } from 'vitest'
import { detectLocale, localeFromHeader, localized } from '../../src/domain/locale'

describe('first-visit language', () => {
  it.each([
    [['zh-HK'], 'zh-hk'],
    [['zh-hk', 'en'], 'zh-hk'],
    [['zh-TW'], 'zh-hk'],
    [['zh-MO'], 'zh-hk'],
    [['zh-Hant-HK'], 'zh-hk'],
    [['zh_HK'], 'zh-hk'],
    [['en-US'], 'en'],
    [['en'], 'en'],
    [['en-GB', 'zh-CN'], 'en'],
    [['zh-CN'], 'zh-cn'],
    [['zh'], 'zh-cn'],
    [['zh-Hans-CN'], 'zh-cn'],
    [['fr-FR'], 'en'],
    [['ja', 'zh-HK'], 'zh-hk'],
    [[], 'en'],
    [['enx'], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(detectLocale(languages)).toBe(expected)
  })

  it('reads our locale header or an Accept-Language list', () => {
    expect(localeFromHeader('zh-hk')).toBe('zh-hk')
    expect(localeFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-cn')
    expect(localeFromHeader('fr;q=1, zh-HK;q=0.8')).toBe('zh-hk')
    expect(localeFromHeader('')).toBe('en')
    expect(localeFromHeader(undefined)).toBe('en')
  })
})

describe('localized fields', () => {
  const food = { foodName: '港式奶茶', foodName1: 'HK milk tea', foodName2: '港式奶茶(简)' }
  it('picks the variant of each locale', () => {
    expect(localized(food, 'foodName', 'zh-hk')).toBe('港式奶茶')
    expect(localized(food, 'foodName', 'en')).toBe('HK milk tea')
    expect(localized(food, 'foodName', 'zh-cn')).toBe('港式奶茶(简)')
  })
  it('falls back to another variant instead of a blank', () => {
    expect(localized({ name: '菠蘿油', name1: ' ' }, 'name', 'en')).toBe('菠蘿油')
    expect(localized({ name1: 'Pineapple bun' }, 'name', 'zh-cn')).toBe('Pineapple bun')
    expect(localized({}, 'name', 'en')).toBe('')
  })
})
