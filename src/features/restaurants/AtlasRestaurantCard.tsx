import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { AtlasRestaurant } from '../../domain/contract/menu'
import { localized } from '../../domain/locale'
import { servicesOf } from '../../domain/restaurantStatus'
import { type ShopArg, shopArgValues } from '../../domain/shopRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { formatDistance } from './atlasLists'
import { RestaurantCardHead } from './RestaurantCardHead'
import { RestaurantFacts } from './RestaurantFacts'
import { ServiceChips } from './ServiceChips'
import { useShopNow } from './useShopNow'
import '../brand/brand.css'

/**
 * One restaurant of the atlas list: name (a link to its shop page; the whole card is the target),
 * status text, distance, address, hours and ways to order (each opens that menu). A closed one
 * is shown dimmed.
 */
export function AtlasRestaurantCard({
  restaurant,
  shop,
  current,
}: {
  restaurant: AtlasRestaurant
  /** The shop page's arg, without the restaurant. */
  shop: Omit<ShopArg, 'restaurantId'>
  current?: boolean
}) {
  const locale = useLocale()
  const { state } = useShopNow(restaurant)
  const name = localized(restaurant, 'name', locale)
  const arg = encodeArg(shopArgValues({ ...shop, restaurantId: restaurant.id }))
  const headingId = `atlas-restaurant-${restaurant.id}`
  const classes = ['restaurant-card', 'restaurant-card-linked', 'atlas-card']
  if (restaurant.closed || state === 'closed') classes.push('atlas-card-closed')
  if (current) classes.push('restaurant-card-highlighted')
  return (
    <article className={classes.join(' ')} aria-labelledby={headingId}>
      <RestaurantCardHead
        logo={restaurant.logo}
        headingId={headingId}
        title={
          <Link to="/shop/{-$arg}" params={{ arg }} className="restaurant-card-link">
            {name}
          </Link>
        }
        shop={restaurant}
        end={
          restaurant.distance !== null ? (
            <p className="atlas-distance">
              <span className="visually-hidden">
                <Trans>Distance</Trans>{' '}
              </span>
              {formatDistance(restaurant.distance, locale)}
            </p>
          ) : null
        }
      />
      <RestaurantFacts restaurant={restaurant} />
      <ServiceChips
        services={servicesOf(restaurant)}
        openStatus={restaurant.openStatus}
        links={{
          brandId: shop.brandId,
          restaurantId: restaurant.id,
          menuTypes: restaurant.menuTypes,
          fromIndex: shop.fromIndex,
        }}
      />
    </article>
  )
}
