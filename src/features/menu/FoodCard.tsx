import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { thumbnailPicture } from '../../api/pictures'
import { THUMBNAIL_PX } from '../../domain/images'
import { localized } from '../../domain/locale'
import { isUnaddable } from '../../domain/menu/addRules'
import { decideAdd } from '../../domain/menu/automod'
import { ownLimit, quantityOf } from '../../domain/menu/limits'
import { shopRefusesOrders } from '../../domain/menu/menuFlow'
import { compareMoney, isPositiveMoney } from '../../domain/money'
import { useLocale } from '../../i18n/useLocale'
import { leadingPictureProps } from '../../ui/leadingPicture'
import { Stepper } from '../cart/Stepper'
import type { Ordering, PlacedFood } from './useOrdering'

/** One food of the menu list: picture, name, price, lunch-box fee, state and the add controls. */
export function FoodCard({
  placed,
  ordering,
  firstScreen = false,
  leading = false,
}: {
  placed: PlacedFood
  ordering: Ordering
  /** On the first screen: its picture loads at once rather than when the browser reaches it. */
  firstScreen?: boolean
  /** The menu's first food: its picture is the page's largest paint, fetched first. */
  leading?: boolean
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { food } = placed
  const name = localized(food, 'foodName', locale)
  const description = localized(food, 'description', locale)
  const lines = ordering.cart.lines
  const inCart = quantityOf(lines, food.id)
  const refusal = ordering.refusalOf(placed)
  // A dish that cannot be added at all: a label replaces the add button.
  const unavailable = isUnaddable(refusal)
  const limitReached = refusal === 'maxNumber' || refusal === 'overCategoryMax'
  // The shop refuses this order type now (the intro says why), a limit is reached or the next add
  // would pass the stock left (order type 1): the add is marked disabled; pressed, it says why.
  const blocked = shopRefusesOrders(ordering.shopState) || refusal !== 'ok' || ordering.nextAddDisabled(food)
  const max = ownLimit(food, ordering.persons)
  const needsChooser = inCart === 0 && decideAdd(food, food.itemDetail, lines).code === 'openChooser'
  const link = ordering.chooserLink(food)
  const headingId = `food-${food.id}`
  const boxFee = isPositiveMoney(food.lunchboxPrice) ? ordering.price(food.lunchboxPrice) : null
  const marketPrice =
    food.marketPrice && compareMoney(food.marketPrice, food.price) > 0 ? food.marketPrice : null

  return (
    <article
      className={`food-card${unavailable ? ' food-card-unavailable' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="food-card-image">
        {food.imageUrl ? (
          <img
            {...thumbnailPicture(food.imageUrl)}
            alt=""
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            loading={firstScreen || leading ? 'eager' : 'lazy'}
            {...leadingPictureProps(leading)}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="food-card-body">
        <h3 id={headingId} className="food-card-name">
          <Link {...link} className="food-card-link">
            {name}
          </Link>
        </h3>
        {description && !limitReached ? <p className="food-card-description">{description}</p> : null}
        <p className={`food-card-notes${limitReached ? ' food-card-notes-wrap' : ''}`}>
          {boxFee ? <span>{t`Lunch box ${boxFee}`}</span> : null}
          {/* Reached, the limit says so in place of its number, never cut off: it takes the
              description's line, so the notes may wrap on a narrow phone. */}
          {limitReached ? (
            <span className="food-card-warning">
              <Trans>Limit reached</Trans>
            </span>
          ) : max !== null ? (
            <span>{t`Limit ${max}`}</span>
          ) : null}
        </p>
      </div>
      <div className="food-card-foot">
        <p className="food-card-price">
          <span>{ordering.price(food.price)}</span>
          {marketPrice ? (
            <s className="food-card-market">
              <span className="visually-hidden">
                <Trans>Was</Trans>{' '}
              </span>
              {ordering.price(marketPrice)}
            </s>
          ) : null}
        </p>
        {unavailable ? (
          <span className="food-card-state">
            {refusal === 'soldOut' ? <Trans>Sold out</Trans> : <Trans>Not available</Trans>}
          </span>
        ) : needsChooser ? (
          <button
            type="button"
            className="button button-small button-primary"
            aria-label={t`Choose options for ${name}`}
            aria-disabled={blocked ? 'true' : undefined}
            onClick={() => void ordering.addFromMenu(placed)}
          >
            <Trans>Choose</Trans>
          </button>
        ) : (
          <Stepper
            count={inCart}
            name={name}
            blocked={blocked}
            onAdd={() => void ordering.addFromMenu(placed)}
            onRemove={() => void ordering.removeFromMenu(food)}
          />
        )}
      </div>
    </article>
  )
}
