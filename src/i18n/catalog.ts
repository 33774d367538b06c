import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../domain/locale'

/** BCP 47 tags for the `lang` attribute of <html>. */
const HTML_LANG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-hk': 'zh-HK' }

function importCatalog(locale: Locale): Promise<{ messages: Messages }> {
  return import(`../locales/${locale}/messages.po`)
}

/** Starts fetching a catalog early (e.g. the browser's language while storage opens). */
export function preloadCatalog(locale: Locale): void {
  void importCatalog(locale).catch(() => undefined)
}

/** Loads one catalog (its own chunk), activates it and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await importCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = HTML_LANG[locale]
}
