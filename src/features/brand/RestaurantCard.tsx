import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { BrandRestaurant } from '../../domain/contract/brand'
import { localized } from '../../domain/locale'
import { servicesOf } from '../../domain/restaurantStatus'
import { shopArgValues } from '../../domain/shopRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { RestaurantCardHead } from '../restaurants/RestaurantCardHead'
import { RestaurantFacts } from '../restaurants/RestaurantFacts'
import { ServiceChips } from '../restaurants/ServiceChips'
import './brand.css'

/**
 * A restaurant with its status, address, hours, phone and the ways to order from it. The card
 * opens the shop page (its name is the link); each way to order opens that menu.
 */
export function RestaurantCard({
  restaurant,
  brandId,
  highlighted,
  wide,
}: {
  restaurant: BrandRestaurant
  brandId: number
  highlighted?: boolean | undefined
  /** On the desktop page: menus open in the desktop layout. */
  wide?: boolean | undefined
}) {
  const locale = useLocale()
  const name = localized(restaurant, 'name', locale)
  const services = servicesOf(restaurant)
  const headingId = `restaurant-${restaurant.id}`
  const shop = encodeArg(shopArgValues({ brandId, restaurantId: restaurant.id, fromIndex: true }))
  return (
    <article
      className={`restaurant-card restaurant-card-linked${highlighted ? ' restaurant-card-highlighted' : ''}`}
      aria-labelledby={headingId}
    >
      <RestaurantCardHead
        logo={restaurant.logo}
        headingId={headingId}
        title={
          <Link to="/shop/{-$arg}" params={{ arg: shop }} className="restaurant-card-link">
            {name}
          </Link>
        }
        shop={restaurant}
      />
      <RestaurantFacts restaurant={restaurant} withPhone />
      {services.length > 0 ? (
        <ServiceChips
          services={services}
          openStatus={restaurant.openStatus}
          links={{
            brandId,
            restaurantId: restaurant.id,
            menuTypes: restaurant.menuTypes,
            fromIndex: true,
            wide,
          }}
        />
      ) : (
        <p className="muted">
          <Trans>This restaurant does not take online orders.</Trans>
        </p>
      )}
    </article>
  )
}
