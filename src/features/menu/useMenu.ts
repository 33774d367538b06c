import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useMemo } from 'react'
import { type ApiEnvelope, isNotModified, type NotModified } from '../../api/client'
import { getShopMenu } from '../../api/shopMenu'
import { useApp } from '../../app/appContext'
import type { RecordStore } from '../../data/recordStore'
import {
  type Fetched,
  fetchedOf,
  isUnreachable,
  type RecordKind,
  type RecordQuery,
  type RecordState,
} from '../../data/recordTypes'
import { useRecord } from '../../data/useRecord'
import { type MenuRequest, menuCacheKey, savedMenus } from '../../db/menuCache'
import { MENU_ERR, type ShopMenu } from '../../domain/contract/menu'
import { ERR } from '../../domain/envelope'

/**
 * The menu of a restaurant and menu type, a record of the data layer (src/data, docs/data.md): the
 * copy saved on the device (src/db/menuCache.ts) shows at once, then restaurant/food/shopMenuNew is
 * asked with the copy's `version` (in the body and as If-None-Match); a 304 or `unchanged` keeps the
 * copy, a new menu replaces it.
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
  | MenuFailure

export type MenuFailure = {
  status: 'failed'
  message: string
  /** The server was not reached (offline or not answering), not a refusal. */
  unreachable: boolean
  retry: () => void
}

/** A menu the server confirmed this recently is not asked for again when a screen opens: 30 s. */
const MENU_REVALIDATE_AFTER_MS = 30_000
/**
 * Nor one asked for this recently, whatever the answer (the route loader asks just before the screen
 * opens; offline, asking again at once would only fail again): 5 s.
 */
const MENU_ASK_AGAIN_AFTER_MS = 5_000

/** Server answers meaning the menu is gone: the saved copy is dropped. */
const GONE_CODES: readonly string[] = [MENU_ERR.menuNotFound, ERR.restaurantNotFound]

const menuKind: RecordKind<ShopMenu> = {
  name: 'menu',
  maxAgeMs: MENU_REVALIDATE_AFTER_MS,
  askAgainAfterMs: MENU_ASK_AGAIN_AFTER_MS,
  memoryMax: 8,
  device: savedMenus,
  gone: (failure) => GONE_CODES.includes(failure.errCode ?? ''),
  shared: true,
}

/** The server's answer as a record outcome: a 304 or `unchanged: true` keeps the menu shown. */
function menuFetched(answer: ApiEnvelope<ShopMenu> | NotModified): Fetched<ShopMenu> {
  if (isNotModified(answer)) return { outcome: 'unchanged' }
  return fetchedOf(answer, (menu) => menu.unchanged === true)
}

/** The menu record of a request. */
function menuQuery(request: MenuRequest): RecordQuery<ShopMenu> {
  return {
    kind: menuKind,
    key: menuCacheKey(request),
    fetch: async (shown, api) =>
      menuFetched(await getShopMenu(api, { ...request, version: shown?.version }, { notify: false })),
  }
}

function menuStateOf(state: RecordState<ShopMenu>, i18n: I18n): MenuState {
  if (state.status === 'loading') return state
  if (state.status === 'ready') {
    return { status: 'ready', menu: state.value, savedAt: state.savedAt, refreshing: state.refreshing }
  }
  const message = state.failure.errMsg || i18n._(msg`Network connection is unstable, please try again!`)
  return { status: 'failed', message, unreachable: isUnreachable(state.failure), retry: state.retry }
}

/**
 * Starts loading a menu for a screen about to show it (route loaders) and resolves once there is
 * something to show: the copy saved on the device (the server is still asked), else the server's
 * answer or failure.
 */
export async function loadMenu(records: RecordStore, request: MenuRequest): Promise<void> {
  await records.load(menuQuery(request))
}

/** The shared state of a menu now (the non-React side of useMenu). */
export function currentMenuState(
  { records, i18n }: { records: RecordStore; i18n: I18n },
  request: MenuRequest,
): MenuState {
  return menuStateOf(records.snapshot(menuQuery(request)), i18n)
}

/** Follows a menu's state; a first watcher starts loading it. Returns the stop function. */
export function watchMenu(records: RecordStore, request: MenuRequest, listener: () => void): () => void {
  return records.watch(menuQuery(request), listener)
}

/** The menu for `request` (null: nothing to load yet, stays 'loading'); pass a memoised request. */
export function useMenu(request: MenuRequest | null): MenuState {
  const { i18n } = useApp()
  const query = useMemo(() => (request ? menuQuery(request) : null), [request])
  const state = useRecord(query)
  return useMemo(() => menuStateOf(state, i18n), [state, i18n])
}
