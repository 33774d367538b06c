import type { AppContext } from '../app/appContext'
import { setSetting } from '../db/settings'
import type { Locale } from '../domain/locale'
import { activateLocale } from './catalog'

/** Switches the interface language and keeps the choice for the next visit. */
export async function changeLocale({ mirror, i18n }: AppContext, locale: Locale): Promise<void> {
  await activateLocale(i18n, locale)
  await setSetting(mirror, 'locale', locale)
}
