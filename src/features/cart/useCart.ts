import { useCallback, useEffect, useMemo, useState } from 'react'
import { useApp } from '../../app/appContext'
import type { RecordStore } from '../../data/recordStore'
import { useRecord } from '../../data/useRecord'
import { type CartGuard, CartRefused, type CartScope, cartKey, cartWrites, watchCart } from '../../db/carts'
import type * as CartWrites from '../../db/cartWrites'
import { backgroundWorkAllowed } from '../../db/open'
import { cartScopeOf } from '../../db/recordKeys'
import { emitStorageError, isQuotaError } from '../../db/storageErrors'
import { businessDay } from '../../domain/businessDay'
import type { CartRepair } from '../../domain/menu/cartRepair'
import type { CartTotals } from '../../domain/menu/cartTotals'
import type { CartLine } from '../../domain/menu/types'
import type { MenuState } from '../menu/useMenu'
import { cartRecord, putCartLines, reportCartReadError } from './cartRecord'
import { cartSums, EMPTY_TOTALS, loadCartSums } from './cartSums'

/**
 * The cart of a restaurant and menu type (or table QR) for today's business day, live across tabs
 * and kept on the device (src/db/carts.ts). A route loader loads it (loadCart) so the first render
 * shows it; otherwise `loaded` is false and `lines` empty until the live query has read it; with a
 * null scope it stays so. Writes are transactional; they reject when the device refuses them
 * (storage problems are also announced through onStorageError).
 */

export type { CartScope } from '../../db/carts'

export type CartApi = {
  lines: CartLine[]
  loaded: boolean
  /**
   * Adds a line, merged into an identical one (same productId and choices). With a guard, rejects
   * with CartRefused (nothing written) when it refuses the lines stored at that moment.
   */
  add(line: CartLine, guard?: CartGuard): Promise<void>
  /** Adds `step` units to the line at `index` as stored (quick taps add up). Guarded as `add`. */
  increase(index: number, step: number, guard?: CartGuard): Promise<void>
  /** Sets the quantity of the line at `index`; below 1 removes it. */
  setNumber(index: number, number: number): Promise<void>
  remove(index: number): Promise<void>
  clear(): Promise<void>
  replaceAll(lines: CartLine[]): Promise<void>
  /** The cart's sums; null for a moment while their code loads (see ./cartSums). */
  totals: CartTotals | null
}

const NO_LINES: CartLine[] = []

/**
 * Reads the cart a screen is about to show (before it renders, without loading Dexie), so its
 * first render has the lines as stored now (another tab may have changed them since this page last
 * showed them). A read failure is reported and leaves the cart to the live query.
 */
export async function loadCart(
  records: RecordStore,
  scope: CartScope,
  now: number = Date.now(),
): Promise<CartLine[]> {
  const query = cartRecord(scope, businessDay(now))
  records.refresh(query)
  const state = await records.loadFresh(query)
  return state.status === 'ready' ? state.value : NO_LINES
}

/** How often an open cart checks whether the business day rolled over at 05:00 UTC+8: 1 min. */
const DAY_CHECK_MS = 60_000

/** Storage failures reach the UI (DESIGN §7); quota errors are announced by the database already. */
function announceStorageError(error: unknown): void {
  if (error instanceof RangeError || isQuotaError(error)) return
  emitStorageError({ reason: 'unavailable', error })
}

