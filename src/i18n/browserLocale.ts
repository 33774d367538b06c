import { detectLocale, FALLBACK_LOCALE, type Locale } from '../domain/locale'

/**
 * The browser's languages as one of ours (SPEC §1: the default comes from the browser); the
 * fallback where there is no browser. Read when called, in the page or the service worker.
 */
export function browserLocale(): Locale {
  const browser = globalThis.navigator
  if (!browser) return FALLBACK_LOCALE
  return detectLocale(browser.languages?.length ? browser.languages : [browser.language])
}
