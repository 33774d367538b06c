import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import type { ListedCategory } from './useOrdering'

/**
 * The category side bar: one button per category, the one in view marked aria-current, with a
 * badge of its items in the cart. Tapping one scrolls the food list to it.
 */
export function CategoryNav({
  categories,
  active,
  counts,
  onJump,
}: {
  categories: readonly ListedCategory[]
  active: number
  /** Items in the cart per category, by position. */
  counts: readonly number[]
  onJump: (index: number) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const navRef = useRef<HTMLElement>(null)

  // Keep the active category visible in the side bar without scrolling the page. Measured in the
  // next frame, whose layout is due anyway: measured in the effect, the whole menu was laid out
  // inside the task that runs the effects, a long task right after hydration (issue 14).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = navRef.current
      const button = nav?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      if (!nav || !button) return
      // The button's place in the side bar's content. Not offsetTop: the bar is sticky, so it is
      // the button's offset parent, and its own offsetTop grows as it sticks down a long page.
      const top = button.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop
      if (top < nav.scrollTop) nav.scrollTop = top
      else if (top + button.offsetHeight > nav.scrollTop + nav.clientHeight)
        nav.scrollTop = top + button.offsetHeight - nav.clientHeight
    })
    return () => cancelAnimationFrame(frame)
  }, [active])

  return (
    <nav ref={navRef} className="category-nav" aria-label={t`Categories`}>
      <ul>
        {categories.map((category, index) => {
          const count = counts[index] ?? 0
          return (
            <li key={category.id}>
              <button
                type="button"
                className="category-nav-button"
                data-index={index}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => onJump(index)}
              >
                <span>{localized(category, 'categoryName', locale)}</span>
                {count > 0 ? (
                  <span className="count-badge category-nav-count">
                    <span aria-hidden="true">{count}</span>
                    <span className="visually-hidden">{t`${count} in cart`}</span>
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
