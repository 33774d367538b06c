import { defaultChoices, findItem, groupBounds, type ItemPick, pickTotal } from './combo'
import type { ChoiceGroup } from './types'

/**
 * A chooser's change of a pick (SPEC §5 combos, rules in ./combo.ts). Apart from ./combo.ts, whose
 * defaults and checks the menu's first render runs, because only the choosers need it.
 */

export type PickUpdate =
  | { code: 'ok'; picks: ItemPick[] }
  | { code: 'overMax'; max: number }
  | { code: 'invalidPick'; itemId: number }

/**
 * Sets how many times an item is picked (0 removes it). In a one-pick group a pick replaces the
 * previous one; elsewhere a count that would pass max is refused with 'overMax'.
 */
export function setPickCount(
  group: ChoiceGroup,
  picks: readonly ItemPick[],
  itemId: number,
  count: number,
): PickUpdate {
  const item = findItem(group, itemId)
  if (!item || !Number.isInteger(count) || count < 0) return { code: 'invalidPick', itemId }
  const existing = picks.find((pick) => pick.itemId === itemId)
  const others = picks.filter((pick) => pick.itemId !== itemId)
  if (count === 0) return { code: 'ok', picks: others }
  const next: ItemPick = {
    itemId,
    count,
    details: existing?.details ?? defaultChoices(item.itemDetail ?? []),
  }
  const { max } = groupBounds(group)
  if (max === 1 && count === 1) return { code: 'ok', picks: [next] }
  if (max !== null && pickTotal(others) + count > max) return { code: 'overMax', max }
  return {
    code: 'ok',
    picks: existing ? picks.map((pick) => (pick.itemId === itemId ? next : pick)) : [...picks, next],
  }
}
