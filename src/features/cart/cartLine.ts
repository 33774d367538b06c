import type { CartItemDetail, CartLine } from '../../domain/menu/types'

/** A key for a line in lists: its dish and choices (the cart keeps one line per dish and choices). */
export function lineKey(line: Pick<CartLine, 'productId' | 'itemDetail'>): string {
  const choices = (details: readonly CartItemDetail[]): string =>
    details
      .map((detail) => `${detail.groupId}.${detail.id}x${detail.number}(${choices(detail.itemDetail)})`)
      .join(',')
  return `${line.productId}:${choices(line.itemDetail)}`
}
