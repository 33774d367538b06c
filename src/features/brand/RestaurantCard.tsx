import { Trans, useLingui } from '@lingui/react/macro'
import type { BrandRestaurant } from '../../domain/brandApi'
import { localized } from '../../domain/locale'
import { openStateOf, servicesOf } from '../../domain/restaurantStatus'
import { useLocale } from '../../i18n/useLocale'
import { OPEN_STATE_TEXT, SERVICE_TEXT } from './restaurantText'

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
  const address = localized(restaurant, 'address', locale)
  const services = servicesOf(restaurant)
  const headingId = `restaurant-${restaurant.id}`
  return (
    <article
      className={`restaurant-card${highlighted ? ' restaurant-card-highlighted' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="restaurant-card-head">
        {restaurant.logo ? (
          <img
            className="restaurant-logo"
            src={restaurant.logo}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
        ) : null}
        <div className="restaurant-card-title">
          <h3 id={headingId}>{name}</h3>
          <p className={`restaurant-status restaurant-status-${state}`}>
            <span className="restaurant-status-dot" aria-hidden="true" />
            {i18n._(OPEN_STATE_TEXT[state])}
          </p>
        </div>
      </div>
      <dl className="restaurant-facts">
        {address ? (
          <div>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {restaurant.businessHours ? (
          <div>
            <dt>
              <Trans>Opening hours</Trans>
            </dt>
            <dd>{restaurant.businessHours}</dd>
          </div>
        ) : null}
        {restaurant.phone ? (
          <div>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}>{restaurant.phone}</a>
            </dd>
          </div>
        ) : null}
      </dl>
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
