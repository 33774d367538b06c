import type { AppContext } from '../../app/appContext'
import {
  getBrandByAlias,
  getBrandRestaurantList,
  getCarousel,
  getResourceInfo,
  getSeo,
  getSettingMap,
} from '../../data/shellReads'
import { getSetting, setSettingSoon } from '../../db/settings'
import type { Brand, BrandRestaurant, CarouselSlide, Resource, Seo } from '../../domain/contract/brand'
import { SETTING } from '../../domain/contract/brand'
import { ERR } from '../../domain/envelope'
import { RESOURCE_TYPE } from '../../domain/routeArgs'
import { themeColorOrDefault } from '../../domain/theme'
import { applyBrandTheme } from '../../ui/applyBrandTheme'
import { loadBrandFrame } from './brandFrame'

/** The brand a visitor lands on when nothing else names one (DESIGN.md §5). */
const DEFAULT_BRAND_ALIAS = 'demo'

export type BrandRequest = {
  alias?: string | undefined
  brandId?: number | undefined
  restaurantId?: number | undefined
}

export type BrandResolution =
  | { kind: 'ok'; brandId: number; brand: Brand | null }
  | { kind: 'unknown' }
  | { kind: 'unreachable' }

function asPositiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined
}

async function byAlias(app: AppContext, alias: string): Promise<BrandResolution> {
  const answer = await getBrandByAlias(app, alias)
  if (answer.success && answer.data) {
    return { kind: 'ok', brandId: answer.data.id, brand: answer.data }
  }
  const notFound = answer.errCode === ERR.brandNotFound || answer.errCode === ERR.notFound
  return notFound ? { kind: 'unknown' } : { kind: 'unreachable' }
}

/**
 * Which brand a page shows: ?alias= first, then the arg's brand id, then the stored brand,
 * then the demo brand. The choice is saved in settings for the rest of the app.
 */
export async function resolveBrand(app: AppContext, request: BrandRequest): Promise<BrandResolution> {
  const storedId = asPositiveId(await getSetting(app.mirror, 'brandId'))
  const storedAlias = await getSetting(app.mirror, 'brandAlias')
  let resolution: BrandResolution
  if (request.alias) {
    resolution = await byAlias(app, request.alias)
  } else {
    const brandId = request.brandId ?? storedId
    if (brandId === undefined) resolution = await byAlias(app, DEFAULT_BRAND_ALIAS)
    else if (brandId === storedId && typeof storedAlias === 'string' && storedAlias !== '') {
      const known = await byAlias(app, storedAlias)
      resolution = known.kind === 'ok' ? known : { kind: 'ok', brandId, brand: null }
    } else resolution = { kind: 'ok', brandId, brand: null }
  }
  if (resolution.kind === 'ok') rememberBrand(app, resolution, storedId, request.restaurantId)
  return resolution
}

/** Saves the brand a page shows as the stored brand (readable at once; stored in the background). */
function rememberBrand(
  { mirror }: AppContext,
  resolution: { brandId: number; brand: Brand | null },
  storedId: number | undefined,
  restaurantId: number | undefined,
): void {
  if (resolution.brandId !== storedId) {
    setSettingSoon(mirror, 'brandId', resolution.brandId)
    setSettingSoon(mirror, 'restaurantId', null)
  }
  if (resolution.brand) setSettingSoon(mirror, 'brandAlias', resolution.brand.alias)
  else if (resolution.brandId !== storedId) setSettingSoon(mirror, 'brandAlias', '')
  if (restaurantId) setSettingSoon(mirror, 'restaurantId', restaurantId)
}

/** Makes the brand named by a link the stored brand (its alias is learnt on the next brand page). */
export async function adoptBrand(app: AppContext, brandId: number, restaurantId?: number): Promise<void> {
  if (brandId <= 0) return
  const storedId = asPositiveId(await getSetting(app.mirror, 'brandId'))
  rememberBrand(app, { brandId, brand: null }, storedId, restaurantId || undefined)
}

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
