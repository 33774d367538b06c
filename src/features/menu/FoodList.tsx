import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, RefObject } from 'react'
import { useMemo } from 'react'
import { localized } from '../../domain/locale'
import { personCount } from '../../domain/menu/limits'
import { useLocale } from '../../i18n/useLocale'
import { useHasDom } from '../../ui/useHasDom'
import { FoodCard } from './FoodCard'
import { coverLeads } from './MenuStoreHeader'
import type { ListedCategory, Ordering } from './useOrdering'
import { useWindowedSections } from './useWindowedSections'

/** Height of one food row and of a category heading, in rem (also in menu.css). */
const FOOD_ROW_REM = 7
const FOOD_HEADER_REM = 3
/** Rows a phone shows before scrolling: their pictures load at once, not when laid out (LCP). */
const FIRST_SCREEN_ROWS = 6
/**
 * Foods the server renders in full (and the browser hydrates); those after them are empty rows of
 * the same height until the list is windowed, so a 500-food menu is neither a huge page nor a long
 * hydration.
 */
const SERVER_RENDERED_FOODS = 60

/** The category's own cap (limitType 1 or 2, amount × guests), or null. */
function categoryCapOf(category: ListedCategory, persons: number): number | null {
  const typed = category.limitType === 1 || category.limitType === 2
  return typed && category.limitAmount > 0 ? category.limitAmount * personCount(persons) : null
}

/**
 * The foods of every category, one section each, windowed: sections keep their full height and
 * only the rows near the viewport are in the document (a 500-food menu scrolls smoothly). Rendered
 * on the server (and hydrated) every row is there, in flow, without the inline styles the page's
 * CSP refuses in HTML: readable without script, at the same places the windowed rows then take.
 */
export function FoodList({
  ordering,
  categories,
  listRef,
}: {
  ordering: Ordering
  categories: readonly ListedCategory[]
  listRef: RefObject<HTMLDivElement | null>
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const counts = useMemo(() => categories.map((category) => category.foods.length), [categories])
  const layout = useWindowedSections(listRef, counts, FOOD_ROW_REM, FOOD_HEADER_REM)
  const windowed = useHasDom()
  // Under a cover the first dish's picture is not the first screen's largest: the cover leads.
  const coverLed = coverLeads(ordering.restaurant)

  // Memoised: the render React makes right after hydration (useHasDom) changes nothing here, and
  // must not render every food again in one long task.
  const sections = useMemo(() => {
    let rendered = 0
    return categories.map((category, sectionIndex) => {
      const span = layout.sections[sectionIndex]
      const headingId = `category-${category.id}`
      const cap = categoryCapOf(category, ordering.persons)
      const rows: number[] = []
      const [start, end] = windowed ? [span?.start ?? 0, span?.end ?? 0] : [0, category.foods.length]
      for (let row = start; row < end; row++) rows.push(row)
      return (
        <section
          key={category.id}
          className="food-section"
          data-section={sectionIndex}
          aria-labelledby={headingId}
        >
          <h2 id={headingId} className="food-section-title" tabIndex={-1}>
            <span>{localized(category, 'categoryName', locale)}</span>
            {cap !== null ? (
              <span className="food-section-cap">{t`Up to ${cap} in this category`}</span>
            ) : null}
          </h2>
          <ul
            className={windowed ? 'food-rows' : 'food-rows food-rows-flow'}
            style={windowed ? ({ '--rows': category.foods.length } as CSSProperties) : undefined}
          >
            {rows.map((row) => {
              const food = category.foods[row]!
              if (!windowed && rendered++ >= SERVER_RENDERED_FOODS) {
                return <li key={food.id} className="food-row" aria-hidden="true" />
              }
              return (
                <li
                  key={food.id}
                  className="food-row"
                  style={windowed ? ({ '--row': row } as CSSProperties) : undefined}
                  aria-posinset={row + 1}
                  aria-setsize={category.foods.length}
                >
                  <FoodCard
                    placed={{ food, category, place: { pindex: sectionIndex, index: row } }}
                    ordering={ordering}
                    firstScreen={sectionIndex === 0 && row < FIRST_SCREEN_ROWS}
                    leading={!coverLed && sectionIndex === 0 && row === 0}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      )
    })
  }, [categories, layout, windowed, ordering, coverLed, locale, t])

  return (
    <div ref={listRef} className="food-list">
      {sections}
    </div>
  )
}
