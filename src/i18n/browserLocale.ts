import { detectLocale, FALLBACK_LOCALE, isLocale, type Locale } from '../domain/locale'

/**
 * The browser's languages as one of ours (SPEC §1: the default comes from the browser); the
 * fallback where there is no browser. Read when called, in the page or the service worker.
 */
export function browserLocale(): Locale {
  const browser = globalThis.navigator
  if (!browser) return FALLBACK_LOCALE
  return detectLocale(browser.languages?.length ? browser.languages : [browser.language])
}

/**
 * The language the app starts in on this device: the one chosen and stored (the `locale` setting),
 * else the browser's. The page's first render and the service worker's kept pages both follow it.
 */
export function deviceLocale(stored: unknown): Locale {
  return isLocale(stored) ? stored : browserLocale()
}
