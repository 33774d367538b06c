import { Trans } from '@lingui/react/macro'
import type { Period } from '../../domain/contract/menu'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'

/** The restaurant's meal periods of the day with their times (UTC+8, as the server gives them). */
export function PeriodList({ periods }: { periods: readonly Period[] }) {
  const locale = useLocale()
  if (periods.length === 0) {
    return (
      <p className="muted">
        <Trans>No meal periods are set for this restaurant.</Trans>
      </p>
    )
  }
  return (
    <ul className="shop-periods">
      {periods.map((period) => (
        <li key={period.id}>
          <span className="shop-period-name">{localized(period, 'name', locale)}</span>
          <span className="shop-period-time">
            <time>{period.startTime}</time>–<time>{period.endTime}</time>
          </span>
        </li>
      ))}
    </ul>
  )
}
