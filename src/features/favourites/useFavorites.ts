import { useCallback, useEffect, useState } from 'react'
import { useApp } from '../../app/appContext'
import { type FavoriteOwner, onFavoritesChanged, readFavorites } from '../../db/favourites'
import { isLoggedIn, useSession } from '../../db/session'
import type { FavoriteItem } from '../../domain/contract/favorite'
import type { FavoriteListRecord } from '../../domain/favouriteRecords'
import { shownFavorites } from '../../domain/favourites'
import { useOnline } from '../shell/useOnline'
import { refreshFavorites } from './favoriteCalls'

/** How the list stands: read from the device, confirmed by the server, or why not. */
export type FavoritesState = {
  /** The logged-in member's owner key for this brand; null for a guest. */
  owner: FavoriteOwner | null
  /** The device's copy (null until read, or when it has none). */
  record: FavoriteListRecord | null
  /** The list as shown: the copy with the changes not yet sent applied. */
  items: FavoriteItem[]
  /** The device has been read and the server asked (or could not be). */
  settled: boolean
  /** The server could not be reached: what shows is the device's copy. */
  unreachable: boolean
  /** The server's refusal of the list (its words). */
  refusal: string | null
  refresh: () => void
}

/**
 * The member's favourites of a brand: the device's copy at once, then the server's list (when it
 * can be reached), kept equal to the device as toggles and the sync queue change it.
 */
export function useFavorites(brandId: number): FavoritesState {
  const { api } = useApp()
  const session = useSession()
  const online = useOnline()
  const memberId = isLoggedIn(session) ? (session.member?.id ?? 0) : 0
  const [record, setRecord] = useState<FavoriteListRecord | null>(null)
  const [settled, setSettled] = useState(false)
  const [unreachable, setUnreachable] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [asked, setAsked] = useState(0)
  const refresh = useCallback(() => setAsked((n) => n + 1), [])

  useEffect(() => {
    if (!memberId) return
    const owner = { memberId, brandId }
    let live = true
    const reread = () =>
      void readFavorites(owner).then(
        (copy) => live && setRecord(copy),
        (error: unknown) => console.error('Could not read the favourites on this device', error),
      )
    const stop = onFavoritesChanged((changed) => {
      if (changed.memberId === memberId && changed.brandId === brandId) reread()
    })
    return () => {
      live = false
      stop()
    }
  }, [memberId, brandId])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `online` and `asked` are the reasons to read again (back online, Try again)
  useEffect(() => {
    if (!memberId) return
    const owner = { memberId, brandId }
    let live = true
    void (async () => {
      try {
        const copy = await readFavorites(owner)
        if (live) setRecord(copy)
        const outcome = await refreshFavorites(api, owner)
        if (!live) return
        setUnreachable(outcome.kind === 'unreachable')
        setRefusal(outcome.kind === 'refused' ? outcome.message : null)
        if (outcome.kind === 'fresh') setRecord(outcome.record)
      } catch (error) {
        console.error('Could not load the favourites', error)
        if (live) setUnreachable(true)
      } finally {
        if (live) setSettled(true)
      }
    })()
    return () => {
      live = false
    }
  }, [api, memberId, brandId, online, asked])

  const owner = memberId ? { memberId, brandId } : null
  const items = record ? shownFavorites(record.items, record.pending) : []
  return { owner, record, items, settled, unreachable: unreachable || !online, refusal, refresh }
}
