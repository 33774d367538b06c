import {
  COUNTER_ERR,
  type SelfServiceOrderInput,
  type TakeOutOrderInput,
} from '../../../src/domain/contract/counter'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { type CounterCodeKind, counterOrderType } from '../../../src/domain/counter/counterCode'
import type { Locale } from '../../../src/domain/locale'
import type { Database } from '../../db/open'
import { ApiError, validationError } from '../../http/errors'
import { counterRowOrRefuse, takeOutState } from './counterCodes'
import { shopStateError } from './orderErrors'
import { orderMenusOf } from './orderMenus'
import { placeInTransaction, placeUnderKey } from './placeOrder'
import { submissionFingerprint } from './submission'

type CounterOrderInput = TakeOutOrderInput | SelfServiceOrderInput

/**
 * The code's checks, in the placing transaction: the code is current and of its kind, and the order
 * is for the code's own brand, restaurant and menu (a code opens one restaurant only). A takeout
 * order (self-service, type 2) has no SPEC §4 shop state of its own, so the restaurant's pick-up
 * state stands in: a closed restaurant, or one outside its hours, takes no order at its counter.
 */
async function checkCode(tx: Database, input: CounterOrderInput, kind: CounterCodeKind, now: Date) {
  const row = await counterRowOrRefuse(tx, input.code, kind)
  if (
    row.brandId !== input.brandId ||
    row.restaurantId !== input.restaurantId ||
    row.menuType !== input.menuType
  )
    throw new ApiError(200, COUNTER_ERR.wrongRestaurant, 'counterWrongRestaurant', { field: 'restaurantId' })
  if (input.orderType !== counterOrderType(kind)) throw validationError('orderType')
  if (kind !== 'selfService') return
  const state = takeOutState(row, now)
  if (state !== 'ok') throw shopStateError(state === 'afterHours' ? 'closed' : state)
}

/**
 * POST order/takeOutScan/takeOutAddOrder and order/selfServiceCodeOrder: an order placed with a
 * counter code, exactly once under its submission key, by addOrder2's own rules
 * (./placeOrder.ts placeInTransaction) once the code's checks pass in the same transaction.
 */
export async function placeCounterOrder(
  db: Database,
  memberId: number,
  input: CounterOrderInput,
  kind: CounterCodeKind,
  context: { now: Date; locale: Locale; handheld: boolean },
): Promise<OrderDetail> {
  const { code: _code, ...order } = input
  const menus = orderMenusOf(db)
  const fingerprint = submissionFingerprint(input)
  return placeUnderKey(db, memberId, { submissionKey: input.submissionKey, fingerprint }, async (tx) => {
    await checkCode(tx, input, kind, context.now)
    return placeInTransaction(tx, menus, { memberId, input: order, fingerprint, ...context })
  })
}
