import { and, asc, eq } from 'drizzle-orm'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { fixedPriceResult, purchaseLine } from '../../../src/domain/order/purchaseOrders'
import { ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { CASH_PAY_TYPE, payMethodRefusal } from '../../../src/domain/payTypes'
import type { Database } from '../../db/open'
import { restaurants } from '../../db/schema'
import { restaurantNotFound } from '../../http/errors'
import { defaultOnlinePayType, offersPayType } from '../restaurant/payTypes'
import { payMethodError, payTypeNotOfferedError } from './orderErrors'
import { insertOrderOnce } from './orderRows'
import { placeUnderKey } from './placeOrder'
import { submissionFingerprint } from './submission'

/**
 * The order row of a purchase (src/domain/order/orderTypes.ts PURCHASE_ORDER_TYPE: a level's term,
 * a package of vouchers): one line at a fixed price, paid like any order — online through
 * confirmPay, or cash at the shop where the paying restaurant takes it — under its submission key.
 */

/** The restaurant that takes the payment: the one asked for (of the brand), or the brand's first. */
async function payingRestaurant(tx: Database, brandId: number, restaurantId: number | undefined) {
  const [row] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(
      restaurantId === undefined
        ? eq(restaurants.brandId, brandId)
        : and(eq(restaurants.brandId, brandId), eq(restaurants.id, restaurantId)),
    )
    .orderBy(asc(restaurants.id))
    .limit(1)
  if (!row) throw restaurantNotFound()
  return row.id
}

export type Purchase = {
  brandId: number
  restaurantId?: number | undefined
  payType?: number | undefined
  submissionKey: string
  orderType: number
  /** What is bought: its code, names in the three languages and price. */
  item: Parameters<typeof purchaseLine>[0]
}

/** Inserts the purchase's order once per key; null when the key already placed one. */
export async function insertPurchaseOrder(
  tx: Database,
  memberId: number,
  purchase: Purchase,
  sent: PurchaseSent,
): Promise<OrderDetail | null> {
  const restaurantId = await payingRestaurant(tx, purchase.brandId, purchase.restaurantId)
  const payType = purchase.payType ?? (await defaultOnlinePayType(tx, restaurantId))
  if (payType === null || !(await offersPayType(tx, restaurantId, payType))) throw payTypeNotOfferedError()
  const online = payType !== CASH_PAY_TYPE
  const price = fixedPriceResult(purchase.item.price)
  const methodRefusal = online ? payMethodRefusal(payType, price.price, sent.handheld) : null
  if (methodRefusal) throw payMethodError(methodRefusal)
  return insertOrderOnce(
    tx,
    {
      brandId: purchase.brandId,
      restaurantId,
      memberId,
      orderType: purchase.orderType,
      menuType: 0,
      status: ORDER_STATUS.submitted,
      orderPayType: online ? ORDER_PAY_TYPE.online : ORDER_PAY_TYPE.later,
      payType,
      persons: 1,
      remark: '',
      address: null,
      timeSlot: { type: 0 },
      price,
      discountRuleId: null,
      memberCouponId: null,
      submissionKey: purchase.submissionKey,
      submissionFingerprint: sent.fingerprint,
    },
    [{ line: purchaseLine(purchase.item, restaurantId), stockTaken: 0 }],
    sent.now,
  )
}

/** What a purchase's placing knows of the request besides its input. */
export type PurchaseSent = { fingerprint: string; now: Date; handheld: boolean }

/** Places a purchase once per submission key (placeUnderKey): `place` checks and writes it in its transaction. */
export function placePurchase<I extends { submissionKey: string }>(
  db: Database,
  memberId: number,
  input: I,
  request: { now: Date; handheld: boolean },
  place: (tx: Database, sent: PurchaseSent) => Promise<OrderDetail | null>,
): Promise<OrderDetail> {
  const fingerprint = submissionFingerprint(input)
  return placeUnderKey(db, memberId, { submissionKey: input.submissionKey, fingerprint }, (tx) =>
    place(tx, { fingerprint, ...request }),
  )
}
