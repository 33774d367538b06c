import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanRemark, graphemes, REMARK_MAX_CHARS } from '../../src/domain/menu/remark'

const fifty = 'a'.repeat(50)

describe('cleanRemark', () => {
  it.each<[string, string, string, boolean]>([
    ['empty', '', '', false],
    ['short text kept', 'Less ice, please', 'Less ice, please', false],
    ['exactly 50', fifty, fifty, false],
    ['51 cut to 50', `${fifty}b`, fifty, true],
    ['emoji stripped', 'No 🌶️ please 👍🏽', 'No  please ', false],
    ['flags and families stripped', '🇭🇰走冰👨‍👩‍👧', '走冰', false],
    ['emoji do not count toward the limit', `${fifty}😀😀`, fifty, false],
    ['Chinese counts per character', '少'.repeat(51), '少'.repeat(50), true],
    ['combining accents are one character', `${'e\u0301'.repeat(50)}x`, 'e\u0301'.repeat(50), true],
    ['space kept as typed', '  spaced  ', '  spaced  ', false],
  ])('%s', (_, input, text, cut) => {
    expect(cleanRemark(input)).toEqual({ text, cut })
  })
  it('reads only the first 800 units of a long paste', () => {
    expect(cleanRemark('少'.repeat(500_000))).toEqual({ text: '少'.repeat(50), cut: true })
    // Characters of thousands of accents each: what is read of the first is kept, and it is cut.
    const accented = `e${'\u0301'.repeat(3_000)}`
    expect(cleanRemark(accented.repeat(50))).toEqual({ text: accented.slice(0, 800), cut: true })
  })

  it('takes another maximum and counts graphemes', () => {
    expect(REMARK_MAX_CHARS).toBe(50)
    expect(cleanRemark('abcdef', 3)).toEqual({ text: 'abc', cut: true })
    expect(graphemes('e\u0301a')).toEqual(['e\u0301', 'a'])
  })
})

describe('without Intl.Segmenter', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })
  it('counts code points instead', async () => {
    vi.stubGlobal('Intl', {})
    vi.resetModules()
    const fresh = await import('../../src/domain/menu/remark')
    expect(fresh.graphemes('e\u0301a')).toEqual(['e', '\u0301', 'a'])
    expect(fresh.cleanRemark('少少冰😀', 2)).toEqual({ text: '少少', cut: true })
  })
})
