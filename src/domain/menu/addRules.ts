import { wouldPassLineUnits } from '../placementLimits'
import { type AddCode, type CountedLine, checkAdd, type LimitCategory, type LimitFood } from './limits'
import type { CartLine, ChoiceGroup, Food } from './types'

/**
 * The rules an add of a dish is checked against (SPEC §5), as the menu shows them on every dish
 * (./limits.ts checkAdd on the lines shown) and as the cart's guard checks them on the lines stored.
 * Apart from ./addDecision.ts, which plans an add, because the first render needs only these.
 */

/** A food as the add rules read it: its limits and stock, automod and its choice groups. */
type AddFood = LimitFood & Pick<Food, 'automod' | 'itemCounts'> & { itemDetail: readonly ChoiceGroup[] }

/** The food to add with everything its limits depend on besides the cart. */
export type AddRules = {
  food: AddFood
  /** The category the food is listed in (its limit applies to foods without their own). */
  category: LimitCategory | null
  persons: number
  orderType: number
  /** Lines already sent in this order (earlier rounds), read by limitType 2. */
  sent?: readonly CountedLine[]
  /** Units one cart line may hold (the brand's ORDER_LINE_MAX_UNITS); no cap when not given. */
  lineUnits?: number
}

/** A cart line as an add reads it. */
export type AddLine = CountedLine & Pick<CartLine, 'increaseQuantity'>

/** A dish's limits, or 'lineUnits': the line the units go to would hold more than a line may. */
export type RefusalCode = Exclude<AddCode, 'ok'> | 'lineUnits'

/** Refusals after which the dish cannot be added at all, whatever the cart holds. */
const UNADDABLE: readonly AddCode[] = ['invisible', 'disabled', 'soldOut']

/** The dish can never be added now (invisible, disabled or sold out), as opposed to a limit reached. */
export function isUnaddable(code: AddCode): boolean {
  return UNADDABLE.includes(code)
}

/** Why adding `quantity` units (by default the next step) to these lines would be refused, or 'ok'. */
export function addRefusal(rules: AddRules, lines: readonly CountedLine[], quantity?: number): AddCode {
  return checkAdd({ ...rules, cart: lines, ...(quantity === undefined ? {} : { quantity }) })
}

/**
 * addRefusal, then the units one line may hold (src/domain/placementLimits.ts) for the line the
 * units go to: `target`, or a new line when there is none.
 */
export function lineAddRefusal(
  rules: AddRules,
  lines: readonly CountedLine[],
  quantity: number,
  target: CountedLine | undefined,
): RefusalCode | 'ok' {
  const code = addRefusal(rules, lines, quantity)
  if (code !== 'ok') return code
  return wouldPassLineUnits(target?.number ?? 0, quantity, rules.lineUnits ?? null) ? 'lineUnits' : 'ok'
}
