import type { ReactNode } from 'react'
import type { ShopArg } from '../../domain/shopRouteArgs'
import { AtlasLists } from './AtlasLists'
import { AtlasLoading, AtlasOfflineNotice } from './AtlasNotices'
import { LocationBar } from './LocationBar'
import type { AtlasState } from './useAtlas'
import type { usePosition } from './usePosition'

type AtlasPanelProps = {
  position: ReturnType<typeof usePosition>
  atlas: AtlasState
  shop: Omit<ShopArg, 'restaurantId'>
  currentId?: number | undefined
  /** Shown between the offline notice and the lists (the map views' map). */
  map?: ReactNode
}

/** "Use my location", the offline state, then the open and closed lists (loading line until they come). */
export function AtlasPanel({ position, atlas, shop, currentId, map }: AtlasPanelProps) {
  const result = atlas.result
  return (
    <>
      <LocationBar position={position} />
      {result?.offline ? <AtlasOfflineNotice result={result} onRetry={atlas.retry} /> : null}
      {map}
      {result ? (
        <AtlasLists
          restaurants={result.restaurants}
          shop={shop}
          currentId={currentId}
          unavailable={result.offline}
        />
      ) : (
        <AtlasLoading />
      )}
    </>
  )
}
