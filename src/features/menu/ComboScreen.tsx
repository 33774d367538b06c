import { useLingui } from '@lingui/react/macro'
import { isNetworkFailure } from '../../api/client'
import { getFoodCombo } from '../../api/menu'
import { useCall } from '../../data/calls'
import { localized } from '../../domain/locale'
import type { ComboArg } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { PendingPage } from '../shell/PendingPage'
import { FoodChooser } from './FoodChooser'
import { ChooserState } from './FoodDetailScreen'
import { useBackToMenu } from './useBackToMenu'
import { useOrdering } from './useOrdering'
import '../cart/cart.css'
import './menu.css'

/**
 * /combo: a combo's groups from restaurant/food/findFoodCombo (SPEC §5: at most maxqty, minqty 0
 * treated as 1, 'Select x', 'Select x~y', 'Select at least x', 'Required'). Offline, the groups the
 * saved menu carries for the combo stand in.
 */
export function ComboScreen({ arg }: { arg: ComboArg }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { foodId, restaurantId } = arg
  const ordering = useOrdering(arg, { repairs: false })
  const backToMenu = useBackToMenu(arg)
  const placed = ordering.placeOf(foodId)
  const combo = useCall(`combo:${restaurantId}:${foodId}`, (api) => getFoodCombo(api, foodId, restaurantId))
  const title = placed ? localized(placed.food, 'foodName', locale) : t`Set meal`
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} backFallback={backToMenu} />
      <div className="page">
        <ChooserState ordering={ordering} placed={placed}>
          {(found) => {
            if (!combo) return <PendingPage />
            const groups =
              combo.success && combo.data
                ? combo.data
                : isNetworkFailure(combo)
                  ? found.food.itemDetail
                  : null
            if (!groups) {
              return (
                <p className="notice notice-warning" role="alert">
                  {combo.errMsg || t`This dish is not on the menu any more.`}
                </p>
              )
            }
            return <FoodChooser key={found.food.id} ordering={ordering} placed={found} groups={groups} />
          }}
        </ChooserState>
      </div>
    </>
  )
}
