import { useEffect, useState } from 'react'
import { type CartScope, cartScopeName } from '../../db/carts'
import { getDayData, setDayData } from '../../db/dayData'

/**
 * The order remark of a cart (SPEC §5: at most 50 characters, emoji stripped — see
 * src/domain/menu/remark.ts), kept beside the cart: a day-scoped `app_` record per restaurant and
 * menu type or QR code (SPEC §3 "keys … scoped by restaurant, order type and day"), swept at 05:00.
 */

/** The id of a cart's remark record (its key is `app_remark:<id>`). */
function remarkName(scope: CartScope): string {
  return `${scope.restaurantId}:${cartScopeName(scope)}`
}

/** Saves the remark (already cleaned); an empty one is stored as empty. */
export function saveRemark(scope: CartScope, text: string): Promise<void> {
  return setDayData('remark', remarkName(scope), text)
}

/** The cart's remark: undefined while it is read, '' when there is none. */
export function useRemark(scope: CartScope): string | undefined {
  const name = remarkName(scope)
  const [remark, setRemark] = useState<{ name: string; text: string } | null>(null)
  useEffect(() => {
    let live = true
    getDayData('remark', name).then(
      (text) => {
        if (live) setRemark({ name, text: text ?? '' })
      },
      (error: unknown) => {
        console.error('Could not read the remark', error)
        if (live) setRemark({ name, text: '' })
      },
    )
    return () => {
      live = false
    }
  }, [name])
  return remark?.name === name ? remark.text : undefined
}
