/**
 * What one add of a dish does (SPEC §5), for the three places a dish is added from: the add button
 * of the menu list, a chooser's Add to cart, and the + of a cart line. It combines the rules of
 * ./limits (checkAdd, the start and increase steps) and ./automod (decideAdd) without restating
 * them.
 *
 * From the menu list, in this order: a dish that can never be added (invisible, disabled, sold out)
 * is refused first; then automod may open the chooser (whose own add checks the limits); then any
 * other refusal (stock reached, the dish's or its category's limit); then the add repeats the
 * latest line of the product (automod 0) or puts a line with the default choices, unless that line
 * would hold more units than a line may (the brand's ORDER_LINE_MAX_UNITS: 'lineUnits'). Its units are the
 * next step: startQuantity while the product is not in the cart, else increaseQuantity.
 *
 * The limits are checked here on the lines the screen shows, to refuse at once; the cart checks them
 * again on the lines stored when it writes (./addRules.ts addRefusal as its guard), so fast taps and
 * other tabs cannot pass a limit either. Imported on demand by the menu's add buttons (the first
 * render needs only ./addRules.ts).
 */
import {
  type AddLine,
  type AddRules,
  addRefusal,
  isUnaddable,
  lineAddRefusal,
  type RefusalCode,
} from './addRules'
import { type AddDecision, decideAdd } from './automod'
import { choiceDetails } from './comboDetails'
import { addStep, type CountedLine, increaseQuantity, quantityOf } from './limits'
import type { CartItemDetail } from './types'

export type AddRequest =
  /** The add button of the menu list. */
  | { from: 'menu' }
  /** A chooser's Add to cart, with the picked choices and units. */
  | { from: 'chooser'; details: CartItemDetail[]; quantity: number }
  /** The + of the cart line at this index. */
  | { from: 'cartLine'; lineIndex: number }

export type AddPlan =
  | { kind: 'refuse'; code: RefusalCode }
  | { kind: 'openChooser'; reason: Extract<AddDecision, { code: 'openChooser' }>['reason'] }
  /** Add `quantity` units to the existing line at `lineIndex`. */
  | { kind: 'increaseLine'; lineIndex: number; quantity: number }
  /** Put `quantity` units with these choices (merged into a line with the same choices). */
  | { kind: 'newLine'; details: CartItemDetail[]; quantity: number }
  /** The cart line is no longer there (or is another dish's now): nothing to do. */
  | { kind: 'stale' }

/** The plan, unless the rules refuse its units on the line they go to (the plan's line, or a new one). */
function checked(rules: AddRules, lines: readonly CountedLine[], quantity: number, plan: AddPlan): AddPlan {
  const target = plan.kind === 'increaseLine' ? lines[plan.lineIndex] : undefined
  const code = lineAddRefusal(rules, lines, quantity, target)
  return code === 'ok' ? plan : { kind: 'refuse', code }
}

function fromMenu(rules: AddRules, lines: readonly AddLine[]): AddPlan {
  const { food } = rules
  const quantity = addStep(food, quantityOf(lines, food.id))
  const code = addRefusal(rules, lines, quantity)
  if (code !== 'ok' && isUnaddable(code)) return { kind: 'refuse', code }
  const decision = decideAdd(food, food.itemDetail, lines)
  if (decision.code === 'openChooser') return { kind: 'openChooser', reason: decision.reason }
  if (code !== 'ok') return { kind: 'refuse', code }
  return checked(
    rules,
    lines,
    quantity,
    decision.code === 'addToLine'
      ? { kind: 'increaseLine', lineIndex: decision.lineIndex, quantity }
      : { kind: 'newLine', details: choiceDetails(food.itemDetail, decision.choices), quantity },
  )
}

/** What adding the food does, given the cart lines shown (SPEC §5 automod, stock and limits). */
export function planAdd(rules: AddRules, lines: readonly AddLine[], request: AddRequest): AddPlan {
  switch (request.from) {
    case 'menu':
      return fromMenu(rules, lines)
    case 'chooser': {
      const { details, quantity } = request
      return checked(rules, lines, quantity, { kind: 'newLine', details, quantity })
    }
    case 'cartLine': {
      const { lineIndex } = request
      const line = lines[lineIndex]
      if (!line || line.productId !== rules.food.id) return { kind: 'stale' }
      const quantity = increaseQuantity(line)
      return checked(rules, lines, quantity, { kind: 'increaseLine', lineIndex, quantity })
    }
  }
}
