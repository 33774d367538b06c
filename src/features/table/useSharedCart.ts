import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useApp } from '../../app/appContext'
import { cartSums, EMPTY_TOTALS, loadCartSums } from '../cart/cartSums'
import type { CartApi } from '../cart/useCart'
import type { holdTableCart } from './tableCartHold'
import { NO_TABLE_CART, type TableCartSnapshot } from './tableCartSnapshot'
import type { TableCartStore } from './tableCartStore'

/**
 * The shared cart of the table whose code the menu was opened with (issue 37 item 3), or of the
 * group order it adds to (item 4), as the cart the menu and the table's or group order's screens
 * work with (CartApi), plus what only a shared cart has: who added each line, the phone's name, the
 * round being sent. The store (./tableCartStore.ts: its loops, the device copy) and the cart made
 * of it (./tableCartApi.ts) load only for a shared cart, and one store serves every screen of the
 * tab that shows the same cart (./tableCartHold.ts: kept per app context, held in effects, so a
 * server render never makes one).
 */

const noSubscribe = () => () => {}
const emptySnapshot = () => NO_TABLE_CART

type Loaded = ReturnType<typeof holdTableCart>

/**
 * The cart while its store loads (or away from a table): empty, and a change made meanwhile (a tap
 * on a dish as the menu appears) waits for the store and is then made, not lost.
 */
function cartOnceLoaded(loading: { current: Promise<Loaded> | null }): CartApi {
  const later =
    <K extends CartWrite>(name: K) =>
    async (...args: Parameters<CartApi[K]>): Promise<void> => {
      if (!loading.current) throw new Error('There is no shared cart here')
      const held = await loading.current
      const cart = held.cartApi(held.store, held.store.getSnapshot(), cartSums() !== null)
      await (cart[name] as (...sent: Parameters<CartApi[K]>) => Promise<void>)(...args)
    }
  return {
    lines: [],
    loaded: false,
    totals: EMPTY_TOTALS,
    add: later('add'),
    increase: later('increase'),
    setNumber: later('setNumber'),
    remove: later('remove'),
    clear: later('clear'),
    replaceAll: later('replaceAll'),
  }
}

type CartWrite = 'add' | 'increase' | 'setNumber' | 'remove' | 'clear' | 'replaceAll'

/** Whose shared cart: a table's (its QR code) or a group order's (its code). */
export type SharedCartKind = 'table' | 'invite'

export type SharedCart = {
  cart: CartApi
  snapshot: TableCartSnapshot
  /** The store, once loaded: the table screen's actions (names, sending). */
  store: TableCartStore | null
}

export function useSharedCart(kind: SharedCartKind, code: string | undefined): SharedCart {
  const { api } = useApp()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const loading = useRef<Promise<Loaded> | null>(null)
  useEffect(() => {
    if (!code) return
    let live = true
    let release = () => {}
    const holding = import('./tableCartHold').then(({ holdTableCart }) => holdTableCart(api, kind, code))
    loading.current = holding
    void holding.then((held) => {
      release = held.release
      if (live) setLoaded(held)
      else release()
    })
    return () => {
      live = false
      loading.current = null
      setLoaded(null)
      release()
    }
  }, [api, kind, code])
  const store = loaded?.store
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  )

  const [sumsLoaded, setSumsLoaded] = useState(cartSums() !== null)
  const hasLines = snapshot.lines.length > 0
  useEffect(() => {
    if (hasLines && !sumsLoaded) void loadCartSums().then(() => setSumsLoaded(true))
  }, [hasLines, sumsLoaded])

  const cart = useMemo(
    () => (loaded ? loaded.cartApi(loaded.store, snapshot, sumsLoaded) : cartOnceLoaded(loading)),
    [loaded, snapshot, sumsLoaded],
  )
  return { cart, snapshot, store: store ?? null }
}
