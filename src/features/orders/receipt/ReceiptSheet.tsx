import { Trans, useLingui } from '@lingui/react/macro'
import type { BrandRestaurant } from '../../../domain/contract/brand'
import { localized } from '../../../domain/locale'
import type { PriceResult } from '../../../domain/pricing/priceOrder'
import { useLocale } from '../../../i18n/useLocale'
import { useBrand } from '../../brand/BrandContext'
import { usePriceFormat } from '../../brand/usePriceFormat'
import type { OrderFactRow } from '../OrderFacts'
import { PriceBreakdown } from '../PriceBreakdown'
import { ReceiptLines, type ReceiptRound } from './ReceiptLines'

type ReceiptSheetProps = {
  brandId: number
  restaurantId: number
  /** The restaurant as the brand lists it; undefined while unknown (its id is shown instead). */
  restaurant: BrandRestaurant | undefined
  facts: readonly OrderFactRow[]
  /** One for an order; a table session's rounds, in the order they were sent. */
  rounds: readonly ReceiptRound[]
  /** The one price of everything above, as the server charged it. */
  priceResult: PriceResult
}

/**
 * The receipt as printed on A4 (receipt.css): who sold (brand, restaurant, address, phone), the
 * facts, the lines of each round and one price breakdown. It knows nothing of orders or sessions, so
 * a table session's bill is the same sheet with several rounds and the session's total.
 */
export function ReceiptSheet({
  brandId,
  restaurantId,
  restaurant,
  facts,
  rounds,
  priceResult,
}: ReceiptSheetProps) {
  const price = usePriceFormat(brandId)
  return (
    <article className="receipt-sheet" aria-labelledby="receipt-title">
      <header className="receipt-head">
        <ReceiptSeller brandId={brandId} restaurantId={restaurantId} restaurant={restaurant} />
        <h2 id="receipt-title" className="receipt-title">
          <Trans>Receipt</Trans>
        </h2>
      </header>
      <dl className="receipt-facts">
        {facts.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {rounds.map((round) => (
        <ReceiptLines key={round.key} round={round} price={price} />
      ))}
      <div className="receipt-price">
        <PriceBreakdown result={priceResult} price={price} />
      </div>
    </article>
  )
}

/** The brand's name, then the restaurant's name, address and phone. */
function ReceiptSeller({
  brandId,
  restaurantId,
  restaurant,
}: Pick<ReceiptSheetProps, 'brandId' | 'restaurantId' | 'restaurant'>) {
  const { t } = useLingui()
  const locale = useLocale()
  const { brand } = useBrand()
  const brandName = brand && brand.id === brandId ? localized(brand, 'name', locale) : ''
  const address = restaurant ? localized(restaurant, 'address', locale) : ''
  return (
    <div className="receipt-seller">
      {brandName ? <p className="receipt-brand">{brandName}</p> : null}
      <p className="receipt-restaurant">
        {(restaurant && localized(restaurant, 'name', locale)) || `#${restaurantId}`}
      </p>
      {address ? <p>{address}</p> : null}
      {restaurant?.phone ? <p>{t`Phone: ${restaurant.phone}`}</p> : null}
    </div>
  )
}
