import type { AppContext } from '../app/appContext'
import { setSetting } from '../db/settings'
import type { Locale } from '../domain/locale'
import { activateLocale } from './catalog'

/** Switches the interface language and keeps the choice for the next visit. */
export async function changeLocale({ mirror }: AppContext, locale: Locale): Promise<void> {
  await activateLocale(locale)
  await setSetting(mirror, 'locale', locale)
}
