import type * as Sums from '../../domain/menu/cartTotals'

/**
 * The cart's sums (src/domain/menu/cartTotals.ts, decimal.js), loaded when a cart has lines: an
 * empty cart, as on a first visit, needs no arithmetic to show.
 */

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
