import { type Locale, localized } from '../locale'
import type { CartItemDetail } from './cartLine'

/**
 * A line's choices as the diner reads them, in `locale`: "Luncheon Meat & Egg Noodles (Spaghetti),
 * Hong Kong Milk Tea ×2 (Iced (+$3), Less sweet)". Nested choices (a set meal's drink and its own
 * options) in brackets, at any depth. The cart, the confirmation and the order say it alike.
 */
export function choicesText(details: readonly CartItemDetail[], locale: Locale): string {
  return details
    .map((detail) => {
      const nested = detail.itemDetail.length > 0 ? ` (${choicesText(detail.itemDetail, locale)})` : ''
      const times = detail.number > 1 ? ` ×${detail.number}` : ''
      return `${localized(detail, 'name', locale)}${times}${nested}`
    })
    .join(', ')
}
