import { Trans, useLingui } from '@lingui/react/macro'
import Decimal from 'decimal.js'
import { useState } from 'react'
import { fullWidthPicture } from '../../api/pictures'
import { localized } from '../../domain/locale'
import { comboUnitPrice } from '../../domain/menu/cartTotals'
import { type ChoiceProblem, type Choices, checkChoices, defaultChoices } from '../../domain/menu/combo'
import { choiceDetails } from '../../domain/menu/comboDetails'
import { addStep, increaseQuantity, quantityOf } from '../../domain/menu/limits'
import type { ChoiceGroup } from '../../domain/menu/types'
import { useLocale } from '../../i18n/useLocale'
import { useGoBack } from '../../ui/PageHeader'
import { showToast } from '../../ui/toasts'
import { FavoriteSlot } from '../favourites/FavoriteSlot'
import { dishFavorite } from '../favourites/favoriteItems'
import { ChoiceGroups, choicePathKey } from './ChoiceGroups'
import { groupProblemText } from './choiceText'
import { useBackToMenu } from './useBackToMenu'
import type { Ordering, PlacedFood } from './useOrdering'
import './chooser.css'

/** The dish's picture is 4:3: on a phone the width of the screen, on a wide one half the card. */
const DETAIL_WIDTH = 480
const DETAIL_HEIGHT = 360

/**
 * A food with its groups to choose from (the modifier chooser of /foodDetail and the combo chooser
 * of /combo): defaults picked, the price following the choices, a quantity, and Add to cart, which
 * checks the groups (SPEC §5 messages) and then every limit before adding, then goes back.
 */
export function FoodChooser({
  ordering,
  placed,
  groups,
}: {
  ordering: Ordering
  placed: PlacedFood
  groups: readonly ChoiceGroup[]
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const goBack = useGoBack(useBackToMenu(ordering.arg))
  const { food } = placed
  const [choices, setChoices] = useState<Choices>(() => defaultChoices(groups))
  const [attempted, setAttempted] = useState(false)
  const [adding, setAdding] = useState(false)
  const inCart = quantityOf(ordering.cart.lines, food.id)
  const least = addStep(food, inCart)
  const step = increaseQuantity(food)
  const [quantity, setQuantity] = useState(least)
  const problem: ChoiceProblem | null = attempted ? checkChoices(groups, choices) : null
  const name = localized(food, 'foodName', locale)
  const description = localized(food, 'description', locale)
  const unit = comboUnitPrice(food.price, groups, choices)
  // The exact product: the brand's formatter rounds it, as every amount on screen.
  const total = ordering.price(new Decimal(unit).times(quantity).toFixed())
  const fee = new Decimal(food.lunchboxPrice || 0)
  const boxFee = ordering.price(food.lunchboxPrice)

  async function add() {
    const found = checkChoices(groups, choices)
    if (found) {
      setAttempted(true)
      showToast(groupProblemText(i18n, found.problem))
      const group = document.querySelector<HTMLElement>(`[data-choice-path="${choicePathKey(found.path)}"]`)
      group?.scrollIntoView({ block: 'center' })
      group?.querySelector<HTMLElement>('legend')?.focus({ preventScroll: true })
      return
    }
    setAdding(true)
    try {
      const added = await ordering.addWithChoices(placed, choiceDetails(groups, choices), quantity)
      if (added) {
        showToast(t`Added to cart`)
        goBack()
      }
    } catch (error) {
      console.error('Could not add to the cart', error)
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="food-detail">
      <div className="food-detail-image">
        {food.imageUrl ? (
          <img
            {...fullWidthPicture(food.imageUrl)}
            sizes="(min-width: 600px) 480px, 100vw"
            alt=""
            width={DETAIL_WIDTH}
            height={DETAIL_HEIGHT}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="food-detail-head">
        <div className="food-detail-name-row">
          <h2 className="food-detail-name">{name}</h2>
          <FavoriteSlot
            brandId={ordering.arg.brandId}
            item={dishFavorite(food, { ...ordering.arg, restaurant: ordering.restaurant })}
          />
        </div>
        {description ? <p className="muted">{description}</p> : null}
        <p className="food-detail-price">
          {ordering.price(food.price)}
          {fee.gt(0) ? <span className="muted">{t`Lunch box ${boxFee}`}</span> : null}
        </p>
      </div>
      {groups.length > 0 ? (
        <ChoiceGroups
          groups={groups}
          choices={choices}
          onChange={setChoices}
          problem={problem}
          price={ordering.price}
        />
      ) : null}
      <div className="food-detail-bar">
        <fieldset className="stepper quantity-field">
          <legend className="visually-hidden">{t`Quantity`}</legend>
          <button
            type="button"
            className="stepper-button"
            aria-label={t`Fewer`}
            disabled={quantity <= least}
            onClick={() => setQuantity(Math.max(least, quantity - step))}
          >
            −
          </button>
          <output className="stepper-count">{quantity}</output>
          <button
            type="button"
            className="stepper-button stepper-add"
            aria-label={t`More`}
            onClick={() => setQuantity(quantity + step)}
          >
            +
          </button>
        </fieldset>
        <button
          type="button"
          className="button button-primary food-detail-add"
          disabled={adding}
          onClick={() => void add()}
        >
          <Trans>Add to cart</Trans>
          <span className="food-detail-total">{total}</span>
        </button>
      </div>
    </div>
  )
}
