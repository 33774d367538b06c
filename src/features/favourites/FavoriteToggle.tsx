import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useApp } from '../../app/appContext'
import { getSession } from '../../db/login'
import { isLoggedIn } from '../../db/session'
import type { FavoriteItem } from '../../domain/contract/favorite'
import { FAVORITES_MAX, hasRoomForFavorite, isFavorite, shownFavorites } from '../../domain/favourites'
import { showToast } from '../../ui/toasts'
import { useLoginSheet } from '../login/useLoginSheet'
import { changeFavorite } from './favoriteCalls'
import { useFavorites } from './useFavorites'
import './favourites.css'

/** What the heart saves: the restaurant or dish, and how the list shows it until the server's list has it. */
export type FavoriteToggleProps = { brandId: number; item: FavoriteItem }

/**
 * The heart of a restaurant (the shop page) or a dish (its detail): Save / Saved. A guest is asked to
 * log in, and the save happens after. The change is written on the device before it is sent;
 * offline it waits there and is sent when the network is back (src/sync/favoriteSync.ts).
 */
export function FavoriteToggle({ brandId, item }: FavoriteToggleProps) {
  const { t } = useLingui()
  const { api } = useApp()
  const login = useLoginSheet()
  const favorites = useFavorites(brandId)
  const [busy, setBusy] = useState(false)
  const saved =
    favorites.record !== null && isFavorite(favorites.record.items, favorites.record.pending, item)

  async function toggle() {
    const wasMember = isLoggedIn(await getSession())
    if (!(await login.requireLogin())) return
    const memberId = (await getSession()).member?.id
    if (!memberId) return
    // A guest tapped Save: after logging in, that is what they asked for, whatever the list holds.
    const action = wasMember && saved ? 'remove' : 'add'
    const record = favorites.record
    if (action === 'add') {
      const count = record ? shownFavorites(record.items, record.pending).length : 0
      if (!hasRoomForFavorite(count) && !(record && isFavorite(record.items, record.pending, item))) {
        showToast(t`You can save at most ${FAVORITES_MAX} favourites. Remove one to save another.`)
        return
      }
    }
    setBusy(true)
    try {
      const outcome = await changeFavorite(
        api,
        { memberId, brandId },
        {
          kind: item.kind,
          targetId: item.targetId,
          action,
          at: Date.now(),
          ...(action === 'add' ? { item: { ...item, savedAt: new Date().toISOString() } } : {}),
        },
      )
      if (outcome.kind === 'refused') {
        showToast(outcome.message || t`This could not be saved. Please try again.`)
      } else if (outcome.kind === 'queued') {
        showToast(
          action === 'add'
            ? t`Saved on this device. It will be added to your favourites when you are back online.`
            : t`Removed on this device. It will be removed from your favourites when you are back online.`,
        )
      } else {
        showToast(action === 'add' ? t`Saved to your favourites` : t`Removed from your favourites`)
      }
    } catch (error) {
      console.error('Could not change the favourite', error)
      showToast(t`This could not be saved on this device.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={`button favorite-toggle${saved ? ' favorite-toggle-on' : ''}`}
        aria-pressed={saved}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {saved ? t({ message: 'Saved', context: 'favourite' }) : t({ message: 'Save', context: 'favourite' })}
      </button>
      {login.sheet}
    </>
  )
}
