import type {
  BottomFunction,
  Brand,
  BrandConfig,
  BrandRestaurant,
  CarouselSlide,
  Country,
  MemberSetting,
  Resource,
  Seo,
  SettingRow,
} from '../domain/brandApi'
import { apiCacheKey, readApiCache, writeApiCache } from './cache'
import { type ApiEnvelope, announceNetworkFailure, apiRequest, isNetworkFailure } from './client'
import type { QueryParams } from './request'

/**
 * The read calls the app shell makes (SPEC §7 "System and login"). Each keeps its last successful
 * answer in Dexie and serves it, marked `stale: true`, when the network fails, so the shell works
 * offline after one online visit.
 */

/**
 * A read call with an offline copy: the answer, else (network failure) the last saved answer marked
 * `stale`. With `notify: false` a failure without a saved copy is not announced (the caller shows it).
 */
export async function cachedCall<T>(
  method: 'GET' | 'POST',
  path: string,
  params: QueryParams,
  behaviour: { notify?: boolean } = {},
): Promise<ApiEnvelope<T>> {
  const key = apiCacheKey(method, path, params)
  const request = method === 'GET' ? { method, path, params } : { method, path, body: params }
  const envelope = await apiRequest<T>(request, { notify: false })
  if (envelope.success) {
    // Not awaited: the answer is shown at once; the offline copy is written in the background.
    void writeApiCache(key, envelope).catch((error: unknown) => {
      // Not fatal: the answer is still shown; only the offline copy is missing.
      console.error('Could not save the offline copy of', key, error)
    })
    return envelope
  }
  if (isNetworkFailure(envelope)) {
    const saved = await readApiCache(key).catch(() => undefined)
    if (saved) return { ...(saved.envelope as ApiEnvelope<T>), stale: true, savedAt: saved.savedAt }
    if (behaviour.notify !== false) announceNetworkFailure(envelope)
  }
  return envelope
}

/** GET system/public/memberSetting/get */
export function getMemberSetting(brandId: number): Promise<ApiEnvelope<MemberSetting>> {
  return cachedCall('GET', 'system/public/memberSetting/get', { brandId })
}

/** GET system/public/country/list */
export function getCountryList(): Promise<ApiEnvelope<Country[]>> {
  return cachedCall('GET', 'system/public/country/list', {})
}

/** GET restaurant/brand/getBrandByAlias */
export function getBrandByAlias(alias: string): Promise<ApiEnvelope<Brand>> {
  return cachedCall('GET', 'restaurant/brand/getBrandByAlias', { alias })
}

/** GET restaurant/brand/getSeo */
export function getSeo(brandId: number, restaurantId?: number): Promise<ApiEnvelope<Seo>> {
  return cachedCall('GET', 'restaurant/brand/getSeo', { brandId, restaurantId })
}

/** GET restaurant/public/brand/getBrandRestaurantList */
export function getBrandRestaurantList(brandId: number): Promise<ApiEnvelope<BrandRestaurant[]>> {
  return cachedCall('GET', 'restaurant/public/brand/getBrandRestaurantList', { brandId })
}

/** POST restaurant/brand/getBrandConfigInfo */
export function getBrandConfigInfo(brandId: number): Promise<ApiEnvelope<BrandConfig>> {
  return cachedCall('POST', 'restaurant/brand/getBrandConfigInfo', { brandId })
}

/** The rows of getBySettingNameList as a map by settingName (SPEC §7). */
function bySettingName(answer: ApiEnvelope<SettingRow[]>): ApiEnvelope<Record<string, SettingRow>> {
  if (!answer.success) return { ...answer, data: undefined }
  const map: Record<string, SettingRow> = {}
  for (const row of answer.data ?? []) map[row.settingName] = row
  return { ...answer, data: map }
}

/** GET system/restaurantExt/getBySettingNameList, turned into a map by settingName (SPEC §7). */
export async function getSettingMap(
  brandId: number,
  names: string[],
  restaurantId?: number,
): Promise<ApiEnvelope<Record<string, SettingRow>>> {
  return bySettingName(
    await cachedCall<SettingRow[]>('GET', 'system/restaurantExt/getBySettingNameList', {
      brandId,
      settingNameList: names.join(','),
      restaurantId,
    }),
  )
}

/** POST member-web/system/getResourceInfo (type 2 brand, 17 privacy, 18 terms, …; SPEC §7). */
export function getResourceInfo(
  brandId: number,
  type: number,
  id?: number,
): Promise<ApiEnvelope<Resource[]>> {
  return cachedCall('POST', 'member-web/system/getResourceInfo', { brandId, type, id })
}

/** GET system/public/carousel/get */
export function getCarousel(brandId: number): Promise<ApiEnvelope<CarouselSlide[]>> {
  return cachedCall('GET', 'system/public/carousel/get', { brandId })
}

/** GET restaurant/public/brand/getBrandBottomFunction */
export function getBrandBottomFunction(brandId: number): Promise<ApiEnvelope<BottomFunction[]>> {
  return cachedCall('GET', 'restaurant/public/brand/getBrandBottomFunction', { brandId })
}
