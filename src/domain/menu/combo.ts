/**
 * SPEC §5 combos (and the modifier groups of SPEC §3 itemDetail, which follow the same rules):
 * a group selects at most maxqty; minqty 0 is treated as 1; default quantity 0 is treated as 1;
 * messages 'Select x', 'Select x~y', 'Select at least x', 'Required'.
 *
 * Interpretations:
 * - A pick is one choice of an item; a group's count is the number of picks (an item may be picked
 *   more than once where the group allows). An item's `qty` (default quantity) is the number of units
 *   served per pick, so a "tea for two" item (qty 2) still fills a one-pick group.
 * - Bounds: min = max(minqty, 1); max = maxqty, raised to min when lower, and no upper bound when
 *   maxqty is 0 or less. Combo groups (those carrying preferentialPrice) are required unless their
 *   `required` is 0; modifier groups are required when minqty > 0 (or by `required` when sent).
 *   An optional group may stay empty; once anything is picked the same bounds apply.
 * - Messages: an empty required group → 'required' ('Required'). Any other count outside the bounds,
 *   and the group's hint, → min = max: 'selectExactly' ('Select x'); no upper bound: 'selectAtLeast'
 *   ('Select at least x'); otherwise 'selectRange' ('Select x~y').
 * - Defaults: the defmodifier 1 items, top-pinned items first, one pick each, until max is reached;
 *   nested groups of a picked item get their own defaults.
 * - Price per pick: the item's price, or the combo group's preferentialPrice when that is above 0 and
 *   lower than the item's price (a preferential price never raises one). Nested choices are charged
 *   once per pick of their parent (see cartTotals.ts).
 */
import type { ChoiceGroup, ComboGroup, GroupItem } from './types'

/** One choice of an item in a group: how many picks, and the picks' nested choices. */
export type ItemPick = { itemId: number; count: number; details?: Choices }
/** The picks of each group, keyed by group id. */
export type Choices = Readonly<Record<number, readonly ItemPick[]>>

export type Bounds = { min: number; max: number | null; required: boolean }

export type GroupRule =
  | { code: 'selectExactly'; count: number }
  | { code: 'selectRange'; min: number; max: number }
  | { code: 'selectAtLeast'; min: number }

export type GroupProblem = GroupRule | { code: 'required' } | { code: 'invalidPick'; itemId: number }
export type GroupCheck = { code: 'ok' } | GroupProblem

/** Where a choice fails: group ids, with the item ids between nested levels, and why. */
export type ChoiceProblem = { path: number[]; problem: GroupProblem }

/** True for a combo group (SPEC §3 gives combo groups a preferentialPrice; modifier groups none). */
export function isComboGroup(group: ChoiceGroup): group is ComboGroup {
  return 'preferentialPrice' in group
}

/** The pick count a group accepts, and whether it may stay empty. */
export function groupBounds(group: ChoiceGroup): Bounds {
  const minqty = Math.max(0, Math.trunc(group.minqty || 0))
  const min = Math.max(1, minqty)
  const maxqty = Math.trunc(group.maxqty || 0)
  const required = group.required !== undefined ? group.required !== 0 : isComboGroup(group) || minqty > 0
  return { min, max: maxqty > 0 ? Math.max(maxqty, min) : null, required }
}

/** The group's hint, also the code for a count outside its bounds. */
export function groupRule(group: ChoiceGroup): GroupRule {
  const { min, max } = groupBounds(group)
  if (max === null) return { code: 'selectAtLeast', min }
  if (max === min) return { code: 'selectExactly', count: min }
  return { code: 'selectRange', min, max }
}

/** Units served per pick: the item's qty, 0 or missing treated as 1. */
export function itemQty(item: Pick<GroupItem, 'qty'>): number {
  const qty = Math.trunc(item.qty ?? 0)
  return qty > 0 ? qty : 1
}

/** The group's items, top-pinned first, otherwise in their given order. */
export function orderedItems(group: ChoiceGroup): GroupItem[] {
  return [...group.items.filter((item) => item.top === 1), ...group.items.filter((item) => item.top !== 1)]
}

/** The picks' total count. */
export function pickTotal(picks: readonly ItemPick[]): number {
  return picks.reduce((sum, pick) => sum + pick.count, 0)
}

/** The group's item with this id. */
export function findItem(group: ChoiceGroup, itemId: number): GroupItem | undefined {
  return group.items.find((item) => item.id === itemId)
}

/** Checks one group's picks: unknown items or counts below 1 first, then emptiness, then bounds. */
export function checkGroup(group: ChoiceGroup, picks: readonly ItemPick[]): GroupCheck {
  const bad = picks.find(
    (pick) => !findItem(group, pick.itemId) || !Number.isInteger(pick.count) || pick.count < 1,
  )
  if (bad) return { code: 'invalidPick', itemId: bad.itemId }
  const { min, max, required } = groupBounds(group)
  const total = pickTotal(picks)
  if (total === 0) return required ? { code: 'required' } : { code: 'ok' }
  if (total < min || (max !== null && total > max)) return groupRule(group)
  return { code: 'ok' }
}

/** The first group (depth first, in order) whose picks fail, or null when every group is satisfied. */
export function checkChoices(groups: readonly ChoiceGroup[], choices: Choices): ChoiceProblem | null {
  for (const group of groups) {
    const picks = choices[group.id] ?? []
    const check = checkGroup(group, picks)
    if (check.code !== 'ok') return { path: [group.id], problem: check }
    for (const pick of picks) {
      const item = findItem(group, pick.itemId)!
      const nested = checkChoices(item.itemDetail ?? [], pick.details ?? {})
      if (nested) return { path: [group.id, item.id, ...nested.path], problem: nested.problem }
    }
  }
  return null
}

/** The default picks of a group: defmodifier items, top first, one pick each, up to max. */
export function defaultPicks(group: ChoiceGroup): ItemPick[] {
  const { max } = groupBounds(group)
  const defaults = orderedItems(group).filter((item) => item.defmodifier === 1)
  return defaults
    .slice(0, max ?? defaults.length)
    .map((item) => ({ itemId: item.id, count: 1, details: defaultChoices(item.itemDetail ?? []) }))
}

/** Default picks of every group, nested groups included. */
export function defaultChoices(groups: readonly ChoiceGroup[]): Choices {
  return Object.fromEntries(groups.map((group) => [group.id, defaultPicks(group)]))
}
