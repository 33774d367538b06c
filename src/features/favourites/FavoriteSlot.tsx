import { type ComponentType, useEffect, useState } from 'react'
import { useApp } from '../../app/appContext'
import { loadCatalogPart } from '../../i18n/catalog'
import type { FavoriteToggleProps } from './FavoriteToggle'
import './favoriteSlot.css'

/**
 * Where a restaurant's or dish's heart goes. Its code and words (the `member` catalog part, which
 * the login sheet also needs) load after the screen has rendered, never with a page: the heart
 * depends on the device's login, so the server's render and the first one leave the place empty.
 */
export function FavoriteSlot(props: FavoriteToggleProps) {
  const { i18n } = useApp()
  const [Toggle, setToggle] = useState<ComponentType<FavoriteToggleProps> | null>(null)
  useEffect(() => {
    let live = true
    Promise.all([import('./FavoriteToggle'), loadCatalogPart(i18n, 'member')]).then(
      ([module]) => live && setToggle(() => module.FavoriteToggle),
      // Offline before its first use: no heart rather than a broken one; the next visit tries again.
      (error: unknown) => console.error('Could not load the favourite button', error),
    )
    return () => {
      live = false
    }
  }, [i18n])
  return <div className="favorite-slot">{Toggle ? <Toggle {...props} /> : null}</div>
}
