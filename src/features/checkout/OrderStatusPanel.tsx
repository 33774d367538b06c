import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import type { PendingOrderRecord } from '../../db/orderOutbox'
import { encodeArg } from '../../domain/args'
import { ORDER_ERR } from '../../domain/contract/order'
import { COUPON_REASONS } from '../../domain/pricing/coupon'
import { DISCOUNT_REASONS } from '../../domain/pricing/discountRule'
import type { PriceResult } from '../../domain/pricing/priceOrder'
import { PriceBreakdown } from './PriceBreakdown'

/** The fields of the server's fresh PriceResult the screen shows (ORDER.PRICE_CHANGED's `data`). */
const money = v.string()
const FreshPriceSchema = v.object({
  total: money,
  subtotal: money,
  lunchbox: money,
  service: v.string(),
  serviceCharge: money,
  deliveryFee: money,
  all: money,
  discount: money,
  discountReason: v.nullable(v.picklist(DISCOUNT_REASONS)),
  memberDiscountResult: money,
  couponCanUsePrice: money,
  coupon: money,
  couponReason: v.nullable(v.picklist(COUPON_REASONS)),
  decimal: money,
  price: money,
})

/** The fresh figures of a price-changed refusal, or null. */
function freshPriceOf(record: PendingOrderRecord | null): PriceResult | null {
  if (record?.state !== 'refused' || record.refusal?.errCode !== ORDER_ERR.priceChanged) return null
  const parsed = v.safeParse(FreshPriceSchema, record.refusal.data)
  return parsed.success ? parsed.output : null
}

type Props = {
  record: PendingOrderRecord
  /** The brand whose order list the panel links to. */
  brandId: number
  price: (value: string) => string
  delivered: boolean
  online: boolean
  onSendNow: () => void
  onDismiss: () => void
  /** Place the same cart again at the server's price. */
  onConfirmPrice: (price: string) => void
  onLogin: () => void
}

/**
 * What became of the order placed from this cart: still being sent (with its submission key, also
 * after a reload or offline), or refused by the server (its message; for a changed price the fresh
 * figures and a new confirmation). The cart is kept in both cases.
 */
export function OrderStatusPanel({ record, brandId, price, delivered, online, ...actions }: Props) {
  const { t } = useLingui()
  if (record.state === 'sending')
    return (
      <section className="card checkout-status" role="status" aria-live="polite">
        <h2 className="checkout-section-title">
          <Trans>Sending your order…</Trans>
        </h2>
        <p>
          {online ? (
            <Trans>Your order is saved on this device and is being sent. It will be placed only once.</Trans>
          ) : (
            <Trans>
              You are offline. Your order is saved on this device and will be sent when you are back online.
            </Trans>
          )}
        </p>
        <p className="muted checkout-key">
          <Trans>
            Submission key: <code>{record.submissionKey}</code>
          </Trans>
        </p>
        <div className="checkout-status-actions">
          <button type="button" className="button" onClick={actions.onSendNow} disabled={!online}>
            <Trans>Send again now</Trans>
          </button>
          {/* The way out of a screen without tabs: the list shows the order being sent too. */}
          <Link to="/myOrder/{-$arg}" params={{ arg: encodeArg([brandId, 0, 0]) }} className="button">
            <Trans>See my orders</Trans>
          </Link>
        </div>
      </section>
    )
  const fresh = freshPriceOf(record)
  const errCode = record.refusal?.errCode ?? ''
  const message = record.refusal?.errMsg || t`Network connection is unstable, please try again!`
  if (fresh)
    return (
      <section className="card checkout-status" role="alert">
        <h2 className="checkout-section-title">
          <Trans>The price has changed</Trans>
        </h2>
        <p>{message}</p>
        <PriceBreakdown result={fresh} price={price} delivered={delivered} />
        <div className="checkout-status-actions">
          <button type="button" className="button" onClick={actions.onDismiss}>
            <Trans>Back to my order</Trans>
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => actions.onConfirmPrice(fresh.price)}
          >
            {t`Place order at ${price(fresh.price)}`}
          </button>
        </div>
      </section>
    )
  const needsLogin = errCode.startsWith('AUTH.') || errCode === 'HTTP 401'
  return (
    <section className="card checkout-status" role="alert">
      <h2 className="checkout-section-title">
        <Trans>The order was not placed</Trans>
      </h2>
      <p>{needsLogin ? t`Your login has expired, please log in again.` : message}</p>
      <p className="muted">
        <Trans>Your cart is kept.</Trans>
      </p>
      <div className="checkout-status-actions">
        {needsLogin ? (
          <button type="button" className="button button-primary" onClick={actions.onLogin}>
            <Trans>Log in</Trans>
          </button>
        ) : null}
        <button type="button" className="button" onClick={actions.onDismiss}>
          <Trans>OK</Trans>
        </button>
      </div>
    </section>
  )
}
