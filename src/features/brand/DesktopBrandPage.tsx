import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { logoPicture } from '../../api/pictures'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { RESOURCE_TYPE } from '../../domain/routeArgs'
import { useLocale } from '../../i18n/useLocale'
import { usePageTitle } from '../../ui/usePageTitle'
import { OtherAppLinks } from '../shell/OtherAppLinks'
import { Carousel } from './Carousel'
import type { BrandOverview } from './loadBrandOverview'
import { OfflineNotice } from './OfflineNotice'
import { RestaurantList } from './RestaurantList'
import { useShopMeta } from './useShopMeta'
import './pages.css'

/** The desktop brand page at the root: hero, about, restaurants and links, laid out wide. */
export function DesktopBrandPage({ overview }: { overview: BrandOverview }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { brand, brandId, seo, restaurants, slides, pages } = overview
  // Never the SEO title: it is written for search results ("… | Order online"), not as a name.
  const brandName = (brand && localized(brand, 'name', locale)) || t`Home`
  const description = brand ? localized(brand, 'description', locale) : ''
  const tagline = seo?.description || description
  const brandHomeArg = encodeArg([brandId, 0, 0])

  usePageTitle(seo?.title || brandName)
  useShopMeta(seo?.keywords, tagline)

  return (
    <div className="desktop-brand">
      <header className="desktop-brand-bar">
        <div className="desktop-brand-inner desktop-brand-bar-row">
          {brand?.logo ? (
            <img {...logoPicture(brand.logo)} alt="" width={40} height={40} className="brand-header-logo" />
          ) : null}
          <p className="desktop-brand-name">{brandName}</p>
          <nav aria-label={t`Sections`}>
            <ul className="desktop-brand-nav">
              {description ? (
                <li>
                  <a href="#about">
                    <Trans>About us</Trans>
                  </a>
                </li>
              ) : null}
              <li>
                <a href="#restaurants">
                  <Trans>Restaurants</Trans>
                </a>
              </li>
              <li>
                <a href="#links">
                  <Trans>Links</Trans>
                </a>
              </li>
              <li>
                <Link to="/changeLang">
                  <Trans>Language</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>

      <section className="desktop-brand-hero" aria-labelledby="hero-title">
        <div className="desktop-brand-inner desktop-brand-hero-grid">
          <div className="desktop-brand-hero-text">
            <h1 id="hero-title">{brandName}</h1>
            {tagline ? <p>{tagline}</p> : null}
            <Link to="/brand/index/{-$arg}" params={{ arg: brandHomeArg }} className="button button-primary">
              <Trans>Order online</Trans>
            </Link>
          </div>
          <Carousel
            slides={slides}
            label={t`Featured`}
            sizes="(min-width: 1120px) 645px, (min-width: 768px) 60vw, 100vw"
          />
        </div>
      </section>

      {overview.stale || overview.restaurantsFailed ? (
        <div className="desktop-brand-inner">
          <OfflineNotice failed={overview.restaurantsFailed} />
        </div>
      ) : null}

      {description ? (
        <section
          id="about"
          className="desktop-brand-inner desktop-brand-section"
          aria-labelledby="about-title"
        >
          <h2 id="about-title">
            <Trans>About us</Trans>
          </h2>
          <p>{description}</p>
        </section>
      ) : null}

      <section
        id="restaurants"
        className="desktop-brand-inner desktop-brand-section"
        aria-labelledby="list-title"
      >
        <h2 id="list-title">
          <Trans>Restaurants</Trans>
        </h2>
        <RestaurantList
          restaurants={restaurants}
          brandId={overview.brandId}
          failed={overview.restaurantsFailed}
          layout="grid"
        />
      </section>

      <section id="links" className="desktop-brand-inner desktop-brand-section" aria-labelledby="links-title">
        <h2 id="links-title">
          <Trans>Links</Trans>
        </h2>
        <ul className="desktop-brand-links">
          <li>
            <Link to="/brand/index/{-$arg}" params={{ arg: brandHomeArg }} className="card">
              <Trans>Order online</Trans>
            </Link>
          </li>
          {pages.map((page) => (
            <li key={page.id}>
              <Link
                to="/resource/{-$arg}"
                params={{ arg: encodeArg([brandId, 0, 1, RESOURCE_TYPE.brand, page.id]) }}
                className="card"
              >
                {localized(page, 'resourceName', locale)}
              </Link>
            </li>
          ))}
          <OtherAppLinks brandId={brandId} restaurantId={0} linkClassName="card" />
        </ul>
      </section>
    </div>
  )
}
