import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { type CartGuard, cartWrites } from '../../db/carts'
import { localized } from '../../domain/locale'
import { duplicateFoodWarning } from '../../domain/menu/limits'
import type { CartItemDetail } from '../../domain/menu/types'
import { useLocale } from '../../i18n/useLocale'
import type { CartApi } from '../cart/useCart'
import type { PlacedFood } from './useMenuPlaces'

/** Resolves false when the diner chose not to add after all (the duplicate-dish question). */
export type PutInCart = (
  placed: PlacedFood,
  details: CartItemDetail[],
  quantity: number,
  guard: CartGuard,
) => Promise<boolean>

/**
 * Adds `quantity` units of a food with these choices (the cart merges them into a line with the
 * same choices), guarded. Before a new line of a dish added less than FOODINTERVAL minutes ago, the
 * diner is asked whether to add it again (SPEC §5).
 */
export function usePutInCart(cart: CartApi, restaurantId: number, foodInterval: number): PutInCart {
  const { i18n } = useLingui()
  const locale = useLocale()
  return useCallback(
    async (placed, details, quantity, guard) => {
      const { food } = placed
      const now = Date.now()
      // The line's sums need decimal.js, loaded with the first add rather than with the menu; the
      // comparison of lines comes with the cart's writes (loaded once the menu has shown).
      const [{ lineFromFood }, { isSameLine }] = await Promise.all([
        import('../../domain/order/lineFromFood'),
        cartWrites(),
      ])
      const line = lineFromFood(food, details, {
        number: quantity,
        restaurantId,
        place: placed.place,
        onTime: now,
      })
      const others = cart.lines.filter((entry) => entry.productId === food.id && !isSameLine(entry, line))
      const latest = Math.max(0, ...others.map((entry) => entry.onTime))
      if (
        !cart.lines.some((entry) => isSameLine(entry, line)) &&
        duplicateFoodWarning(latest || null, now, foodInterval)
      ) {
        const name = localized(food, 'foodName', locale)
        // The question's code and words load when first asked, not with the menu.
        const { askAddAgain } = await import('./askAddAgain')
        const again = await askAddAgain(i18n, name, foodInterval)
        if (!again) return false
      }
      await cart.add(line, guard)
      return true
    },
    [cart, foodInterval, i18n, locale, restaurantId],
  )
}
