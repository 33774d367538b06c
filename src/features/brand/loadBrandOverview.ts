import type { AppContext } from '../../app/appContext'
import {
  getBrandRestaurantList,
  getCarousel,
  getResourceInfo,
  getSeo,
  getSettingMap,
} from '../../data/shellReads'
import type { Brand, BrandRestaurant, CarouselSlide, Resource, Seo } from '../../domain/contract/brand'
import { SETTING } from '../../domain/contract/brand'
import { RESOURCE_TYPE } from '../../domain/routeArgs'
import { themeColorOrDefault } from '../../domain/theme'
import { applyBrandTheme } from '../../ui/applyBrandTheme'
import { loadBrandFrame } from './brandFrame'

export type BrandOverview = {
  brandId: number
  brand: Brand | null
  restaurants: BrandRestaurant[]
  slides: CarouselSlide[]
  seo: Seo | null
  /** Brand pages (resource type 2); loaded for the desktop page only. */
  pages: Resource[]
  /** The restaurant the link named, if any. */
  restaurantId: number | undefined
  /** Some part came from the copy saved on the device because the network failed. */
  stale: boolean
  /** The restaurant list could not be loaded at all. */
  restaurantsFailed: boolean
}

/** Everything the brand pages show, fetched in parallel. */
export async function loadBrandOverview(
  app: AppContext,
  brandId: number,
  brand: Brand | null,
  options: { restaurantId?: number | undefined; withPages?: boolean },
): Promise<BrandOverview> {
  const restaurantId = options.restaurantId || undefined
  const [restaurants, slides, seo, pages, theme] = await Promise.all([
    getBrandRestaurantList(app, brandId),
    getCarousel(app, brandId),
    getSeo(app, brandId, restaurantId),
    options.withPages ? getResourceInfo(app, brandId, RESOURCE_TYPE.brand) : Promise.resolve(null),
    getSettingMap(app, brandId, [SETTING.themeColor]),
    loadBrandFrame(app, brandId),
  ])
  // Themed before the page first shows, so the brand colour does not flash in after it.
  if (theme.success) applyBrandTheme(themeColorOrDefault(theme.data?.[SETTING.themeColor]?.valueChar))
  return {
    brandId,
    brand,
    restaurants: restaurants.data ?? [],
    slides: [...(slides.data ?? [])].sort((a, b) => a.sort - b.sort),
    seo: seo.data ?? null,
    pages: [...(pages?.data ?? [])].sort((a, b) => a.sort - b.sort),
    restaurantId,
    stale: [restaurants, slides, seo].some((answer) => 'stale' in answer && answer.stale === true),
    restaurantsFailed: !restaurants.success,
  }
}
