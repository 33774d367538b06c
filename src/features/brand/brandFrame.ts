import type { AppContext } from '../../app/appContext'
import { loadCall } from '../../data/calls'
import { bottomFunctionRead, memberSettingRead, seoRead, settingListRead } from '../../data/shellReads'
import { SETTING } from '../../domain/contract/brand'

/** What the app's frame (BrandProvider) shows of a brand: its title, colour, tabs and member rules. */
export function brandFrameReads(brandId: number) {
  return {
    seo: seoRead(brandId),
    theme: settingListRead(brandId, [SETTING.themeColor]),
    tabs: bottomFunctionRead(brandId),
    member: memberSettingRead(brandId),
  }
}

/**
 * Reads them before a screen's first render (a route loader), the device copy when there is one:
 * rendered without them, the tab bar showed its own tab names, then the brand's, over a page the
 * server or the device had painted with the brand's.
 */
export async function loadBrandFrame({ records }: AppContext, brandId: number): Promise<void> {
  if (!(brandId > 0)) return
  const { seo, theme, tabs, member } = brandFrameReads(brandId)
  await Promise.all([
    loadCall(records, seo),
    loadCall(records, theme),
    loadCall(records, tabs),
    loadCall(records, member),
  ])
}
