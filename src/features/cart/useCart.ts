import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  addCartLine,
  type CartScope,
  cartKey,
  clearCart,
  removeCartLine,
  repairStoredCart,
  replaceCartLines,
  setCartLineNumber,
  watchCart,
} from '../../db/carts'
import { emitStorageError, isQuotaError } from '../../db/storageErrors'
import type { CartRepair } from '../../domain/menu/cartRepair'
import { cartTotals } from '../../domain/menu/cartTotals'
import type { CartLine } from '../../domain/menu/types'
import { businessDay } from '../../domain/time'
import type { MenuState } from '../menu/useMenu'

/**
 * The cart of a restaurant and menu type (or table QR) for today's business day, live across tabs
 * and kept on the device (src/db/carts.ts). Until Dexie has loaded and read it, `loaded` is false
 * and `lines` empty; with a null scope it stays so. Writes are transactional; they reject when the
 * device refuses them (storage problems are also announced through onStorageError).
 */

export type { CartScope } from '../../db/carts'

export type CartApi = {
  lines: CartLine[]
  loaded: boolean
  /** Adds a line, merged into an identical one (same productId and choices). */
  add(line: CartLine): Promise<void>
  /** Sets the quantity of the line at `index`; below 1 removes it. */
  setNumber(index: number, number: number): Promise<void>
  remove(index: number): Promise<void>
  clear(): Promise<void>
  replaceAll(lines: CartLine[]): Promise<void>
  totals: { itemCount: number; lunchbox: string; subtotal: string }
}

const NO_LINES: CartLine[] = []
/** How often an open cart checks whether the business day rolled over at 05:00 UTC+8: 1 min. */
const DAY_CHECK_MS = 60_000

/** Storage failures reach the UI (DESIGN §7); quota errors are announced by the database already. */
function announceStorageError(error: unknown): void {
  if (error instanceof RangeError || isQuotaError(error)) return
  emitStorageError({ reason: 'unavailable', error })
}

function reportReadError(error: unknown): void {
  console.error('Could not read the cart', error)
  emitStorageError({ reason: isQuotaError(error) ? 'quota' : 'unavailable', error })
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
        : { restaurantId, menuType, ...(qrCode ? { qrCode } : {}) },
    [restaurantId, menuType, qrCode],
  )
}

export function useCart(scope: CartScope | null): CartApi {
  const stable = useStableScope(scope)
  const [day, followDay] = useBusinessDay()
  const key = stable ? cartKey(stable, day) : null
  const [view, setView] = useState<{ key: string; lines: CartLine[] } | null>(null)

  useEffect(() => {
    if (!stable) return
    const viewKey = cartKey(stable, day)
    return watchCart(stable, day, (lines) => setView({ key: viewKey, lines }), reportReadError)
  }, [stable, day])

  const loaded = key !== null && view?.key === key
  const lines = loaded ? view.lines : NO_LINES

  const write = useCallback(
    async (change: (scope: CartScope, now: number) => Promise<unknown>): Promise<void> => {
      if (!stable) return
      const now = Date.now()
      try {
        await change(stable, now)
      } catch (error) {
        announceStorageError(error)
        throw error
      } finally {
        followDay(now)
      }
    },
    [stable, followDay],
  )

  return useMemo(
    (): CartApi => ({
      lines,
      loaded,
      add: (line) => write((at, now) => addCartLine(at, line, now)),
      setNumber: (index, number) =>
        write((at, now) => setCartLineNumber(at, index, number, { expected: lines[index], now })),
      remove: (index) => write((at, now) => removeCartLine(at, index, { expected: lines[index], now })),
      clear: () => write((at, now) => clearCart(at, now)),
      replaceAll: (next) => write((at, now) => replaceCartLines(at, next, now)),
      totals: cartTotals(lines),
    }),
    [lines, loaded, write],
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
export function useCartRepair(scope: CartScope | null, menu: MenuState): CartRepairNotice {
  const stable = useStableScope(scope)
  const [repair, setRepair] = useState<CartRepair | null>(null)
  const confirmed = menu.status === 'ready' && menu.savedAt === null ? menu.menu : null

  useEffect(() => {
    if (!stable || !confirmed) return
    const once = `${cartKey(stable, businessDay(Date.now()))}|${confirmed.version}`
    if (repairedVersions.has(once)) return
    repairedVersions.add(once)
    repairStoredCart(stable, confirmed).then(
      (result) => {
        if (result.removed.length > 0 || result.repriced.length > 0) setRepair(result)
      },
      (error: unknown) => {
        repairedVersions.delete(once)
        console.error('Could not check the cart against the menu', error)
        announceStorageError(error)
      },
    )
  }, [stable, confirmed])

  const dismiss = useCallback(() => setRepair(null), [])
  return { repair, dismiss }
}
