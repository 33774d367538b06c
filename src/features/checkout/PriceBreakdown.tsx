import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { compareMoney, isPositiveMoney } from '../../domain/money'
import type { PriceResult } from '../../domain/pricing/priceOrder'
import './priceBreakdown.css'

type Row = { key: string; label: ReactNode; value: string; minus?: boolean; always?: boolean }

/**
 * The price of the order as priceOrder sets it (SPEC §3 "Price result"): subtotal, lunch-box fee,
 * service charge, delivery fee, discount, member discount, coupon, rounding, total. Rows that are 0
 * are left out, except subtotal and total.
 */
export function PriceBreakdown({
  result,
  price,
  delivered,
  discountName,
  deliveryNote,
}: {
  result: PriceResult
  price: (value: string) => string
  delivered: boolean
  /** The discount rule's name in the interface language, when one applies. */
  discountName?: string
  /** Why a delivered order's fee is 0, when the member's level waives it. */
  deliveryNote?: string
}) {
  const rows: Row[] = [
    { key: 'subtotal', label: <Trans>Subtotal</Trans>, value: result.subtotal, always: true },
    { key: 'lunchbox', label: <Trans>Lunch box fee</Trans>, value: result.lunchbox },
    {
      key: 'service',
      label: <Trans>Service charge ({result.service})</Trans>,
      value: result.serviceCharge,
    },
    {
      key: 'delivery',
      label: deliveryNote ? (
        <>
          <Trans>Delivery fee</Trans> <span className="muted checkout-price-note">{deliveryNote}</span>
        </>
      ) : (
        <Trans>Delivery fee</Trans>
      ),
      value: result.deliveryFee,
      always: delivered,
    },
    {
      key: 'discount',
      label: discountName ? (
        <>
          <Trans>Discount</Trans> <span className="muted checkout-price-note">{discountName}</span>
        </>
      ) : (
        <Trans>Discount</Trans>
      ),
      value: result.discount,
      minus: true,
    },
    { key: 'member', label: <Trans>Member discount</Trans>, value: result.memberDiscountResult, minus: true },
    { key: 'coupon', label: <Trans>Coupon</Trans>, value: result.coupon, minus: true },
  ]
  const rounding = compareMoney(result.decimal, 0)
  return (
    <dl className="checkout-price">
      {rows
        .filter((row) => row.always || isPositiveMoney(row.value))
        .map((row) => (
          <div key={row.key} className={row.minus ? 'checkout-price-minus' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.minus ? `−${price(row.value)}` : price(row.value)}</dd>
          </div>
        ))}
      {rounding !== 0 ? (
        <div>
          <dt>
            <Trans>Rounding</Trans>
          </dt>
          <dd>{rounding < 0 ? `−${price(result.decimal.replace('-', ''))}` : `+${price(result.decimal)}`}</dd>
        </div>
      ) : null}
      <div className="checkout-price-total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{price(result.price)}</dd>
      </div>
    </dl>
  )
}
