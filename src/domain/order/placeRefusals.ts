import type { Money } from '../menu/types'
import { isOverMaxTotal } from '../placementLimits'
import type { OrderMinimum } from '../pricing/orderMinimum'

/**
 * The checkout's Place order button: whether the order may be placed now, and why not. The server
 * checks the minimum and the cap again (server/services/order/placeOrder.ts); here the diner is
 * told before sending.
 */

/** One reason the order may not be placed; the screen words the first when it is the minimum or the cap. */
type PlaceRefusal =
  /** Short of the order minimum by more than may be made up. */
  | { kind: 'minimum'; shortfall: Money }
  /** Above ORDER_MAX_TOTAL: the server would refuse it (ORDER.TOTAL_LIMIT). */
  | { kind: 'maxTotal'; maxTotal: Money }
  | { kind: 'address' }
  /** A delivered order whose fee is not known (still loading, or the address is out of reach). */
  | { kind: 'deliveryFee' }
  /** The remark is still being read from the device. */
  | { kind: 'remark' }
  | { kind: 'payType' }
  /** An order of this cart is being written or sent, or was refused and not dismissed. */
  | { kind: 'inFlight' }

export type PlaceFacts = {
  minimum: OrderMinimum
  /** What the diner pays. */
  price: Money
  /** ORDER_MAX_TOTAL; null without a cap. */
  maxTotal: Money | null
  delivered: boolean
  hasAddress: boolean
  feeKnown: boolean
  remarkRead: boolean
  payType: number | null
  inFlight: boolean
}

/** Every reason the order may not be placed now, the minimum and the cap first; none when it may. */
export function placeRefusals(facts: PlaceFacts): PlaceRefusal[] {
  const refusals: PlaceRefusal[] = []
  if (facts.minimum.kind === 'blocked') refusals.push({ kind: 'minimum', shortfall: facts.minimum.shortfall })
  if (facts.maxTotal !== null && isOverMaxTotal(facts.price, facts.maxTotal))
    refusals.push({ kind: 'maxTotal', maxTotal: facts.maxTotal })
  if (facts.delivered && !facts.hasAddress) refusals.push({ kind: 'address' })
  if (facts.delivered && !facts.feeKnown) refusals.push({ kind: 'deliveryFee' })
  if (!facts.remarkRead) refusals.push({ kind: 'remark' })
  if (facts.payType === null) refusals.push({ kind: 'payType' })
  if (facts.inFlight) refusals.push({ kind: 'inFlight' })
  return refusals
}

/** Whether Place order first asks the diner to make up the difference to the minimum (not agreed yet). */
export function asksToMakeUp(minimum: OrderMinimum, madeUp: boolean): boolean {
  return minimum.kind === 'makeUp' && !madeUp
}
