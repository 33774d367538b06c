import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { PendingPage } from '../shell/PendingPage'
import { FoodChooser } from './FoodChooser'
import { MenuFailed } from './MenuBody'
import { useBackToMenu } from './useBackToMenu'
import { type Ordering, type PlacedFood, useOrdering } from './useOrdering'
import '../cart/cart.css'
import './menu.css'

/** /foodDetail: one food of the menu, its description and modifier groups (SPEC §5 automod). */
export function FoodDetailScreen({ arg, foodId }: { arg: MenuArg; foodId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const ordering = useOrdering(arg, { repairs: false })
  const backToMenu = useBackToMenu(arg)
  const placed = ordering.placeOf(foodId)
  const title = placed ? localized(placed.food, 'foodName', locale) : t`Dish`
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} backFallback={backToMenu} />
      <div className="page">
        <ChooserState ordering={ordering} placed={placed}>
          {(found) => (
            <FoodChooser
              key={found.food.id}
              ordering={ordering}
              placed={found}
              groups={found.food.itemDetail}
            />
          )}
        </ChooserState>
      </div>
    </>
  )
}

/** Loading, failure and "not on the menu" around a chooser. */
export function ChooserState({
  ordering,
  placed,
  children,
}: {
  ordering: Ordering
  placed: PlacedFood | undefined
  children: (placed: PlacedFood) => React.ReactNode
}) {
  const { menuState } = ordering
  if (menuState.status === 'loading') return <PendingPage />
  if (menuState.status === 'failed') return <MenuFailed failure={menuState} />
  if (!placed) {
    return (
      <p className="notice notice-warning" role="alert">
        <Trans>This dish is not on the menu any more.</Trans>
      </p>
    )
  }
  return <>{children(placed)}</>
}
