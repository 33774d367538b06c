/** The three interface languages (SPEC §1). */
export const LOCALES = ['zh-cn', 'en', 'zh-hk'] as const
export type Locale = (typeof LOCALES)[number]
export const FALLBACK_LOCALE: Locale = 'en'

/** BCP 47 tags for the `lang` attribute of <html>. */
const HTML_LANG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN', 'zh-hk': 'zh-HK' }

/** The `lang` attribute of <html> for a language (set by the app, and by the server in the pages it renders). */
export function htmlLang(locale: Locale): string {
  return HTML_LANG[locale]
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

const HONG_KONG_FAMILY = /^zh-(hk|mo|tw|hant)\b/

/**
 * Picks the first-visit language from the browser's list (SPEC §1): zh-hk family → zh-hk,
 * en → en, zh-cn (and other Chinese) → zh-cn, anything else → en.
 */
export function detectLocale(browserLanguages: readonly string[]): Locale {
  for (const raw of browserLanguages) {
    const tag = raw.trim().toLowerCase().replace(/_/g, '-')
    if (HONG_KONG_FAMILY.test(tag)) return 'zh-hk'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn'
  }
  return FALLBACK_LOCALE
}

/** Reads an Accept-Language or X-Locale header into one of our locales. */
export function localeFromHeader(header: string | null | undefined): Locale {
  if (!header) return FALLBACK_LOCALE
  if (isLocale(header.trim().toLowerCase())) return header.trim().toLowerCase() as Locale
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0] ?? '')
    .filter(Boolean)
  return detectLocale(tags)
}

/**
 * Multilingual records carry `field` (Traditional Chinese, the brands' home language),
 * `field1` (English) and `field2` (Simplified Chinese); see docs/api.md.
 * Falls back to any non-empty variant so a missing translation never shows a blank.
 */
export function localized(record: Record<string, unknown>, field: string, locale: Locale): string {
  const byLocale: Record<Locale, string> = { 'zh-hk': field, en: `${field}1`, 'zh-cn': `${field}2` }
  const order = [byLocale[locale], field, `${field}1`, `${field}2`]
  for (const key of order) {
    const value = record[key]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return ''
}
