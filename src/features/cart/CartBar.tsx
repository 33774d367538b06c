import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { itemCount } from '../../domain/menu/types'
import type { CartApi } from './useCart'

/**
 * The bar under the menu: items in the cart and their total; opens the cart sheet. `status` shows
 * above it, at the bottom of the screen, where its coming and going moves nothing on the page.
 */
export function CartBar({
  cart,
  price,
  onOpen,
  buttonRef,
  status,
}: {
  cart: CartApi
  price: (value: string) => string
  onOpen: () => void
  buttonRef?: Ref<HTMLButtonElement>
  status?: ReactNode
}) {
  const { t } = useLingui()
  const count = itemCount(cart.lines)
  const total = cart.totals ? price(cart.totals.total) : null
  return (
    <div className="cart-bar">
      {status}
      <button
        ref={buttonRef}
        type="button"
        className="cart-bar-button"
        aria-haspopup="dialog"
        onClick={onOpen}
        disabled={!cart.loaded}
      >
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
          {count > 0 ? <span className="count-badge cart-bar-count">{count}</span> : null}
        </span>
        <span className="cart-bar-text">
          {count === 0 ? (
            <Trans>Your cart is empty.</Trans>
          ) : total === null ? (
            t`${count} in cart`
          ) : (
            t`${count} in cart · ${total}`
          )}
        </span>
        <span className="cart-bar-open">
          <Trans>View cart</Trans>
        </span>
      </button>
    </div>
  )
}
