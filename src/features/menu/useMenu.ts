import { t } from '@lingui/core/macro'
import { useCallback, useSyncExternalStore } from 'react'
import { type ApiEnvelope, isNetworkFailure } from '../../api/client'
import { getShopMenu } from '../../api/menu'
import {
  confirmSavedMenu,
  deleteSavedMenu,
  MEMORY_MAX_MENUS,
  type MenuRequest,
  menuCacheKey,
  peekSavedMenu,
  readSavedMenu,
  type SavedMenu,
  saveMenu,
} from '../../db/menuCache'
import { ERR } from '../../domain/envelope'
import { foodsById } from '../../domain/menu/foodIndex'
import { MENU_ERR, type MenuFood, type ShopMenu } from '../../domain/menuApi'

/**
 * The menu of a restaurant and menu type, stale-while-revalidate (issue 4 item 7): a saved copy
 * (src/db/menuCache.ts) shows at once, then restaurant/food/shopMenuNew is asked with the copy's
 * `version`; `unchanged` keeps the copy, a new menu replaces it. Screens showing the same menu share
 * one state and one request.
 */

export type { MenuRequest } from '../../db/menuCache'

export type MenuState =
  | { status: 'loading' }
  | {
      status: 'ready'
      menu: ShopMenu
      /** When the device copy shown was saved; null once the server confirmed or replaced it. */
      savedAt: number | null
      /** The server is being asked. */
      refreshing: boolean
    }
  | { status: 'failed'; message: string; retry: () => void }

/** A menu the server confirmed this recently is not asked for again when a screen opens: 30 s. */
export const MENU_REVALIDATE_AFTER_MS = 30_000
/**
 * Nor one asked for this recently, whatever the answer (the route loader asks just before the screen
 * opens; offline, asking again at once would only fail again): 5 s.
 */
export const MENU_ASK_AGAIN_AFTER_MS = 5_000

/** Server answers meaning the menu is gone: the saved copy is dropped. */
const GONE_CODES: readonly string[] = [MENU_ERR.menuNotFound, ERR.restaurantNotFound]

type Entry = {
  key: string
  request: MenuRequest
  state: MenuState
  listeners: Set<() => void>
  running: boolean
  /** Epoch ms of the last time the server was asked; null before. */
  askedAt: number | null
  retry: () => void
}

const LOADING: MenuState = { status: 'loading' }
const entries = new Map<string, Entry>()
let watchingOnline = false

function readyState(saved: SavedMenu, refreshing: boolean): MenuState {
  return {
    status: 'ready',
    menu: saved.menu,
    savedAt: saved.confirmedAt === null ? saved.savedAt : null,
    refreshing,
  }
}

function setState(entry: Entry, state: MenuState): void {
  entry.state = state
  for (const listener of entry.listeners) listener()
}

/** Makes room for one more entry by dropping idle ones (their menus stay in src/db/menuCache.ts). */
function pruneEntries(): void {
  for (const [key, entry] of entries) {
    if (entries.size < MEMORY_MAX_MENUS) break
    if (entry.listeners.size === 0 && !entry.running) entries.delete(key)
  }
}

function entryFor(key: string, request: MenuRequest): Entry {
  const existing = entries.get(key)
  if (existing) return existing
  const held = peekSavedMenu(key)
  const entry: Entry = {
    key,
    request,
    state: held ? readyState(held, false) : LOADING,
    listeners: new Set(),
    running: false,
    askedAt: null,
    retry: () => {
      if (entry.running) return
      setState(entry, LOADING)
      void revalidate(entry)
    },
  }
  pruneEntries()
  entries.set(key, entry)
  return entry
}

function logFailure(what: string) {
  return (error: unknown) => console.error(what, error)
}

function failedState(entry: Entry, answer: ApiEnvelope<unknown>): MenuState {
  const message = answer.errMsg || t`Network connection is unstable, please try again!`
  return { status: 'failed', message, retry: entry.retry }
}

/** Applies the server's answer to what is shown. */
function settle(entry: Entry, saved: SavedMenu | null, answer: ApiEnvelope<ShopMenu>): void {
  const menu = answer.success ? answer.data : undefined
  if (menu && !menu.unchanged) {
    void saveMenu(entry.key, menu).catch(logFailure('Could not save the menu on the device'))
    setState(entry, { status: 'ready', menu, savedAt: null, refreshing: false })
    return
  }
  if (menu?.unchanged && saved) {
    void confirmSavedMenu(entry.key).catch(logFailure('Could not mark the saved menu current'))
    setState(entry, { status: 'ready', menu: saved.menu, savedAt: null, refreshing: false })
    return
  }
  const reachable = !isNetworkFailure(answer) && answer.errCode !== ERR.internal
  if (saved && !reachable) {
    setState(entry, readyState(saved, false))
    return
  }
  if (saved && GONE_CODES.includes(answer.errCode ?? '')) {
    void deleteSavedMenu(entry.key).catch(logFailure('Could not drop the saved menu'))
  }
  setState(entry, failedState(entry, answer))
}

