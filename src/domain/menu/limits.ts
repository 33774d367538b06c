/**
 * SPEC §5 dish limits and stock, §4 "Adding dishes" (refused when a limit is hit), §9 start and
 * increase quantity (default 1), the server limit code -1 and the FOODINTERVAL duplicate warning.
 *
 * checkAdd looks, in this order: invisible 2 or 3 → 'invisible'; isDisable 1 or status 0
 * (withdrawn) → 'disabled'; stock (order type 1 only) → 'soldOut' / 'stockReached'; the food's own
 * limit → 'maxNumber'; the category limit → 'overCategoryMax'.
 *
 * Interpretations:
 * - Stock control is on when remainingNumber > 0 and surplusNum (stock left) is a number. Then
 *   surplusNum ≤ 0 is sold out, and the cart may hold at most surplusNum of the food. "Marked
 *   disabled when the next add reaches surplus" (isNextAddDisabled): the next step would pass the
 *   stock left, so the add that fills the stock is allowed and greys the button for the one after.
 * - A food has its own limit when limitType is 1 or 2 and limitAmount > 0; the maximum is
 *   limitAmount × persons for both types (SPEC states the per-person rule for type 1 and only how
 *   type 2 counts differs).
 *   limitType 1 counts the food's units in the cart (this round), not what was sent before.
 *   limitType 2 counts ONLY the units already sent in the order (earlier rounds), as SPEC says:
 *   the cart is not counted, so an add is refused once sent + this add would pass the maximum; the
 *   server's checkOrderLimit (code -1) backs this up at submission.
 * - The category limit (limitType 1 or 2, limitAmount > 0) applies only to foods without their own
 *   limit and caps the category total in the cart — every food of the category counts — at
 *   limitAmount × persons. Both category types count the cart the same way.
 * - persons below 1 (or not a whole number) count as 1, the default person count (SPEC §9).
 */
import { CODE_LIMIT, type Envelope } from '../envelope'
import { type CartLine, type Category, type Food, LIMIT_TYPE, ORDER_TYPE } from './types'

export type AddCode =
  | 'ok'
  | 'invisible'
  | 'disabled'
  | 'soldOut'
  | 'stockReached'
  | 'maxNumber'
  | 'overCategoryMax'

/** A cart or sent line as the limits read it. */
export type CountedLine = Pick<CartLine, 'productId' | 'number'>

export type QuantityFood = Pick<Food, 'startQuantity' | 'increaseQuantity'>
export type StockFood = Pick<Food, 'id' | 'surplusNum' | 'remainingNumber'> & QuantityFood
export type LimitFood = StockFood &
  Pick<Food, 'invisible' | 'isDisable' | 'status' | 'limitType' | 'limitAmount'>
export type LimitCategory = Pick<Category, 'limitType' | 'limitAmount'> & {
  foods: readonly Pick<Food, 'id'>[]
}

export type AddContext = {
  food: LimitFood
  /** The category the food is shown in, when it has one. */
  category?: LimitCategory | null
  cart: readonly CountedLine[]
  /** Lines already sent in this order (earlier rounds); read by limitType 2. */
  sent?: readonly CountedLine[]
  persons: number
  orderType: number
  /** Units to add; by default the next step (startQuantity first, then increaseQuantity). */
  quantity?: number
}

function wholeAtLeastOne(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : 1
}

/** Guests at the table: a whole number ≥ 1, else 1. */
export function personCount(persons: number): number {
  return wholeAtLeastOne(persons)
}

/** Units the first add puts in the cart (default 1). */
export function startQuantity(food: QuantityFood): number {
  return wholeAtLeastOne(food.startQuantity)
}

/** Units each later add or removal steps by (default 1). */
export function increaseQuantity(food: QuantityFood): number {
  return wholeAtLeastOne(food.increaseQuantity)
}

/** Units the next add puts in, given the units already in the cart. */
export function addStep(food: QuantityFood, inCart: number): number {
  return inCart > 0 ? increaseQuantity(food) : startQuantity(food)
}

/** Units left after one removal; 0 (remove the line) when that would fall below startQuantity. */
export function quantityAfterRemove(food: QuantityFood, inCart: number): number {
  const next = inCart - increaseQuantity(food)
  return next < startQuantity(food) ? 0 : next
}

/** Units of a product over the lines. */
export function quantityOf(lines: readonly CountedLine[], productId: number): number {
  return lines.reduce((sum, line) => (line.productId === productId ? sum + line.number : sum), 0)
}

function isLimitType(limitType: number): boolean {
  return limitType === LIMIT_TYPE.perPerson || limitType === LIMIT_TYPE.sentInOrder
}

/** The food's own maximum (limitAmount × persons), or null when it has none. */
export function ownLimit(food: Pick<Food, 'limitType' | 'limitAmount'>, persons: number): number | null {
  return isLimitType(food.limitType) && food.limitAmount > 0 ? food.limitAmount * personCount(persons) : null
}

