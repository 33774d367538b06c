import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import type { BrandRestaurant } from '../../domain/contract/brand'
import { localized } from '../../domain/locale'
import { restaurantListArgValues, shopArgValues } from '../../domain/shopRouteArgs'
import { useLocale } from '../../i18n/useLocale'
import { usePageTitle } from '../../ui/usePageTitle'
import { ScanTableButton } from '../table/ScanTableButton'
import { BrandHeader } from './BrandHeader'
import { Carousel } from './Carousel'
import type { BrandOverview } from './loadBrandOverview'
import { OfflineNotice } from './OfflineNotice'
import { RestaurantList } from './RestaurantList'
import { useShopMeta } from './useShopMeta'
import './brand.css'

/**
 * The brand home's main button: the restaurant the link named (or the brand's only one) opens its
 * shop page; otherwise the restaurant list, where the diner finds the nearest.
 */
function StartOrderLink({ brandId, focused }: { brandId: number; focused: BrandRestaurant | undefined }) {
  const label = <Trans>Start an order</Trans>
  if (focused) {
    const arg = encodeArg(shopArgValues({ brandId, restaurantId: focused.id, fromIndex: true }))
    return (
      <Link to="/shop/{-$arg}" params={{ arg }} className="button button-primary button-block brand-start">
        {label}
      </Link>
    )
  }
  const arg = encodeArg(restaurantListArgValues({ brandId, restaurantId: 0, fromIndex: true, service: 1 }))
  return (
    <Link
      to="/brand/restaurantList/{-$arg}"
      params={{ arg }}
      className="button button-primary button-block brand-start"
    >
      {label}
    </Link>
  )
}

/** Mobile brand home: slides, the brand's restaurants with their status and ways to order. */
export function BrandHome({ overview }: { overview: BrandOverview }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { brand, seo, restaurants, slides, restaurantId } = overview
  const brandName = (brand && localized(brand, 'name', locale)) || seo?.title || t`Home`
  const focused = restaurants.find((restaurant) => restaurant.id === restaurantId)
  const startAt = focused ?? (restaurants.length === 1 ? restaurants[0] : undefined)
  const ordered = focused
    ? [focused, ...restaurants.filter((restaurant) => restaurant !== focused)]
    : restaurants
  const description = brand ? localized(brand, 'description', locale) : ''

  usePageTitle(seo?.title || brandName)
  useShopMeta(focused?.keywords || seo?.keywords, seo?.description || description)

  return (
    <div className="brand-home">
      <BrandHeader name={brandName} logo={brand?.logo} />
      <Carousel slides={slides} label={t`Featured`} />
      {restaurants.length > 0 ? <StartOrderLink brandId={overview.brandId} focused={startAt} /> : null}
      {/* At the table: its printed code opens the table's menu (issue 37). */}
      <ScanTableButton withText className="button-block brand-scan" />
      {overview.stale || overview.restaurantsFailed ? (
        <OfflineNotice failed={overview.restaurantsFailed} />
      ) : null}
      {description ? <p className="brand-intro">{description}</p> : null}
      <section className="brand-section" aria-labelledby="restaurants-title">
        <h2 id="restaurants-title" className="brand-section-title">
          <Trans>Restaurants</Trans>
        </h2>
        <RestaurantList
          restaurants={ordered}
          brandId={overview.brandId}
          failed={overview.restaurantsFailed}
          layout="list"
          highlightedId={focused?.id}
        />
      </section>
    </div>
  )
}
