import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { thumbnailPicture } from '../../api/pictures'
import { useApp } from '../../app/appContext'
import { dismissFavoriteRefusal } from '../../db/favourites'
import { encodeArg } from '../../domain/args'
import type { FavoriteItem } from '../../domain/contract/favorite'
import { favoriteMenuType } from '../../domain/favouriteRouteArgs'
import { FAVORITES_MAX, sameFavorite } from '../../domain/favourites'
import { localized } from '../../domain/locale'
import { menuArgValues } from '../../domain/menuRouteArgs'
import { shopArgValues } from '../../domain/shopRouteArgs'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { RetryNotice } from '../../ui/RetryNotice'
import { showToast } from '../../ui/toasts'
import { usePageTitle } from '../../ui/usePageTitle'
import { UnreachablePage } from '../brand/UnreachablePage'
import { MemberGate } from '../login/MemberGate'
import { PendingPage } from '../shell/PendingPage'
import { changeFavorite } from './favoriteCalls'
import { type FavoritesState, useFavorites } from './useFavorites'
import '../account/account.css'
import './favourites.css'

export type CollectionContext = { brandId: number; restaurantId: number; fromIndex: boolean }

/**
 * /collection/:arg and /appMyCollection (issue 38 item 5): the restaurants and dishes the member
 * saved in the brand, each opening its shop page or its menu, each removable. The list is kept on
 * the device: offline it shows as last saved, with when, and changes wait there to be sent.
 */
export function CollectionScreen({ context }: { context: CollectionContext }) {
  const { t } = useLingui()
  usePageTitle(t`My favourites`)
  return (
    <>
      <PageHeader title={t`My favourites`} />
      <div className="page collection-page">
        <MemberGate
          intro={
            <h2 className="section-title">
              <Trans>Log in to see the restaurants and dishes you saved</Trans>
            </h2>
          }
        >
          <Collection context={context} />
        </MemberGate>
      </div>
    </>
  )
}

/** /appMyCollection when no brand could be found (offline before any was stored). */
export function CollectionUnreachable() {
  const { t } = useLingui()
  return <UnreachablePage title={t`My favourites`} />
}

function Collection({ context }: { context: CollectionContext }) {
  const { t } = useLingui()
  const { api } = useApp()
  const favorites = useFavorites(context.brandId)
  const { owner, record, items } = favorites
  const [removing, setRemoving] = useState<FavoriteItem | null>(null)
  if (!owner) return null
  if (!favorites.settled && !record) return <PendingPage />

  async function remove(item: FavoriteItem) {
    if (!owner) return
    setRemoving(item)
    try {
      const outcome = await changeFavorite(api, owner, {
        kind: item.kind,
        targetId: item.targetId,
        action: 'remove',
        at: Date.now(),
      })
      if (outcome.kind === 'refused')
        showToast(outcome.message || t`This could not be removed. Please try again.`)
      else if (outcome.kind === 'queued')
        showToast(
          t`Removed on this device. It will be removed from your favourites when you are back online.`,
        )
      else showToast(t`Removed from your favourites`)
    } catch (error) {
      console.error('Could not remove the favourite', error)
      showToast(t`This could not be removed on this device.`)
    } finally {
      setRemoving(null)
    }
  }

  const restaurants = items.filter((item) => item.kind === 'restaurant')
  const dishes = items.filter((item) => item.kind === 'food')
  const waiting = record?.pending ?? []
  const list = (item: FavoriteItem) => (
    <FavoriteRow
      key={`${item.kind}:${item.targetId}`}
      item={item}
      context={context}
      waiting={waiting.some((change) => sameFavorite(change, item))}
      removing={removing !== null && sameFavorite(removing, item)}
      onRemove={() => void remove(item)}
    />
  )
  return (
    <>
      <CollectionNotices favorites={favorites} />
      {items.length === 0 ? (
        record || favorites.settled ? (
          <p className="card collection-empty">
            <Trans>
              You have no favourites yet. Tap Save on a restaurant or a dish to find it here next time.
            </Trans>
          </p>
        ) : null
      ) : (
        <>
          {restaurants.length > 0 ? (
            <section className="card collection-section" aria-labelledby="collection-restaurants">
              <h2 id="collection-restaurants" className="section-title">
                <Trans>Restaurants</Trans>
              </h2>
              <ul className="collection-list">{restaurants.map(list)}</ul>
            </section>
          ) : null}
          {dishes.length > 0 ? (
            <section className="card collection-section" aria-labelledby="collection-dishes">
              <h2 id="collection-dishes" className="section-title">
                <Trans>Dishes</Trans>
              </h2>
              <ul className="collection-list">{dishes.map(list)}</ul>
            </section>
          ) : null}
          <p className="muted collection-count">{t`${items.length} of at most ${FAVORITES_MAX} saved`}</p>
        </>
      )}
    </>
  )
}

