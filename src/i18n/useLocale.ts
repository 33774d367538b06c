import { useLingui } from '@lingui/react'
import { FALLBACK_LOCALE, isLocale, type Locale } from '../domain/locale'

/** The active interface language. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE
}
