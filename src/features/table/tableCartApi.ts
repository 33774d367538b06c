import { type CartGuard, CartRefused } from '../../db/carts'
import type { CartLine } from '../../domain/menu/types'
import { cartSums, EMPTY_TOTALS } from '../cart/cartSums'
import type { CartApi } from '../cart/useCart'
import type { TableCartSnapshot } from './tableCartSnapshot'
import type { TableCartStore } from './tableCartStore'

/**
 * The table's shared cart as the cart the menu works with (./useSharedCart.ts): lines are named by
 * their place as shown, changes go to the store by the line's id, and a guard refuses a change as
 * it does the device cart's. Loaded with the store, only at a table.
 */
export function tableCartApi(
  store: TableCartStore,
  snapshot: TableCartSnapshot,
  sumsLoaded: boolean,
): CartApi {
  const lines = snapshot.lines.map((entry) => entry.line)
  const lineIdAt = (index: number) => snapshot.lines[index]?.lineId
  const guarded = (guard: CartGuard | undefined, target?: CartLine) => {
    const verdict = guard?.(lines, target) ?? 'ok'
    if (verdict !== 'ok') throw new CartRefused(verdict)
  }
  return {
    lines,
    loaded: snapshot.loaded,
    add: async (line, guard) => {
      guarded(guard, undefined)
      await store.add(line)
    },
    increase: async (index, step, guard) => {
      const target = lines[index]
      const lineId = lineIdAt(index)
      if (!target || !lineId) return
      guarded(guard, target)
      await store.setNumber(lineId, target.number + step)
    },
    setNumber: async (index, number) => {
      const lineId = lineIdAt(index)
      if (lineId) await store.setNumber(lineId, number)
    },
    remove: async (index) => {
      const lineId = lineIdAt(index)
      if (lineId) await store.setNumber(lineId, 0)
    },
    clear: () => store.clear(),
    replaceAll: async (next) => {
      await store.clear()
      for (const line of next) await store.add(line)
    },
    totals: lines.length === 0 ? EMPTY_TOTALS : sumsLoaded ? (cartSums()?.cartTotals(lines) ?? null) : null,
  }
}
