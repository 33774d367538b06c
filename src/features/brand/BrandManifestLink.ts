import { useEffect } from 'react'
import { useSetting } from '../../db/settings'
import { useLocale } from '../../i18n/useLocale'

/** The manifest index.html links before the brand is known: the app's generic one. */
const BUILT_MANIFEST = '/shop/manifest.webmanifest'

/** The brand's manifest (server/http/brandManifest.ts), by alias when known, else by id. */
function brandManifestUrl(alias: string | null, brandId: number | null, locale: string): string {
  const params = new URLSearchParams()
  if (alias) params.set('alias', alias)
  else if (brandId) params.set('brandId', String(brandId))
  else return BUILT_MANIFEST
  params.set('lang', locale)
  return `${BUILT_MANIFEST}?${params}`
}

/**
 * Points the page's manifest link at the stored brand's, so that installing the app installs the
 * brand's (its name, icons, colour and home); the browser reads the manifest again when it changes.
 * One of the shell's later parts (nobody installs before the first screen has painted).
 */
export function BrandManifestLink(): null {
  const locale = useLocale()
  const brandId = useSetting('brandId', null)
  const storedAlias = useSetting('brandAlias', null)
  const alias = storedAlias !== null && storedAlias !== '' ? storedAlias : null
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
    const href = brandManifestUrl(alias, brandId, locale)
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href)
  }, [alias, brandId, locale])
  return null
}
