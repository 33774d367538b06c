import { describe, expect, it } from 'vitest'
import type { CartItemDetail } from '../../src/domain/menu/cartLine'
import { choicesText } from '../../src/domain/menu/choicesText'

const pick = (name1: string, name: string, number = 1, itemDetail: CartItemDetail[] = []) =>
  ({ name, name1, name2: name, number, itemDetail }) as unknown as CartItemDetail

describe("a line's choices as text", () => {
  const drink = pick('Hong Kong Milk Tea', '港式奶茶', 1, [
    pick('Iced (+$3)', '凍 (+$3)'),
    pick('Less sweet', '少甜'),
  ])
  const details = [pick('Luncheon Meat & Egg Noodles', '餐肉蛋麵', 1, [pick('Spaghetti', '意粉')]), drink]

  it('keeps a set meal’s nested choices, at any depth, in the language asked for', () => {
    expect(choicesText(details, 'en')).toBe(
      'Luncheon Meat & Egg Noodles (Spaghetti), Hong Kong Milk Tea (Iced (+$3), Less sweet)',
    )
    expect(choicesText(details, 'zh-hk')).toBe('餐肉蛋麵 (意粉), 港式奶茶 (凍 (+$3), 少甜)')
  })

  it('says how many of a choice, and nothing for no choices', () => {
    expect(choicesText([pick('Extra egg', '加蛋', 2)], 'en')).toBe('Extra egg ×2')
    expect(choicesText([], 'en')).toBe('')
  })
})
