import { Trans, useLingui } from '@lingui/react/macro'
import type { BrandRestaurant } from '../../domain/brandApi'
import { localized } from '../../domain/locale'
import { openStateOf, servicesOf } from '../../domain/restaurantStatus'
import { useLocale } from '../../i18n/useLocale'
import { RestaurantCardHead } from '../restaurants/RestaurantCardHead'
import { RestaurantFacts } from '../restaurants/RestaurantFacts'
import { SERVICE_TEXT } from './restaurantText'
import './brand.css'

/** A restaurant with its status, address, hours, phone and the ways to order from it. */
export function RestaurantCard({
  restaurant,
  highlighted,
}: {
  restaurant: BrandRestaurant
  highlighted?: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const state = openStateOf(restaurant.openStatus)
  const name = localized(restaurant, 'name', locale)
  const services = servicesOf(restaurant)
  const headingId = `restaurant-${restaurant.id}`
  return (
    <article
      className={`restaurant-card${highlighted ? ' restaurant-card-highlighted' : ''}`}
      aria-labelledby={headingId}
    >
      <RestaurantCardHead logo={restaurant.logo} headingId={headingId} title={name} state={state} />
      <RestaurantFacts restaurant={restaurant} withPhone />
      <div className="restaurant-services">
        <h4>
          <Trans>Ways to order</Trans>
        </h4>
        {services.length > 0 ? (
          <ul>
            {services.map((service) => (
              <li key={service} className="service-chip">
                {i18n._(SERVICE_TEXT[service])}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            <Trans>This restaurant does not take online orders.</Trans>
          </p>
        )}
      </div>
    </article>
  )
}
