import type { ApiEnvelope } from '../api/client'
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
} from '../domain/contract/brand'
import { type Reading, readSaved, savedRead } from './savedRead'

/**
 * The read calls the app shell makes (SPEC §7 "System and login"), as saved reads (./savedRead.ts):
 * each keeps its last successful answer on the device and serves it, marked `stale: true`, when the
 * network fails, so the shell works offline after one online visit. `*Read` is the record a screen
 * watches; `get*` reads it for a loader.
 */

export const brandByAliasRead = (alias: string) =>
  savedRead<Brand>('GET', 'restaurant/brand/getBrandByAlias', { alias })
export const seoRead = (brandId: number, restaurantId?: number) =>
  savedRead<Seo>('GET', 'restaurant/brand/getSeo', { brandId, restaurantId })
export const memberSettingRead = (brandId: number) =>
  savedRead<MemberSetting>('GET', 'system/public/memberSetting/get', { brandId })
export const countryListRead = () => savedRead<Country[]>('GET', 'system/public/country/list', {})
export const bottomFunctionRead = (brandId: number) =>
  savedRead<BottomFunction[]>('GET', 'restaurant/public/brand/getBrandBottomFunction', { brandId })
export const brandRestaurantListRead = (brandId: number) =>
  savedRead<BrandRestaurant[]>('GET', 'restaurant/public/brand/getBrandRestaurantList', { brandId })
export const brandConfigRead = (brandId: number) =>
  savedRead<BrandConfig>('POST', 'restaurant/brand/getBrandConfigInfo', { brandId })
export const settingListRead = (brandId: number, names: readonly string[], restaurantId?: number) =>
  savedRead<SettingRow[]>('GET', 'system/restaurantExt/getBySettingNameList', {
    brandId,
    settingNameList: names.join(','),
    restaurantId,
  })
export const resourceInfoRead = (brandId: number, type: number, id?: number) =>
  savedRead<Resource[]>('POST', 'member-web/system/getResourceInfo', { brandId, type, id })

/** GET restaurant/brand/getBrandByAlias */
export function getBrandByAlias(reading: Reading, alias: string): Promise<ApiEnvelope<Brand>> {
  return readSaved(reading, brandByAliasRead(alias))
}

/** GET restaurant/brand/getSeo */
export function getSeo(reading: Reading, brandId: number, restaurantId?: number): Promise<ApiEnvelope<Seo>> {
  return readSaved(reading, seoRead(brandId, restaurantId))
}

/** GET restaurant/public/brand/getBrandRestaurantList */
export function getBrandRestaurantList(
  reading: Reading,
  brandId: number,
): Promise<ApiEnvelope<BrandRestaurant[]>> {
  return readSaved(reading, brandRestaurantListRead(brandId))
}

/** The rows of getBySettingNameList as a map by settingName (SPEC §7). */
export function bySettingName(answer: ApiEnvelope<SettingRow[]>): ApiEnvelope<Record<string, SettingRow>> {
  if (!answer.success) return { ...answer, data: undefined }
  const map: Record<string, SettingRow> = {}
  for (const row of answer.data ?? []) map[row.settingName] = row
  return { ...answer, data: map }
}

/** GET system/restaurantExt/getBySettingNameList, turned into a map by settingName (SPEC §7). */
export async function getSettingMap(
  reading: Reading,
  brandId: number,
  names: string[],
  restaurantId?: number,
): Promise<ApiEnvelope<Record<string, SettingRow>>> {
  return bySettingName(await readSaved(reading, settingListRead(brandId, names, restaurantId)))
}

/** POST member-web/system/getResourceInfo (type 2 brand, 17 privacy, 18 terms, …; SPEC §7). */
export function getResourceInfo(
  reading: Reading,
  brandId: number,
  type: number,
  id?: number,
): Promise<ApiEnvelope<Resource[]>> {
  return readSaved(reading, resourceInfoRead(brandId, type, id))
}

/** GET system/public/carousel/get */
export function getCarousel(reading: Reading, brandId: number): Promise<ApiEnvelope<CarouselSlide[]>> {
  return readSaved(reading, savedRead('GET', 'system/public/carousel/get', { brandId }))
}
