import { Trans } from '@lingui/react/macro'
import type { BrandRestaurant } from '../../domain/contract/brand'
import { RestaurantCard } from './RestaurantCard'
import './brand.css'

/**
 * The brand's restaurants as cards; "No available restaurants!" when there are none, and nothing
 * when the list could not load (the offline notice says so instead).
 */
export function RestaurantList({
  restaurants,
  brandId,
  failed,
  layout,
  highlightedId,
}: {
  restaurants: BrandRestaurant[]
  brandId: number
  failed: boolean
  layout: 'list' | 'grid'
  highlightedId?: number
}) {
  if (restaurants.length === 0) {
    return failed ? null : (
      <p className="muted">
        <Trans>No available restaurants!</Trans>
      </p>
    )
  }
  return (
    <ul className={layout === 'grid' ? 'restaurant-grid' : 'restaurant-list'}>
      {restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantCard
            restaurant={restaurant}
            brandId={brandId}
            highlighted={restaurant.id === highlightedId}
            wide={layout === 'grid'}
          />
        </li>
      ))}
    </ul>
  )
}
