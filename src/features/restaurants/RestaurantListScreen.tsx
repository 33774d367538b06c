import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ATLAS_TYPE } from '../../domain/contract/menu'
import { MENU_TYPE } from '../../domain/menu/types'
import type { ListService, RestaurantListArg } from '../../domain/shopRouteArgs'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { AtlasPanel } from './AtlasPanel'
import { MapIcon } from './MapIcon'
import { ServiceTabs } from './ServiceTabs'
import { useAtlas } from './useAtlas'
import { usePosition } from './usePosition'
import './restaurants.css'

/** The menu a restaurant's shop page offers first, for the list it was chosen from. */
export const MENU_TYPE_OF_SERVICE: Record<ListService, number> = {
  [ATLAS_TYPE.pickup]: MENU_TYPE.pickup,
  [ATLAS_TYPE.scan]: MENU_TYPE.scan,
}

/**
 * /restaurantList and /brand/restaurantList: the brand's restaurants offering pick-up or scan
 * ordering (tabs), open ones with a map position first, the others after (SPEC §4), nearest first
 * once the diner shares a location. Works offline from the copy saved today.
 */
export function RestaurantListScreen({ arg }: { arg: RestaurantListArg }) {
  const { t } = useLingui()
  usePageTitle(t`Restaurants`)
  const [service, setService] = useState<ListService>(arg.service)
  const position = usePosition()
  const atlas = useAtlas({
    brandId: arg.brandId,
    type: service,
    mapX: position.position?.longitude,
    mapY: position.position?.latitude,
  })
  return (
    <>
      <PageHeader
        title={t`Restaurants`}
        end={
          <Link to="/restaurantMap" className="icon-button" aria-label={t`Show on the map`}>
            <MapIcon />
          </Link>
        }
      />
      <div className="page atlas-page">
        <ServiceTabs value={service} onChange={setService}>
          <AtlasPanel
            position={position}
            atlas={atlas}
            shop={{ brandId: arg.brandId, fromIndex: arg.fromIndex, menuType: MENU_TYPE_OF_SERVICE[service] }}
            currentId={arg.restaurantId || undefined}
          />
        </ServiceTabs>
      </div>
    </>
  )
}
