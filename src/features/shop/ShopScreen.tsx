import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { fullWidthPicture } from '../../api/pictures'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { restaurantListArgValues, type ShopArg, whatsAppArgValues } from '../../domain/shopRouteArgs'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { PageHeader } from '../../ui/PageHeader'
import { FavoriteSlot } from '../favourites/FavoriteSlot'
import { restaurantFavorite } from '../favourites/favoriteItems'
import { positionOf } from '../restaurants/atlasLists'
import { OfflineStatus } from '../restaurants/OfflineStatus'
import { RestaurantFacts } from '../restaurants/RestaurantFacts'
import { ServiceChips } from '../restaurants/ServiceChips'
import { StatusLine } from '../restaurants/StatusLine'
import { useOnline } from '../shell/useOnline'
import type { ShopData } from './loadShop'
import { OrderingEntries } from './OrderingEntries'
import { PeriodList } from './PeriodList'
import { useShopHead } from './useShopHead'
import '../restaurants/restaurants.css'
import './shop.css'

/**
 * /shop and /shop2: the restaurant, its open status and services, a button per menu to order from,
 * its meal periods, and links to its place on the map, the WhatsApp subscription and the other
 * restaurants. Offline it shows the copy saved on this device.
 */
export function ShopScreen({ arg, data }: { arg: ShopArg; data: ShopData }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const online = useOnline()
  const { info } = data
  const name = info ? localized(info, 'name', locale) : ''
  useShopHead(arg.brandId, arg.restaurantId, info, t`Restaurant`)

  const outdated = data.stale || data.offline
  useEffect(() => {
    if (online && outdated) void router.invalidate()
  }, [online, outdated, router])

  const when = data.savedAt ? formatDate(data.savedAt, 8) : ''
  const prefix = { brandId: arg.brandId, restaurantId: arg.restaurantId, fromIndex: arg.fromIndex }
  const description = info ? localized(info, 'description', locale) : ''
  return (
    <>
      <PageHeader title={name || t`Restaurant`} />
      <div className="page shop-page shop-columns">
        {outdated ? (
          <OfflineStatus
            message={
              data.stale
                ? t`You are offline. Showing the restaurant as saved on this device on ${when}.`
                : t`You are offline. The restaurant will show when the connection is back.`
            }
            onRetry={() => void router.invalidate()}
          />
        ) : null}
        {/* Info beside the ways to order on a desktop (shop.css); on a phone the columns are not boxes. */}
        <div className="shop-column">
          {info ? (
            <>
              {info.imageUrl ? (
                <img
                  className="shop-image"
                  {...fullWidthPicture(info.imageUrl)}
                  sizes="(min-width: 600px) 480px, 100vw"
                  alt=""
                  width={640}
                  height={320}
                />
              ) : null}
              <section className="card shop-summary" aria-labelledby="shop-name">
                <div className="shop-name-row">
                  <h2 id="shop-name" className="shop-name">
                    {name}
                  </h2>
                  <FavoriteSlot brandId={arg.brandId} item={restaurantFavorite(info)} />
                </div>
                <StatusLine shop={info} />
                {description ? <p className="shop-description">{description}</p> : null}
                <RestaurantFacts restaurant={info} withPhone />
                <ServiceChips services={info.services} openStatus={info.openStatus} />
              </section>
            </>
          ) : data.offline ? null : (
            <p className="atlas-empty">
              <Trans>No available restaurants!</Trans>
            </p>
          )}
        </div>
        <div className="shop-column">
          {info ? (
            <>
              <section className="card shop-section" aria-labelledby="shop-order">
                <h2 id="shop-order" className="shop-section-title">
                  <Trans>Order now</Trans>
                </h2>
                <OrderingEntries
                  info={info}
                  brandId={arg.brandId}
                  fromIndex={arg.fromIndex}
                  preferred={arg.menuType}
                />
              </section>
              <section className="card shop-section" aria-labelledby="shop-periods">
                <h2 id="shop-periods" className="shop-section-title">
                  <Trans>Meal periods</Trans>
                </h2>
                <PeriodList periods={data.periods} />
              </section>
            </>
          ) : null}
          <nav className="shop-links" aria-label={t`More about this restaurant`}>
            {info && positionOf(info) ? (
              <Link to="/locationMap/{-$arg}" params={{ arg: encodeArg([arg.brandId, arg.restaurantId, 0]) }}>
                <Trans>Location on the map</Trans>
              </Link>
            ) : null}
            <Link to="/code/whatsapp/{-$arg}" params={{ arg: encodeArg(whatsAppArgValues(prefix)) }}>
              <Trans>Order updates on WhatsApp</Trans>
            </Link>
            <Link
              to="/restaurantList/{-$arg}"
              params={{ arg: encodeArg(restaurantListArgValues({ ...prefix, service: 1 })) }}
            >
              <Trans>All restaurants</Trans>
            </Link>
          </nav>
        </div>
      </div>
    </>
  )
}
