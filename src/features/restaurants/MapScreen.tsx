import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { encodeArg } from '../../domain/args'
import { ATLAS_TYPE, type AtlasRestaurant } from '../../domain/contract/menu'
import { type ListService, restaurantListArgValues, shopArgValues } from '../../domain/shopRouteArgs'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { UnreachablePage } from '../brand/UnreachablePage'
import { AtlasPanel } from './AtlasPanel'
import { MENU_TYPE_OF_SERVICE } from './RestaurantListScreen'
import { RestaurantMapView } from './RestaurantMapView'
import { ServiceTabs } from './ServiceTabs'
import { useAtlas } from './useAtlas'
import { usePosition } from './usePosition'
import './restaurants.css'

/** A stable empty list, so the map does not redraw while the list loads. */
const NO_RESTAURANTS: readonly AtlasRestaurant[] = []

export type MapContext = { brandId: number; restaurantId: number; fromIndex: boolean }

/**
 * The map views (SPEC §2): `brand` (/map) all the brand's restaurants; `services` (/restaurantMap)
 * with the pick-up / scan-ordering tabs; `location` (/locationMap) the one restaurant of the arg
 * (all the brand's when it names none). The lists under the map work without it.
 */
export function MapScreen({
  context,
  mode,
}: {
  context: MapContext
  mode: 'brand' | 'services' | 'location'
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [service, setService] = useState<ListService>(ATLAS_TYPE.pickup)
  const position = usePosition()
  const single = mode === 'location' && context.restaurantId > 0
  const atlas = useAtlas({
    brandId: context.brandId,
    restaurantId: single ? context.restaurantId : undefined,
    type: mode === 'services' ? service : ATLAS_TYPE.all,
    mapX: position.position?.longitude,
    mapY: position.position?.latitude,
  })
  const title = mode === 'location' ? t`Location` : t`Restaurants on the map`
  usePageTitle(title)
  const shop = {
    brandId: context.brandId,
    fromIndex: context.fromIndex,
    menuType: mode === 'services' ? MENU_TYPE_OF_SERVICE[service] : undefined,
  }
  const listArg = encodeArg(restaurantListArgValues({ ...context, service }))
  const panel = (
    <AtlasPanel
      position={position}
      atlas={atlas}
      shop={shop}
      currentId={context.restaurantId || undefined}
      map={
        <RestaurantMapView
          restaurants={atlas.result?.restaurants ?? NO_RESTAURANTS}
          position={position.position}
          onSelect={(restaurant) =>
            void navigate({
              to: '/shop/{-$arg}',
              params: { arg: encodeArg(shopArgValues({ ...shop, restaurantId: restaurant.id })) },
            })
          }
        />
      }
    />
  )
  return (
    <>
      <PageHeader
        title={title}
        end={
          mode === 'location' ? null : (
            <Link
              to="/restaurantList/{-$arg}"
              params={{ arg: listArg }}
              className="icon-button"
              aria-label={t`Show as a list`}
            >
              <ListIcon />
            </Link>
          )
        }
      />
      <div className="page atlas-page">
        {mode === 'services' ? (
          <ServiceTabs value={service} onChange={setService}>
            {panel}
          </ServiceTabs>
        ) : (
          panel
        )}
      </div>
    </>
  )
}

function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  )
}

/** /map and /restaurantMap: the map of the brand the loader found, or the unreachable page without one. */
export function BrandMapScreen({
  context,
  mode,
}: {
  context: MapContext | null
  mode: 'brand' | 'services'
}) {
  const { t } = useLingui()
  return context ? (
    <MapScreen context={context} mode={mode} />
  ) : (
    <UnreachablePage title={t`Restaurants on the map`} />
  )
}
