import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react'
import { useAnswer } from '../../data/calls'
import { brandByAliasRead, bySettingName } from '../../data/shellReads'
import { useSetting } from '../../db/settings'
import type { BottomFunction, Brand, MemberSetting } from '../../domain/contract/brand'
import { SETTING } from '../../domain/contract/brand'
import { themeColorOrDefault } from '../../domain/theme'
import { applyBrandTheme } from '../../ui/applyBrandTheme'
import { publishProductName } from '../../ui/productName'
import { brandFrameReads } from './brandFrame'

export type BrandContextValue = {
  /** The brand in use (saved in settings by the brand pages), or null before one is chosen. */
  brandId: number | null
  restaurantId: number | null
  brand: Brand | null
  memberSetting: MemberSetting | null
  /** The brand's tab configuration, or null while it loads or when it is not available. */
  bottomFunctions: BottomFunction[] | null
}

const EMPTY: BrandContextValue = {
  brandId: null,
  restaurantId: null,
  brand: null,
  memberSetting: null,
  bottomFunctions: null,
}

const BrandContext = createContext<BrandContextValue>(EMPTY)

function asId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/** Loads what the shell needs about the stored brand and applies its colour theme. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const brandId = asId(useSetting('brandId', null))
  const restaurantId = asId(useSetting('restaurantId', null))
  const storedAlias = useSetting('brandAlias', null)
  const alias = typeof storedAlias === 'string' && storedAlias !== '' ? storedAlias : null

  const brandAnswer = useAnswer(useMemo(() => (alias ? brandByAliasRead(alias) : null), [alias]))
  const reads = useMemo(() => (brandId ? brandFrameReads(brandId) : null), [brandId])
  const seoAnswer = useAnswer(reads?.seo ?? null)
  const themeRows = useAnswer(reads?.theme ?? null)
  const themeAnswer = useMemo(() => themeRows && bySettingName(themeRows), [themeRows])
  const tabsAnswer = useAnswer(reads?.tabs ?? null)
  const memberAnswer = useAnswer(reads?.member ?? null)

  const themeValue = themeAnswer?.data?.[SETTING.themeColor]?.valueChar
  const themeKnown = themeAnswer !== undefined
  useEffect(() => {
    if (themeKnown) applyBrandTheme(themeColorOrDefault(themeValue))
  }, [themeKnown, themeValue])

  const value = useMemo<BrandContextValue>(() => {
    const brand = brandAnswer?.data && brandAnswer.data.id === brandId ? brandAnswer.data : null
    return {
      brandId,
      restaurantId,
      brand,
      memberSetting: memberAnswer?.data ?? null,
      bottomFunctions: tabsAnswer?.data ?? null,
    }
  }, [brandId, restaurantId, brandAnswer, memberAnswer, tabsAnswer])

  // Page-title suffix: the brand's product name, else its SEO title (watched by usePageTitle).
  const brandProductName = brandAnswer?.data?.id === brandId ? brandAnswer?.data?.productName : undefined
  const productName = brandProductName || seoAnswer?.data?.title || ''
  useEffect(() => publishProductName(productName), [productName])

  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>
}

export function useBrand(): BrandContextValue {
  return useContext(BrandContext)
}