/** Shows the saved copy when there is one, then asks the server with its version. */
async function revalidate(entry: Entry): Promise<void> {
  entry.running = true
  entry.askedAt = Date.now()
  try {
    const saved =
      peekSavedMenu(entry.key) ??
      (await readSavedMenu(entry.key).catch((error: unknown) => {
        // Storage broken: the network may still answer; the failure is logged, not hidden.
        console.error('Could not read the saved menu', error)
        return null
      }))
    if (saved) setState(entry, readyState(saved, true))
    const answer = await getShopMenu({ ...entry.request, version: saved?.menu.version }, { notify: false })
    settle(entry, saved, answer)
  } finally {
    entry.running = false
  }
}

/** Whether a screen opening on the entry asks the server (`first`: no other screen shows it). */
function needsRevalidation(entry: Entry, now: number, first: boolean): boolean {
  if (entry.running) return false
  if (entry.askedAt !== null && now - entry.askedAt < MENU_ASK_AGAIN_AFTER_MS) return false
  if (entry.state.status === 'failed') return first
  const confirmedAt = peekSavedMenu(entry.key)?.confirmedAt
  return entry.state.status === 'loading' || !confirmedAt || now - confirmedAt >= MENU_REVALIDATE_AFTER_MS
}

/** Back online: screens showing a failure or an unconfirmed device copy ask again. */
function onOnline(): void {
  for (const entry of entries.values()) {
    if (entry.listeners.size === 0 || entry.running) continue
    const state = entry.state
    if (state.status === 'failed' || (state.status === 'ready' && state.savedAt !== null)) {
      void revalidate(entry)
    }
  }
}

function subscribeEntry(entry: Entry, listener: () => void): () => void {
  if (!entries.has(entry.key)) entries.set(entry.key, entry)
  const first = entry.listeners.size === 0
  entry.listeners.add(listener)
  if (!watchingOnline && typeof window !== 'undefined') {
    window.addEventListener('online', onOnline)
    watchingOnline = true
  }
  if (needsRevalidation(entry, Date.now(), first)) {
    if (entry.state.status === 'failed') entry.retry()
    else void revalidate(entry)
  }
  return () => {
    entry.listeners.delete(listener)
  }
}

function noSubscription(): () => void {
  return () => {}
}

/**
 * Starts loading a menu for a screen about to show it (route loaders) and resolves once there is
 * something to show: the copy saved on the device (the server is still asked), else the server's
 * answer or failure.
 */
export function primeMenu(request: MenuRequest): Promise<void> {
  const entry = entryFor(menuCacheKey(request), request)
  if (needsRevalidation(entry, Date.now(), entry.listeners.size === 0)) {
    if (entry.state.status === 'failed') entry.retry()
    else void revalidate(entry)
  }
  return new Promise((resolve) => {
    if (entry.state.status !== 'loading') return resolve()
    const settled = () => {
      if (entry.state.status === 'loading') return
      entry.listeners.delete(settled)
      resolve()
    }
    entry.listeners.add(settled)
  })
}

/** The shared state of a menu now (the non-React side of useMenu). */
export function currentMenuState(request: MenuRequest): MenuState {
  return entryFor(menuCacheKey(request), request).state
}

/** Follows a menu's state; a first watcher starts loading it. Returns the stop function. */
export function watchMenu(request: MenuRequest, listener: () => void): () => void {
  return subscribeEntry(entryFor(menuCacheKey(request), request), listener)
}

/** The menu for `request` (null: nothing to load yet, stays 'loading'). */
export function useMenu(request: MenuRequest | null): MenuState {
  const key = request ? menuCacheKey(request) : null
  const entry = key && request ? entryFor(key, request) : null
  const subscribe = useCallback(
    (listener: () => void) => (entry ? subscribeEntry(entry, listener) : noSubscription()),
    [entry],
  )
  const snapshot = useCallback(() => entry?.state ?? LOADING, [entry])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

const foodIndexes = new WeakMap<ShopMenu, Map<number, MenuFood>>()

/** The menu's foods by id (the first listing of a food shown in two categories); kept per menu. */
export function menuFoodById(menu: ShopMenu): Map<number, MenuFood> {
  let index = foodIndexes.get(menu)
  if (!index) {
    index = foodsById(menu)
    foodIndexes.set(menu, index)
  }
  return index
}

/** Forgets the shared states (tests). */
export function resetMenuStates(): void {
  entries.clear()
}
