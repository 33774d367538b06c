import { useLingui } from '@lingui/react/macro'
import type { ServiceKind } from '../../domain/restaurantStatus'
import { SERVICE_TEXT } from '../brand/restaurantText'
import '../brand/brand.css'

/** The ways to order from a restaurant as chips (styled by the brand's .restaurant-services); nothing when it offers none. */
export function ServiceChips({ services }: { services: readonly ServiceKind[] }) {
  const { i18n, t } = useLingui()
  if (services.length === 0) return null
  return (
    <div className="restaurant-services">
      <ul aria-label={t`Ways to order`}>
        {services.map((service) => (
          <li key={service} className="service-chip">
            {i18n._(SERVICE_TEXT[service])}
          </li>
        ))}
      </ul>
    </div>
  )
}
