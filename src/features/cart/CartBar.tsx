import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { itemCount } from '../../domain/menu/types'
import type { CartApi } from './useCart'

/**
 * The bar under the menu once the cart holds something: its items and their total; opens the cart
 * sheet. An empty cart has no bar (nothing to open), nor has a cart not read yet (the server's
 * page and its hydration know no device): it comes at the end of the page, where its coming moves
 * nothing. `status` shows above it, at the bottom of the screen, with or without the bar.
 */
export function CartBar({
  cart,
  price,
  onOpen,
  status,
}: {
  cart: CartApi
  price: (value: string) => string
  onOpen: () => void
  status?: ReactNode
}) {
  const { t } = useLingui()
  const count = itemCount(cart.lines)
  const total = cart.totals ? price(cart.totals.total) : null
  return (
    <div className="cart-bar">
      {status}
      {cart.loaded && count > 0 ? (
        <button type="button" className="cart-bar-button" aria-haspopup="dialog" onClick={onOpen}>
          <span className="cart-bar-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
              <circle cx="9" cy="20" r="1.5" fill="currentColor" />
              <circle cx="17" cy="20" r="1.5" fill="currentColor" />
            </svg>
            <span className="count-badge cart-bar-count">{count}</span>
          </span>
          <span className="cart-bar-text">
            {total === null ? t`${count} in cart` : t`${count} in cart · ${total}`}
          </span>
          <span className="cart-bar-open">
            <Trans>View cart</Trans>
          </span>
        </button>
      ) : null}
    </div>
  )
}
