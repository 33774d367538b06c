import type { I18n, Messages } from '@lingui/core'
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
 * list and detail; `scan`: the table-code scanner and what a table's code shows when it opens no menu.
 */
export type CatalogPart = 'member' | 'shops' | 'cart' | 'checkout' | 'orders' | 'scan'

type Catalog = { messages: Messages }

function importCatalog(locale: Locale, name: 'messages' | CatalogPart = 'messages'): Promise<Catalog> {
  return import(`../locales/${locale}/${name}.po`)
}

/** What one app's language has loaded: the language shown (or being switched to) and the parts asked for. */
type CatalogState = { locale: Locale | null; parts: Set<CatalogPart> }

/** Per Lingui instance: the browser tab's, or a server render's (src/app/appContext.ts). */
const states = new WeakMap<I18n, CatalogState>()

function stateOf(i18n: I18n): CatalogState {
  let state = states.get(i18n)
  if (!state) {
    state = { locale: null, parts: new Set() }
    states.set(i18n, state)
  }
  return state
}

/** Starts fetching a catalog early (e.g. the browser's language while storage opens). */
export function preloadCatalog(locale: Locale): void {
  void importCatalog(locale).catch(() => undefined)
}

/**
 * Loads a language's catalogs (each its own chunk, with the parts this app has asked for) into
 * `i18n` and activates it; in a browser it also sets <html lang>.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const state = stateOf(i18n)
  state.locale = locale
  let main: Catalog | undefined
  const parts = new Map<CatalogPart, Catalog>()
  // A part a route asks for while these load (its loader ran after this began) is loaded too, before
  // the messages are replaced: else its words would be dropped and its screen show message ids.
  for (;;) {
    const missing = [...state.parts].filter((part) => !parts.has(part))
    if (main && missing.length === 0) break
    const [loaded, ...loadedParts] = await Promise.all([
      main ?? importCatalog(locale),
      ...missing.map((part) => importCatalog(locale, part)),
    ])
    main = loaded
    for (const [index, part] of missing.entries()) parts.set(part, loadedParts[index]!)
  }
  const catalogs = [...parts.values(), main]
  const messages = Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages
  i18n.loadAndActivate({ locale, messages })
  // The server's renderer (src/ssr) has no document: it writes the attribute into its HTML.
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale)
}

/**
 * Loads a part of the catalog in the language shown (or being switched to); route loaders await it
 * so their screens never render before their messages.
 */
export async function loadCatalogPart(i18n: I18n, part: CatalogPart): Promise<void> {
  const state = stateOf(i18n)
  state.parts.add(part)
  const locale = state.locale
  if (!locale) return
  const { messages } = await importCatalog(locale, part)
  // Lingui tells every translated component of the screen shown, and React would render them all
  // again in one task; none of them shows the part's words yet (its screens await this), so they
  // may render again in short tasks as a transition (issue 14: no long task after the first paint).
  startTransition(() => i18n.load(locale, messages))
}

/** Loads a part of the catalog beside a route loader's own work: its screen needs both. */
export async function withCatalogPart<T>(i18n: I18n, part: CatalogPart, loading: Promise<T>): Promise<T> {
  const [result] = await Promise.all([loading, loadCatalogPart(i18n, part)])
  return result
}