/** The category's cap for this food (amount × persons), or null when the food has its own limit or none applies. */
export function categoryCap(
  category: Pick<Category, 'limitType' | 'limitAmount'>,
  food: Pick<Food, 'limitType' | 'limitAmount'>,
  persons: number,
): number | null {
  if (ownLimit(food, persons) !== null) return null
  return isLimitType(category.limitType) && category.limitAmount > 0
    ? category.limitAmount * personCount(persons)
    : null
}

/** Units in the cart of all the category's foods. */
export function categoryQuantity(
  category: Pick<LimitCategory, 'foods'>,
  cart: readonly CountedLine[],
): number {
  const ids = new Set(category.foods.map((food) => food.id))
  return cart.reduce((sum, line) => (ids.has(line.productId) ? sum + line.number : sum), 0)
}

/**
 * SPEC §5: whether the food's stock counts for this order — order type 1 only, and only for a
 * stock-controlled food (remainingNumber > 0, surplusNum a number). The menu and the server's order
 * placement (which takes the stock) both ask this.
 */
export function countsStock<T extends Pick<Food, 'surplusNum' | 'remainingNumber'>>(
  food: T,
  orderType: number,
): food is T & { surplusNum: number } {
  return orderType === ORDER_TYPE.shop && food.remainingNumber > 0 && typeof food.surplusNum === 'number'
}

/** Units the food's own limit counts: the cart for limitType 1, only sent lines for limitType 2. */
function limitCounted(food: LimitFood, cart: readonly CountedLine[], sent: readonly CountedLine[]): number {
  return food.limitType === LIMIT_TYPE.perPerson ? quantityOf(cart, food.id) : quantityOf(sent, food.id)
}

/** Whether adding is allowed, and if not, the first rule that refuses it. */
export function checkAdd(context: AddContext): AddCode {
  const { food, cart, persons } = context
  if (food.invisible === 2 || food.invisible === 3) return 'invisible'
  if (food.isDisable === 1 || food.status === 0) return 'disabled'
  const inCart = quantityOf(cart, food.id)
  const adding = context.quantity ?? addStep(food, inCart)
  if (countsStock(food, context.orderType)) {
    if (food.surplusNum <= 0) return 'soldOut'
    if (inCart + adding > food.surplusNum) return 'stockReached'
  }
  const max = ownLimit(food, persons)
  if (max !== null && limitCounted(food, cart, context.sent ?? []) + adding > max) return 'maxNumber'
  const category = context.category
  const cap = category ? categoryCap(category, food, persons) : null
  if (category && cap !== null && categoryQuantity(category, cart) + adding > cap) return 'overCategoryMax'
  return 'ok'
}

/** The food's limitFlag: its own limit is reached (counted as checkAdd counts it). */
export function isAtLimit(
  food: LimitFood,
  cart: readonly CountedLine[],
  sent: readonly CountedLine[],
  persons: number,
): boolean {
  const max = ownLimit(food, persons)
  return max !== null && limitCounted(food, cart, sent) >= max
}

/** The category's limitFlag: its cart total has reached limitAmount × persons. */
export function isCategoryAtLimit(
  category: LimitCategory,
  cart: readonly CountedLine[],
  persons: number,
): boolean {
  if (!isLimitType(category.limitType) || !(category.limitAmount > 0)) return false
  return categoryQuantity(category, cart) >= category.limitAmount * personCount(persons)
}

/** Order type 1 only: the next add would pass the stock left, so the food shows disabled. */
export function isNextAddDisabled(food: StockFood, cart: readonly CountedLine[], orderType: number): boolean {
  if (!countsStock(food, orderType)) return false
  const inCart = quantityOf(cart, food.id)
  return inCart + addStep(food, inCart) > food.surplusNum
}

/** True when restaurant/order/checkOrderLimit or checkZiquLimit answered code -1 (limit hit). */
export function isServerLimitHit(envelope: Pick<Envelope, 'code'>): boolean {
  return envelope.code === CODE_LIMIT
}

/** Minutes → milliseconds. */
const MS_PER_MINUTE = 60_000

/**
 * FOODINTERVAL: warn when the same food was last added less than intervalMinutes ago
 * (never when there is no earlier add or the interval is 0 or less; a time in the future counts as recent).
 */
export function duplicateFoodWarning(
  lastAddedAt: Date | number | null | undefined,
  now: Date | number,
  intervalMinutes: number,
): boolean {
  if (lastAddedAt === null || lastAddedAt === undefined || !(intervalMinutes > 0)) return false
  return Number(now) - Number(lastAddedAt) < intervalMinutes * MS_PER_MINUTE
}

/** Whether any limit of the menu is counted per guest, so the guest count matters at checkout. */
export function limitsDependOnPersons(
  categories: readonly (Pick<Category, 'limitType' | 'limitAmount'> & {
    foods: readonly Pick<Food, 'limitType' | 'limitAmount'>[]
  })[],
): boolean {
  const limited = (item: Pick<Food, 'limitType' | 'limitAmount'>) =>
    isLimitType(item.limitType) && item.limitAmount > 0
  return categories.some((category) => limited(category) || category.foods.some(limited))
}
