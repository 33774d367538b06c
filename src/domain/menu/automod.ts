/**
 * SPEC §5 automod: what tapping "add" on a food in the menu list does.
 * - itemCounts 0 (no modifier or combo groups): add directly, no choices.
 * - automod 1 with itemCounts > 0: add directly with the default choices (combo.ts defaults) —
 *   interpretation of "or the option chooser opens": the chooser opens instead when the defaults do
 *   not satisfy every group (a required group without a default, too few defaults for minqty, nested
 *   groups likewise), or when the groups were not given although itemCounts says there are some.
 * - automod 0 (any value but 1) with itemCounts > 0: the chooser opens, unless the same product is
 *   already in the cart; then the add repeats the latest line of that product ('addToLine'), keeping
 *   its choices.
 */
import { type Choices, checkChoices, defaultChoices } from './combo'
import type { CartLine, ChoiceGroup, Food } from './types'

export type AddDecision =
  | { code: 'addDirect'; choices: Choices }
  | { code: 'addToLine'; lineIndex: number }
  | { code: 'openChooser'; reason: 'automodOff' | 'defaultsIncomplete' | 'groupsMissing' }

/** Decides between adding at once (with defaults), repeating a cart line, and opening the chooser. */
export function decideAdd(
  food: Pick<Food, 'id' | 'automod' | 'itemCounts'>,
  groups: readonly ChoiceGroup[],
  cart: readonly Pick<CartLine, 'productId'>[],
): AddDecision {
  if (!(food.itemCounts > 0)) return { code: 'addDirect', choices: {} }
  if (food.automod === 1) {
    if (groups.length === 0) return { code: 'openChooser', reason: 'groupsMissing' }
    const choices = defaultChoices(groups)
    if (checkChoices(groups, choices)) return { code: 'openChooser', reason: 'defaultsIncomplete' }
    return { code: 'addDirect', choices }
  }
  const lineIndex = cart.findLastIndex((line) => line.productId === food.id)
  return lineIndex >= 0 ? { code: 'addToLine', lineIndex } : { code: 'openChooser', reason: 'automodOff' }
}
