import { useEffect } from 'react'
import { getShopKeywords } from '../../api/restaurant'
import { useCall } from '../../data/calls'
import type { RestaurantInfo, ShopKeywords } from '../../domain/contract/menu'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { titleOf, watchProductName } from '../../ui/productName'
import { useShopMeta } from '../brand/useShopMeta'

/**
 * SPEC §1 and §7 "Shop keywords": the page title `<restaurant> - <brand>` and the keywords and
 * description metadata (tags stripped) from restaurant/getShopKeywords, in the interface language;
 * from the restaurant itself until (or unless) the call answers.
 */
export function useShopHead(
  brandId: number,
  restaurantId: number,
  info: RestaurantInfo | null,
  /** The title while neither the keywords nor the restaurant are known. */
  fallbackTitle: string,
): void {
  const locale = useLocale()
  const answer = useCall(`shopKeywords:${locale}:${brandId}:${restaurantId}`, (api) =>
    getShopKeywords(api, brandId, restaurantId),
  )
  const keywords: ShopKeywords | undefined = answer?.data ?? undefined
  const name = keywords?.name || (info ? localized(info, 'name', locale) : '') || fallbackTitle
  const serviceName = keywords?.serviceName

  useEffect(
    () =>
      watchProductName((productName) => {
        document.title = titleOf([name, serviceName || productName])
      }),
    [name, serviceName],
  )

  useShopMeta(
    keywords?.keywords ?? info?.keywords,
    keywords?.description ?? (info ? localized(info, 'description', locale) : undefined),
  )
}
