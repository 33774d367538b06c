import { Trans } from '@lingui/react/macro'
import { type ReactNode, useCallback } from 'react'
import type { AtlasRestaurant } from '../../domain/contract/menu'
import type { ShopArg } from '../../domain/shopRouteArgs'
import { AtlasRestaurantCard } from './AtlasRestaurantCard'
import { closedByHours, splitAtlas } from './atlasLists'
import '../brand/brand.css'

type AtlasListsProps = {
  restaurants: readonly AtlasRestaurant[]
  /** The shop page's arg for a tapped restaurant, without the restaurant. */
  shop: Omit<ShopArg, 'restaurantId'>
  currentId?: number | undefined
  /** Offline with nothing saved: the offline notice says so instead of "No available restaurants!". */
  unavailable: boolean
}

import { useClockValue } from '../../ui/useMinuteClock'
/** The open list and the closed list (SPEC §4), or "No available restaurants!" (SPEC §8). */
export function AtlasLists({ restaurants, shop, currentId, unavailable }: AtlasListsProps) {
  // The ids the hours have closed now (a plain value: nothing renders again while none is).
  const read = useCallback((now: Date) => closedByHours(restaurants, now).join(','), [restaurants])
  const closedNow = useClockValue(read, '')
  if (restaurants.length === 0) {
    return unavailable ? null : (
      <p className="atlas-empty">
        <Trans>No available restaurants!</Trans>
      </p>
    )
  }
  const { open, closed } = splitAtlas(restaurants, closedNow)
  const section = (id: string, title: ReactNode, list: AtlasRestaurant[]) =>
    list.length === 0 ? null : (
      <section className="atlas-section" aria-labelledby={id}>
        <h2 id={id} className="atlas-section-title">
          {title}
        </h2>
        <ul className="restaurant-list">
          {list.map((restaurant) => (
            <li key={restaurant.id}>
              <AtlasRestaurantCard
                restaurant={restaurant}
                shop={shop}
                current={restaurant.id === currentId}
              />
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <>
      {section('atlas-open', <Trans>Open restaurants</Trans>, open)}
      {section('atlas-closed', <Trans>Closed or not on the map</Trans>, closed)}
    </>
  )
}