/** What the list is: the server's now, the device's copy (with when), a refusal, changes waiting. */
function CollectionNotices({ favorites }: { favorites: FavoritesState }) {
  const { t } = useLingui()
  const { record, owner } = favorites
  const savedAt = record?.savedAt
  const when = savedAt ? formatDate(savedAt, 8) : ''
  const waiting = record?.pending.length ?? 0
  return (
    <>
      {favorites.unreachable ? (
        <RetryNotice
          role="status"
          className="offline-notice"
          message={
            when
              ? t`You are offline. These are your favourites as saved on this device on ${when}.`
              : record
                ? t`You are offline. These are your favourites as saved on this device.`
                : t`You are offline. Your favourites will show when the connection is back.`
          }
          onRetry={favorites.refresh}
        />
      ) : null}
      {favorites.refusal !== null ? (
        <RetryNotice
          role="alert"
          className="notice-warning"
          message={favorites.refusal || t`Your favourites could not be loaded.`}
          onRetry={favorites.refresh}
        />
      ) : null}
      {waiting > 0 ? (
        <p className="notice" role="status">
          {t`${waiting} changes are saved on this device and will be sent when you are back online.`}
        </p>
      ) : null}
      {record?.refusal && owner ? (
        <div className="notice notice-warning" role="alert">
          <p>{t`A change made offline was not accepted: ${record.refusal}`}</p>
          <button type="button" className="button" onClick={() => void dismissFavoriteRefusal(owner)}>
            <Trans>OK</Trans>
          </button>
        </div>
      ) : null}
    </>
  )
}

function FavoriteRow({
  item,
  context,
  waiting,
  removing,
  onRemove,
}: {
  item: FavoriteItem
  context: CollectionContext
  waiting: boolean
  removing: boolean
  onRemove: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const name = localized(item, 'name', locale)
  const restaurantName = localized(item, 'restaurantName', locale)
  const prefix = { brandId: context.brandId, restaurantId: item.restaurantId, fromIndex: context.fromIndex }
  const menuType = favoriteMenuType(item.menuType)
  const picture = item.imageUrl ? (
    <img className="collection-picture" {...thumbnailPicture(item.imageUrl)} alt="" width={56} height={56} />
  ) : (
    <span className="collection-picture" aria-hidden="true" />
  )
  const text = (
    <>
      {picture}
      <span className="collection-text">
        <span className="collection-name">{name}</span>
        {item.kind === 'food' && restaurantName ? <span className="muted">{restaurantName}</span> : null}
        {waiting ? <span className="muted">{t`Waiting to be sent`}</span> : null}
      </span>
    </>
  )
  return (
    <li className="collection-row">
      {item.kind === 'restaurant' ? (
        <Link
          className="collection-link"
          to="/shop/{-$arg}"
          params={{ arg: encodeArg(shopArgValues(prefix)) }}
        >
          {text}
        </Link>
      ) : menuType ? (
        <Link
          className="collection-link"
          to="/index/{-$arg}"
          params={{ arg: encodeArg(menuArgValues({ ...prefix, menuType })) }}
        >
          {text}
        </Link>
      ) : (
        <span className="collection-link">{text}</span>
      )}
      <button
        type="button"
        className="button collection-remove"
        aria-label={t`Remove ${name} from your favourites`}
        disabled={removing}
        onClick={onRemove}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  )
}
