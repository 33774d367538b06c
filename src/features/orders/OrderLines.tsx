import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import { lineTotal } from '../../domain/menu/cartTotals'
import { choicesText } from '../../domain/menu/choicesText'
import { useLocale } from '../../i18n/useLocale'
import { usePriceFormat } from '../brand/usePriceFormat'
import type { ShownOrder } from './orderCalls'
import { PriceBreakdown } from './PriceBreakdown'
import { storedChoices } from './storedChoices'

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
          const choices = choicesText(storedChoices(line.itemDetail), locale)
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
