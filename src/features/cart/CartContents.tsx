import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { cartScopeOf } from '../../db/recordKeys'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { cartTotals, lineTotal } from '../../domain/menu/cartTotals'
import { choicesText } from '../../domain/menu/choicesText'
import { increaseQuantity } from '../../domain/menu/limits'
import { isPositiveMoney } from '../../domain/money'
import { wouldPassLineUnits } from '../../domain/placementLimits'
import { useLocale } from '../../i18n/useLocale'
import { canStartGroupOrder, GroupOrderStart } from '../invite/GroupOrderStart'
import type { Ordering } from '../menu/useOrdering'
import { CartRemark } from './CartRemark'
import { CartRepairNotice } from './CartRepairNotice'
import { lineKey } from './cartLine'
import { Stepper } from './Stepper'
import { useNextStep } from './useNextStep'
import './cartContents.css'

/**
 * The cart: lines with steppers, the repair notices, lunch-box fee, item count and subtotal, the
 * remark, Next (which runs the checks of useNextStep), and where the cart can be one, Order with
 * friends (a group order); an empty cart says so and nothing else. Shown in the phone's cart sheet and in the desktop menu's side panel.
 */
export function CartContents({ ordering }: { ordering: Ordering }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { cart, price, arg } = ordering
  const next = useNextStep(ordering)
  const [confirmClear, setConfirmClear] = useState(false)
  const empty = cart.lines.length === 0
  // This screen's code has the sums already (the bar may still be loading them).
  const { itemCount, lunchbox, total } = cart.totals ?? cartTotals(cart.lines)

  const groupOrder = canStartGroupOrder(ordering) ? <GroupOrderStart ordering={ordering} /> : null
  const repairNotice = ordering.notices ? (
    <CartRepairNotice repair={ordering.notices} price={price} onDismiss={ordering.dismissNotices} />
  ) : null

  // Nothing to total, note or send: no zero sums and no Next that looks pressable (issue 36).
  if (empty) {
    return (
      <div className="cart-contents">
        {repairNotice}
        <p className="muted cart-empty">
          <Trans>Your cart is empty.</Trans>
        </p>
      </div>
    )
  }

  return (
    <div className="cart-contents">
      {repairNotice}
      <ul className="cart-lines">
        {cart.lines.map((line, index) => {
          const name = localized(line, 'productName', locale)
          const choices = choicesText(line.itemDetail, locale)
          return (
            <li key={lineKey(line)} className="cart-line">
              <div className="cart-line-text">
                <p className="cart-line-name">{name}</p>
                {choices ? <p className="muted cart-line-choices">{choices}</p> : null}
                <p className="cart-line-price">{price(lineTotal(line))}</p>
              </div>
              <Stepper
                count={line.number}
                name={name}
                blocked={
                  !ordering.placeOf(line.productId) ||
                  wouldPassLineUnits(line.number, increaseQuantity(line), ordering.lineUnits)
                }
                onAdd={() => void ordering.stepLine(index, 1)}
                onRemove={() => void ordering.stepLine(index, -1)}
              />
            </li>
          )
        })}
      </ul>
      <dl className="cart-totals">
        <div>
          <dt>
            <Trans>Items</Trans>
          </dt>
          <dd>{itemCount}</dd>
        </div>
        {isPositiveMoney(lunchbox) ? (
          <div>
            <dt>
              <Trans>Lunch box fee</Trans>
            </dt>
            <dd>{price(lunchbox)}</dd>
          </div>
        ) : null}
        <div className="cart-subtotal">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{price(total)}</dd>
        </div>
      </dl>
      <CartRemark scope={cartScopeOf(arg)} />
      {next.outcome ? (
        next.outcome.kind === 'ok' ? (
          <p className="notice cart-next-outcome" role="status">
            <Trans>Every dish passed the restaurant's limit check. Checkout is not available yet.</Trans>
          </p>
        ) : (
          <div className="notice notice-warning cart-next-outcome" role="alert">
            <p>{next.outcome.message}</p>
            {next.outcome.needAddress ? (
              <Link
                to="/addressList/{-$arg}"
                params={{ arg: encodeArg([arg.brandId, arg.restaurantId, arg.fromIndex ? 1 : 0, 1]) }}
                className="button"
              >
                <Trans>Choose a delivery address</Trans>
              </Link>
            ) : null}
          </div>
        )
      ) : null}
      <div className="cart-actions">
        {confirmClear ? (
          <>
            <button
              type="button"
              className="button cart-clear-confirm"
              onClick={() => {
                setConfirmClear(false)
                void cart.clear()
              }}
            >
              <Trans>Empty the cart</Trans>
            </button>
            <button type="button" className="button" onClick={() => setConfirmClear(false)}>
              <Trans>Keep</Trans>
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button" onClick={() => setConfirmClear(true)}>
              <Trans>Clear</Trans>
            </button>
            <button
              type="button"
              className="button button-primary cart-next"
              disabled={next.running}
              onClick={next.run}
            >
              {next.running ? t`Checking…` : t`Next`}
            </button>
          </>
        )}
      </div>
      {groupOrder}
    </div>
  )
}
