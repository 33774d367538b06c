import { useLingui } from '@lingui/react/macro'
import { compareMoney, isPositiveMoney } from '../../domain/money'
import type { PriceResult } from '../../domain/pricing/priceOrder'

/** The stored price result: each charge and reduction that is not zero, then what was paid. */
export function PriceBreakdown({ result, price }: { result: PriceResult; price: (value: string) => string }) {
  const { t } = useLingui()
  const percent = result.service
  const rows: { label: string; amount: string; minus?: boolean }[] = [
    { label: t`Subtotal`, amount: result.subtotal },
    { label: t`Lunch box fee`, amount: result.lunchbox },
    { label: t`Service charge (${percent})`, amount: result.serviceCharge },
    { label: t`Delivery fee`, amount: result.deliveryFee },
    { label: t`Discount`, amount: result.discount, minus: true },
    { label: t`Member discount`, amount: result.memberDiscountResult, minus: true },
    { label: t`Coupon`, amount: result.coupon, minus: true },
  ]
  const shown = rows.filter((row, index) => index === 0 || isPositiveMoney(row.amount))
  const rounding = compareMoney(result.decimal, 0) !== 0
  return (
    <dl className="order-price">
      {shown.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.minus ? `-${price(row.amount)}` : price(row.amount)}</dd>
        </div>
      ))}
      {rounding ? (
        <div>
          <dt>{t`Rounding`}</dt>
          <dd>{price(result.decimal)}</dd>
        </div>
      ) : null}
      <div className="order-price-total">
        <dt>{t`Total`}</dt>
        <dd>{price(result.price)}</dd>
      </div>
    </dl>
  )
}
