import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { type Locale, localized } from '../../domain/locale'
import { CartLineSchema } from '../../domain/menu/cartLine'
import { lineTotal } from '../../domain/menu/cartTotals'
import { choicesText } from '../../domain/menu/choicesText'
import { compareMoney, isPositiveMoney } from '../../domain/money'
import type { PriceResult } from '../../domain/pricing/priceOrder'
import { useLocale } from '../../i18n/useLocale'
import { usePriceFormat } from '../brand/usePriceFormat'
import type { ShownOrder } from './orderCalls'

/** The choices as stored on an order line, checked against the cart line's item schema. */
const DetailsSchema = CartLineSchema.entries.itemDetail

/** The choices as stored on an order line (checked against the cart line's), as the cart says them. */
function storedChoicesText(raw: unknown, locale: Locale): string {
  const parsed = v.safeParse(DetailsSchema, raw)
  return parsed.success ? choicesText(parsed.output, locale) : ''
}

/** The order's dishes with their choices, then the price breakdown as the server charged it. */
export function OrderLines({ order }: { order: ShownOrder }) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat(order.brandId)
  return (
    <section className="card order-section" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="order-section-title">
        <Trans>Dishes</Trans>
      </h2>
      <ul className="order-lines">
        {order.lines.map((line, index) => {
          const name = line.productId === 0 ? t`Make-up difference` : localized(line, 'productName', locale)
          const choices = storedChoicesText(line.itemDetail, locale)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <li key={index} className="order-line">
              <span className="order-line-text">
                <span className="order-line-name">{name}</span>
                {choices ? <span className="muted order-line-choices">{choices}</span> : null}
              </span>
              <span className="order-line-number">×{line.number}</span>
              <span className="order-line-price">{price(lineTotal(line))}</span>
            </li>
          )
        })}
      </ul>
      <PriceBreakdown result={order.priceResult} price={price} />
    </section>
  )
}

/** The stored price result: each charge and reduction that is not zero, then what was paid. */
function PriceBreakdown({ result, price }: { result: PriceResult; price: (value: string) => string }) {
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
