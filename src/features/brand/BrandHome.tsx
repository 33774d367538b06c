import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { usePageTitle } from '../../ui/usePageTitle'
import { BrandHeader } from './BrandHeader'
import { Carousel } from './Carousel'
import type { BrandOverview } from './loadBrandOverview'
import { OfflineNotice } from './OfflineNotice'
import { RestaurantList } from './RestaurantList'
import { useShopMeta } from './useShopMeta'
import './brand.css'

/** Mobile brand home: slides, the brand's restaurants with their status and ways to order. */
export function BrandHome({ overview }: { overview: BrandOverview }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { brand, seo, restaurants, slides, restaurantId } = overview
  const brandName = (brand && localized(brand, 'name', locale)) || seo?.title || t`Home`
  const focused = restaurants.find((restaurant) => restaurant.id === restaurantId)
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
          failed={overview.restaurantsFailed}
          layout="list"
          highlightedId={focused?.id}
        />
      </section>
    </div>
  )
}
