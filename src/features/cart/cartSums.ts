import type * as Sums from '../../domain/menu/cartTotals'

/**
 * The cart's sums (src/domain/menu/cartTotals.ts, decimal.js), loaded when a cart has lines: an
 * empty cart, as on a first visit, needs no arithmetic to show.
 */

/** The totals of an empty cart: no sums needed. */
export const EMPTY_TOTALS: Sums.CartTotals = {
  itemCount: 0,
  subtotal: '0.00',
  lunchbox: '0.00',
  total: '0.00',
}

let loaded: typeof Sums | null = null
let loading: Promise<typeof Sums> | null = null

/** The sums module if it has loaded, else null. */
export function cartSums(): typeof Sums | null {
  return loaded
}

export function loadCartSums(): Promise<typeof Sums> {
  loading ??= import('../../domain/menu/cartTotals').then((module) => {
    loaded = module
    return module
  })
  return loading
}
