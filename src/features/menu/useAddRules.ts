import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { type CartGuard, CartRefused } from '../../db/carts'
import type { MenuFood } from '../../domain/contract/menu'
import { type AddRules, addRefusal, lineAddRefusal, type RefusalCode } from '../../domain/menu/addRules'
import { type AddCode, isNextAddDisabled } from '../../domain/menu/limits'
import type { CartLine } from '../../domain/menu/types'
import { showToast } from '../../ui/toasts'
import { ADD_REFUSAL_TEXT } from './menuText'
import type { PlacedFood } from './useMenuPlaces'

export type AddRulesApi = {
  /** The rules' view of an add of the food: its category, the guests and the order type. */
  rulesOf: (placed: PlacedFood) => AddRules
  /** Why adding the food (by default its next step) to the lines shown would be refused, or 'ok'. */
  refusalOf: (placed: PlacedFood, quantity?: number) => AddCode
  /** Order type 1 stock: the next add would pass the stock left (SPEC §5). */
  nextAddDisabled: (food: MenuFood) => boolean
  /**
   * The same rules for the cart write, checked on the lines stored at that moment (in the write's
   * transaction): taps faster than the screen updates, or another tab, cannot pass a limit.
   */
  guardFor: (placed: PlacedFood, quantity: number) => CartGuard
  /** Shows why an add was refused. */
  refuse: (code: RefusalCode) => void
  /**
   * Runs a guarded cart write; a refusal by its guard shows its message and answers false, as does
   * a write that answers false (called off).
   */
  guarded: (write: () => Promise<unknown>) => Promise<boolean>
}

/**
 * SPEC §5 limits and stock of the adds to a cart holding `lines`, for these guests and order type,
 * and the units one line may hold (the brand's ORDER_LINE_MAX_UNITS; null: no cap).
 */
export function useAddRules(
  lines: readonly CartLine[],
  persons: number,
  orderType: number,
  lineUnits: number | null,
): AddRulesApi {
  const { i18n, t } = useLingui()

  const rulesOf = useCallback(
    ({ food, category }: PlacedFood): AddRules => ({
      food,
      category,
      persons,
      orderType,
      ...(lineUnits === null ? {} : { lineUnits }),
    }),
    [persons, orderType, lineUnits],
  )
  const refusalOf = useCallback(
    (placed: PlacedFood, quantity?: number) => addRefusal(rulesOf(placed), lines, quantity),
    [rulesOf, lines],
  )
  const nextAddDisabled = useCallback(
    (food: MenuFood) => isNextAddDisabled(food, lines, orderType),
    [lines, orderType],
  )
  const guardFor = useCallback(
    (placed: PlacedFood, quantity: number): CartGuard =>
      (stored, target) =>
        lineAddRefusal(rulesOf(placed), stored, quantity, target),
    [rulesOf],
  )
  const refuse = useCallback(
    (code: RefusalCode) =>
      showToast(
        code === 'lineUnits'
          ? t`You can order at most ${lineUnits} of this dish with the same choices`
          : i18n._(ADD_REFUSAL_TEXT[code]),
      ),
    [i18n, t, lineUnits],
  )
  const guarded = useCallback(
    async (write: () => Promise<unknown>): Promise<boolean> => {
      try {
        // A write that answers false was called off (the diner said no): nothing was added.
        return (await write()) !== false
      } catch (error) {
        if (!(error instanceof CartRefused)) throw error
        refuse(error.code as RefusalCode)
        return false
      }
    },
    [refuse],
  )
  return { rulesOf, refusalOf, nextAddDisabled, guardFor, refuse, guarded }
}
