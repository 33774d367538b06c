import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ApiClient } from '../../api/client'
import { useApp } from '../../app/appContext'
import { type CartGuard, CartRefused } from '../../db/carts'
import type { CartTotals } from '../../domain/menu/cartTotals'
import type { CartLine } from '../../domain/menu/types'
import { cartSums, loadCartSums } from '../cart/cartSums'
import type { CartApi } from '../cart/useCart'
import { NO_TABLE_CART, type TableCartSnapshot } from './tableCartSnapshot'
import type { TableCartStore } from './tableCartStore'

/**
 * The shared cart of the table whose code the menu was opened with (issue 37 item 3), as the cart
 * the menu and the table screen work with (CartApi), plus what only a table has: who added each
 * line, the phone's name, the round being sent. The store (./tableCartStore.ts: its loops, the
 * device copy) loads only at a table, and one serves every screen of the tab that shows the same
 * table (kept per app context, made in effects, so a server render never makes one).
 */

const EMPTY_TOTALS: CartTotals = { itemCount: 0, subtotal: '0.00', lunchbox: '0.00', total: '0.00' }
const noSubscribe = () => () => {}
const emptySnapshot = () => NO_TABLE_CART

type Held = { store: Promise<TableCartStore>; users: number }
/** The stores of each app's tab by table code: one per table however many screens show it. */
const storesByApp = new WeakMap<ApiClient, Map<string, Held>>()

function holdStore(api: ApiClient, qrCode: string): Held {
  const stores = storesByApp.get(api) ?? new Map<string, Held>()
  storesByApp.set(api, stores)
  const held = stores.get(qrCode) ?? {
    store: import('./tableCartStore').then(({ TableCartStore }) => {
      const store = new TableCartStore(api, qrCode)
      void store.start()
      return store
    }),
    users: 0,
  }
  held.users += 1
  stores.set(qrCode, held)
  return held
}

function releaseStore(api: ApiClient, qrCode: string, held: Held): void {
  held.users -= 1
  if (held.users > 0) return
  storesByApp.get(api)?.delete(qrCode)
  void held.store.then((store) => store.stop())
}

export type TableCart = {
  cart: CartApi
  snapshot: TableCartSnapshot
  /** The store, once loaded: the table screen's actions (names, sending). */
  store: TableCartStore | null
}

export function useTableCart(qrCode: string | undefined): TableCart {
  const { api } = useApp()
  const [store, setStore] = useState<TableCartStore | null>(null)
  useEffect(() => {
    if (!qrCode) return
    let live = true
    const held = holdStore(api, qrCode)
    void held.store.then((made) => {
      if (live) setStore(made)
    })
    return () => {
      live = false
      setStore(null)
      releaseStore(api, qrCode, held)
    }
  }, [api, qrCode])
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  )

  const lines = useMemo(() => snapshot.lines.map((entry) => entry.line), [snapshot.lines])
  const [sumsLoaded, setSumsLoaded] = useState(cartSums() !== null)
  useEffect(() => {
    if (lines.length > 0 && !sumsLoaded) void loadCartSums().then(() => setSumsLoaded(true))
  }, [lines.length, sumsLoaded])

  /** The line's id at `index` as shown; the change is refused by `guard` like the device cart's. */
  const lineIdAt = useCallback((index: number) => snapshot.lines[index]?.lineId, [snapshot.lines])
  const guarded = useCallback(
    (guard: CartGuard | undefined, target?: CartLine) => {
      const verdict = guard?.(lines, target) ?? 'ok'
      if (verdict !== 'ok') throw new CartRefused(verdict)
    },
    [lines],
  )

  const cart = useMemo((): CartApi => {
    const ready = async () => {
      if (!store) throw new Error('The table’s cart is still loading')
      return store
    }
    return {
      lines,
      loaded: snapshot.loaded,
      add: async (line, guard) => {
        guarded(guard, undefined)
        await (await ready()).add(line)
      },
      increase: async (index, step, guard) => {
        const target = lines[index]
        const lineId = lineIdAt(index)
        if (!target || !lineId) return
        guarded(guard, target)
        await (await ready()).setNumber(lineId, target.number + step)
      },
      setNumber: async (index, number) => {
        const lineId = lineIdAt(index)
        if (lineId) await (await ready()).setNumber(lineId, number)
      },
      remove: async (index) => {
        const lineId = lineIdAt(index)
        if (lineId) await (await ready()).setNumber(lineId, 0)
      },
      clear: async () => (await ready()).clear(),
      replaceAll: async (next) => {
        const table = await ready()
        await table.clear()
        for (const line of next) await table.add(line)
      },
      totals: lines.length === 0 ? EMPTY_TOTALS : sumsLoaded ? (cartSums()?.cartTotals(lines) ?? null) : null,
    }
  }, [lines, snapshot.loaded, store, lineIdAt, guarded, sumsLoaded])

  return { cart, snapshot, store }
}
