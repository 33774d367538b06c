/**
 * Issue 4 item 7: when a new menu replaces the saved one, the cart is checked against it; removed
 * foods and changed prices are flagged, never silently kept.
 *
 * Rules, line by line (the difference line is kept as it is):
 * - removed: the food is not in the menu, or is invisible 2 or 3, disabled (isDisable 1) or withdrawn
 *   (status 0); or one of the line's choices (modifier or combo item, nested ones too) is no longer
 *   offered by the food. Choices are checked only where the menu gives the food's groups: a food with
 *   itemCounts > 0 but no groups in the answer keeps its choices; one without any (itemCounts 0)
 *   cannot carry choices any more.
 * - repriced: the base price, a choice's price (preferential price applied, see combo.pickPrice) or
 *   the lunch-box fee differs; the line takes the menu's figures and its per-unit `total` is
 *   recomputed. Prices are compared as decimals ("38.5" equals "38.50").
 * - anything else is kept unchanged (the same object).
 * An `unchanged` answer carries no categories and is not a menu to repair against: the lines stay.
 */
import type { MenuFood, ShopMenu } from '../contract/menu'
import { compareMoney, toMoneyString } from '../money'
import { unitTotal } from './cartTotals'
import { pickPrice } from './comboDetails'
import { foodsById } from './foodIndex'
import { type CartItemDetail, type CartLine, type ChoiceGroup, isDifferenceLine, type Money } from './types'

/** A line whose figures changed, with the figures it had. */
type RepricedLine = {
  /** The line as repaired (new price, lunch-box fee, choice prices and total). */
  line: CartLine
  /** The old base price per unit (compare with line.price). */
  oldPrice: Money
  /** The old per-unit total, choices included (compare with line.total). */
  oldTotal: Money
  oldLunchboxPrice: Money
}

export type CartRepair = { lines: CartLine[]; removed: CartLine[]; repriced: RepricedLine[] }

/** Whether a food may stay in a cart: shown (invisible not 2 or 3), enabled and on sale. */
export function isFoodOrderable(food: Pick<MenuFood, 'invisible' | 'isDisable' | 'status'>): boolean {
  return food.invisible !== 2 && food.invisible !== 3 && food.isDisable !== 1 && food.status !== 0
}

function samePrice(a: Money | null | undefined, b: Money | null | undefined): boolean {
  return compareMoney(a || 0, b || 0) === 0
}

/**
 * The details with the menu's prices, or null when a chosen group or item is no longer offered.
 * When nothing changed the same array comes back.
 */
function repairDetails(
  details: readonly CartItemDetail[],
  groups: readonly ChoiceGroup[],
): CartItemDetail[] | null {
  const repaired: CartItemDetail[] = []
  for (const detail of details) {
    const group = groups.find((candidate) => candidate.id === detail.groupId)
    const item = group?.items.find((candidate) => candidate.id === detail.id)
    if (!group || !item) return null
    const nestedGroups = item.itemDetail ?? []
    const nested =
      nestedGroups.length > 0 ? repairDetails(detail.itemDetail, nestedGroups) : detail.itemDetail
    if (!nested) return null
    const price = pickPrice(group, item)
    repaired.push(
      samePrice(price, detail.price) && nested === detail.itemDetail
        ? detail
        : { ...detail, price, itemDetail: nested },
    )
  }
  return repaired.every((detail, index) => detail === details[index])
    ? (details as CartItemDetail[])
    : repaired
}

/** The line's choices checked against the food: null when they cannot be served any more. */
function detailsFor(line: CartLine, food: MenuFood): CartItemDetail[] | null {
  if (line.itemDetail.length === 0) return line.itemDetail
  if (food.itemDetail.length > 0) return repairDetails(line.itemDetail, food.itemDetail)
  return food.itemCounts > 0 ? line.itemDetail : null
}

/** Checks the cart against a menu: see the rules at the top of this file. */
export function repairCart(lines: readonly CartLine[], menu: ShopMenu): CartRepair {
  if (menu.unchanged) return { lines: [...lines], removed: [], repriced: [] }
  const foods = foodsById(menu)
  const result: CartRepair = { lines: [], removed: [], repriced: [] }
  for (const line of lines) {
    if (isDifferenceLine(line)) {
      result.lines.push(line)
      continue
    }
    const food = foods.get(line.productId)
    const details = food && isFoodOrderable(food) ? detailsFor(line, food) : null
    if (!food || !details) {
      result.removed.push(line)
      continue
    }
    const price = toMoneyString(food.price)
    const lunchboxPrice = toMoneyString(food.lunchboxPrice || 0)
    const total = unitTotal(price, details)
    if (
      samePrice(price, line.price) &&
      samePrice(lunchboxPrice, line.lunchboxPrice) &&
      samePrice(total, line.total) &&
      details === line.itemDetail
    ) {
      result.lines.push(line)
      continue
    }
    const repaired: CartLine = { ...line, price, lunchboxPrice, total, itemDetail: details }
    result.lines.push(repaired)
    result.repriced.push({
      line: repaired,
      oldPrice: line.price,
      oldTotal: line.total,
      oldLunchboxPrice: line.lunchboxPrice,
    })
  }
  return result
}
