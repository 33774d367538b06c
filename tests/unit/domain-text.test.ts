import { describe, expect, it } from 'vitest'
import { hasEmoji, isEmptyValue, stripEmoji, stripTags } from '../../src/domain/text'

describe('keyword tag stripping', () => {
  it.each([
    ['<p>Milk tea</p>', 'Milk tea'],
    ['<b>港式</b>奶茶, <i>菠蘿油</i>', '港式 奶茶, 菠蘿油'],
    ['tea<br/>toast', 'tea toast'],
    ['<a href="x" onclick="evil()">link</a>', 'link'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<style>p{}</style>text', 'text'],
    ['<!-- note -->kept', 'kept'],
    ['Fish &amp; chips &lt;3', 'Fish & chips <3'],
    ['a < b and c > d', 'a < b and c > d'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(stripTags(input)).toBe(expected)
  })
})

describe('empty values', () => {
  it.each([[null], [undefined], [''], ['  '], ['NaN'], ['undefined'], ['null'], [Number.NaN]])(
    '%j is empty',
    (v) => {
      expect(isEmptyValue(v)).toBe(true)
    },
  )
  it.each([[0], ['0'], ['none'], [false], [{}]])('%j is not empty', (v) => {
    expect(isEmptyValue(v)).toBe(false)
  })
})

describe('emoji', () => {
  it('finds and strips emoji with joiners and skin tones', () => {
    expect(hasEmoji('少冰 🧊')).toBe(true)
    expect(hasEmoji('少冰')).toBe(false)
    expect(stripEmoji('走甜👍🏽 多冰🧊 👨‍👩‍👧 🇭🇰')).toBe('走甜 多冰  ')
  })
})