/** Today's business day, following the 05:00 rollover while the page stays open. */
function useBusinessDay(): [string, (now: number) => void] {
  const [day, setDay] = useState(() => businessDay(Date.now()))
  const follow = useCallback((now: number) => setDay(businessDay(now)), [])
  useEffect(() => {
    const check = () => follow(Date.now())
    const timer = setInterval(check, DAY_CHECK_MS)
    document.addEventListener('visibilitychange', check)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [follow])
  return [day, follow]
}

/** The scope as a value that changes only when one of its fields does. */
function useStableScope(scope: CartScope | null): CartScope | null {
  const restaurantId = scope?.restaurantId
  const menuType = scope?.menuType
  const qrCode = scope?.qrCode || undefined
  return useMemo(
    () =>
      restaurantId === undefined || menuType === undefined
        ? null
        : cartScopeOf({ restaurantId, menuType, qrCode }),
    [restaurantId, menuType, qrCode],
  )
}

export function useCart(scope: CartScope | null): CartApi {
  const { records } = useApp()
  const stable = useStableScope(scope)
  const [day, followDay] = useBusinessDay()
  const query = useMemo(() => (stable ? cartRecord(stable, day) : null), [stable, day])
  const state = useRecord(query)

  useEffect(() => {
    if (!stable || !query) return
    return watchCart(stable, day, (lines) => putCartLines(records, query, lines), reportCartReadError)
  }, [records, stable, day, query])
  // The code of the changes loads once start-up has rendered, before a tap needs it.
  useEffect(() => {
    void backgroundWorkAllowed().then(cartWrites)
  }, [])

  const loaded = state.status === 'ready'
  const lines = state.status === 'ready' ? state.value : NO_LINES
  const hasLines = lines.length > 0
  const [sumsLoaded, setSumsLoaded] = useState(cartSums() !== null)
  useEffect(() => {
    if (hasLines && !sumsLoaded) void loadCartSums().then(() => setSumsLoaded(true))
  }, [hasLines, sumsLoaded])

  const write = useCallback(
    async (change: (writes: typeof CartWrites, scope: CartScope, now: number) => Promise<CartLine[]>) => {
      if (!stable) return
      const now = Date.now()
      try {
        const lines = await change(await cartWrites(), stable, now)
        // Shown at once; the live query confirms it (and brings other tabs' changes).
        putCartLines(records, cartRecord(stable, businessDay(now)), lines)
      } catch (error) {
        if (!(error instanceof CartRefused)) announceStorageError(error)
        throw error
      } finally {
        followDay(now)
      }
    },
    [records, stable, followDay],
  )

  return useMemo(
    (): CartApi => ({
      lines,
      loaded,
      add: (line, guard) => write((carts, at, now) => carts.addCartLine(at, line, now, guard)),
      increase: (index, step, guard) =>
        write((carts, at, now) =>
          carts.increaseCartLine(at, index, step, { expected: lines[index], now, guard }),
        ),
      setNumber: (index, number) =>
        write((carts, at, now) =>
          carts.setCartLineNumber(at, index, number, { expected: lines[index], now }),
        ),
      remove: (index) =>
        write((carts, at, now) => carts.removeCartLine(at, index, { expected: lines[index], now })),
      clear: () => write((carts, at, now) => carts.clearCart(at, now)),
      replaceAll: (next) => write((carts, at, now) => carts.replaceCartLines(at, next, now)),
      totals: lines.length === 0 ? EMPTY_TOTALS : sumsLoaded ? (cartSums()?.cartTotals(lines) ?? null) : null,
    }),
    [lines, loaded, write, sumsLoaded],
  )
}

/** Cart repairs already made in this page, by cart key and menu version (one per menu change). */
const repairedVersions = new Set<string>()

export type CartRepairNotice = {
  /** What the last repair removed and repriced; null when nothing changed (or not yet checked). */
  repair: CartRepair | null
  dismiss(): void
}

/**
 * Checks the stored cart against the menu once the server has confirmed or replaced it (issue 4
 * item 7: removed foods and changed prices are flagged, never silently kept). Runs once per cart
 * and menu version in this page; use it on one screen (the menu), which shows the notice.
 */
export function useCartRepair(
  scope: CartScope | null,
  menu: MenuState,
  cartLines: readonly CartLine[],
): CartRepairNotice {
  const stable = useStableScope(scope)
  const [repair, setRepair] = useState<CartRepair | null>(null)
  const confirmed = menu.status === 'ready' && menu.savedAt === null ? menu.menu : null
  // An empty cart has nothing to repair (and the database need not load for it).
  const hasLines = cartLines.length > 0

  useEffect(() => {
    if (!stable || !confirmed || !hasLines) return
    const once = `${cartKey(stable, businessDay(Date.now()))}|${confirmed.version}`
    if (repairedVersions.has(once)) return
    repairedVersions.add(once)
    cartWrites()
      .then((carts) => carts.repairStoredCart(stable, confirmed))
      .then(
        (result) => {
          if (result.removed.length > 0 || result.repriced.length > 0) setRepair(result)
        },
        (error: unknown) => {
          repairedVersions.delete(once)
          console.error('Could not check the cart against the menu', error)
          announceStorageError(error)
        },
      )
  }, [stable, confirmed, hasLines])

  const dismiss = useCallback(() => setRepair(null), [])
  return { repair, dismiss }
}
