import { Trans } from '@lingui/react/macro'
import { memo, useMemo, useRef } from 'react'
import { categoryQuantity } from '../../domain/menu/limits'
import { RetryNotice } from '../../ui/RetryNotice'
import { LazyUnreachableNotice } from '../shell/LazyUnreachableNotice'
import { PendingPage } from '../shell/PendingPage'
import { CategoryNav } from './CategoryNav'
import { FoodList } from './FoodList'
import type { MenuFailure } from './useMenu'
import type { Ordering } from './useOrdering'
import { useScrollSpy } from './useScrollSpy'

/**
 * The menu itself: loading and failure states, then the category side bar beside the food list.
 * Rendered again only when the ordering state changes (not when the frame around it does).
 */
export const MenuBody = memo(function MenuBody({ ordering }: { ordering: Ordering }) {
  const { menuState } = ordering
  if (menuState.status === 'loading') return <PendingPage />
  if (menuState.status === 'failed') return <MenuFailed failure={menuState} />
  return <MenuColumns ordering={ordering} />
})

/** The menu could not be loaded and no copy is saved on the device: unreachable, or the server's refusal. */
export function MenuFailed({ failure }: { failure: MenuFailure }) {
  const className = 'notice-warning menu-failed'
  if (failure.unreachable) return <LazyUnreachableNotice onRetry={failure.retry} className={className} />
  return <RetryNotice role="alert" className={className} message={failure.message} onRetry={failure.retry} />
}

function MenuColumns({ ordering }: { ordering: Ordering }) {
  const listRef = useRef<HTMLDivElement>(null)
  const categories = useMemo(
    () => ordering.categories.filter((category) => category.foods.length > 0),
    [ordering.categories],
  )
  const { active, jumpTo } = useScrollSpy(listRef, categories.length)
  const lines = ordering.cart.lines
  const counts = useMemo(
    () => categories.map((category) => categoryQuantity(category, lines)),
    [categories, lines],
  )

  if (categories.length === 0) {
    return (
      <p className="notice">
        <Trans>There are no dishes on this menu at the moment.</Trans>
      </p>
    )
  }
  return (
    <div className="menu-columns">
      <CategoryNav categories={categories} active={active} counts={counts} onJump={jumpTo} />
      <FoodList ordering={ordering} categories={categories} listRef={listRef} />
    </div>
  )
}
