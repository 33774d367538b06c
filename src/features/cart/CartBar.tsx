import { Trans, useLingui } from '@lingui/react/macro'
import Decimal from 'decimal.js'
import type { Ref } from 'react'
import type { CartApi } from './useCart'

/** Dishes plus lunch-box fees: what the cart shows as its subtotal (fees of the order come later). */
export function cartSubtotal(totals: CartApi['totals']): string {
  return new Decimal(totals.subtotal).plus(totals.lunchbox).toFixed(2)
}

/** The bar under the menu: items in the cart and their subtotal; opens the cart sheet. */
export function CartBar({
  cart,
  price,
  onOpen,
  buttonRef,
}: {
  cart: CartApi
  price: (value: string) => string
  onOpen: () => void
  buttonRef?: Ref<HTMLButtonElement>
}) {
  const { t } = useLingui()
  const count = cart.totals.itemCount
  const total = price(cartSubtotal(cart.totals))
  return (
    <div className="cart-bar">
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
          {count > 0 ? t`${count} in cart · ${total}` : <Trans>Your cart is empty.</Trans>}
        </span>
        <span className="cart-bar-open">
          <Trans>View cart</Trans>
        </span>
      </button>
    </div>
  )
}
