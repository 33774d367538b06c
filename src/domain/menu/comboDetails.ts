import { compareMoney, toMoneyString } from '../money'
import { type Choices, findItem, isComboGroup, itemQty } from './combo'
import type { CartItemDetail, ChoiceGroup, GroupItem, Money } from './types'

/*
 * What the choices of ./combo.ts cost and how a cart line records them (SPEC §5 price per pick):
 * apart from the rules, which the menu list needs at once, as only an add and the sums use these.
 */

/** What one pick of the item costs in this group (preferential price applied). */
export function pickPrice(group: ChoiceGroup, item: Pick<GroupItem, 'price'>): Money {
  const own = item.price || 0
  if (isComboGroup(group)) {
    const preferential = group.preferentialPrice || 0
    if (compareMoney(preferential, 0) > 0 && compareMoney(preferential, own) < 0)
      return toMoneyString(preferential)
  }
  return toMoneyString(own)
}

/** The cart line's itemDetail for these choices, in group order; unknown or empty picks are left out. */
export function choiceDetails(groups: readonly ChoiceGroup[], choices: Choices): CartItemDetail[] {
  return groups.flatMap((group) =>
    (choices[group.id] ?? []).flatMap((pick): CartItemDetail[] => {
      const item = findItem(group, pick.itemId)
      if (!item || !(pick.count >= 1)) return []
      return [
        {
          groupId: group.id,
          id: item.id,
          ...(item.foodId !== undefined ? { foodId: item.foodId } : {}),
          name: item.name,
          ...(item.name1 !== undefined ? { name1: item.name1 } : {}),
          ...(item.name2 !== undefined ? { name2: item.name2 } : {}),
          price: pickPrice(group, item),
          number: pick.count,
          qty: itemQty(item),
          itemDetail: choiceDetails(item.itemDetail ?? [], pick.details ?? {}),
        },
      ]
    }),
  )
}
