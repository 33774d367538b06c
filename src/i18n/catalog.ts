import { i18n, type Messages } from '@lingui/core'
import { startTransition } from 'react'
import { htmlLang, type Locale } from '../domain/locale'

/**
 * The message catalogs (lingui.config.ts): `messages` for every page, and parts beside it that only
 * some screens use, loaded by their routes (loadCatalogPart) so that other pages do not carry them.
 */

/**
 * `member`: the member area's screens (account, addresses, login, account deletion); `shops`: the
 * shop pages (restaurant lists and maps, shop and WhatsApp pages); `cart`: the cart sheet and panel,
 * the remark and the food choosers; `checkout`: the order confirmation screens; `orders`: the order
 * list and detail.
 */
export type CatalogPart = 'member' | 'shops' | 'cart' | 'checkout' | 'orders'

type Catalog = { messages: Messages }

function importCatalog(locale: Locale, name: 'messages' | CatalogPart = 'messages'): Promise<Catalog> {
  return import(`../locales/${locale}/${name}.po`)
}

/** Parts some screen has asked for: a language switch loads them too. */
const partsInUse = new Set<CatalogPart>()
/** The language shown, or being switched to. */
let currentLocale: Locale | null = null

/** Starts fetching a catalog early (e.g. the browser's language while storage opens). */
export function preloadCatalog(locale: Locale): void {
  void importCatalog(locale).catch(() => undefined)
}

/** Loads a language's catalogs (each its own chunk), activates it and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  currentLocale = locale
  const [main, ...parts] = await Promise.all([
    importCatalog(locale),
    ...[...partsInUse].map((part) => importCatalog(locale, part)),
  ])
  const messages = Object.assign({}, ...parts.map((part) => part.messages), main.messages) as Messages
  i18n.loadAndActivate({ locale, messages })
  // The server's renderer (src/ssr) has no document: it writes the attribute into its HTML.
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale)
}

/**
 * Loads a part of the catalog in the language shown (or being switched to); route loaders await it
 * so their screens never render before their messages.
 */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  partsInUse.add(part)
  const locale = currentLocale
  if (!locale) return
  const { messages } = await importCatalog(locale, part)
  // Lingui tells every translated component of the screen shown, and React would render them all
  // again in one task; none of them shows the part's words yet (its screens await this), so they
  // may render again in short tasks as a transition (issue 14: no long task after the first paint).
  startTransition(() => i18n.load(locale, messages))
}

/** Loads a part of the catalog beside a route loader's own work: its screen needs both. */
export async function withCatalogPart<T>(part: CatalogPart, loading: Promise<T>): Promise<T> {
  const [result] = await Promise.all([loading, loadCatalogPart(part)])
  return result
}
