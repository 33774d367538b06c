import { and, asc, eq } from 'drizzle-orm'
import { type BuyLevelInput, LEVEL_ERROR } from '../../../src/domain/contract/levels'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { type LevelBuyRefusal, levelBuyRefusal } from '../../../src/domain/levels/levelTerms'
import { PURCHASE_ORDER_TYPE } from '../../../src/domain/order/orderTypes'
import { fixedPriceResult, purchaseLine } from '../../../src/domain/order/purchaseOrders'
import { ORDER_PAY_TYPE, ORDER_STATUS } from '../../../src/domain/orderStatus'
import { CASH_PAY_TYPE, payMethodRefusal } from '../../../src/domain/payTypes'
import type { Database } from '../../db/open'
import { levelOrders, memberLevels, restaurants } from '../../db/schema'
import { ApiError, restaurantNotFound, validationError } from '../../http/errors'
import { heldLevelOf } from '../member/levelStarts'
import { defaultOnlinePayType, offersPayType } from '../restaurant/payTypes'
import { payMethodError, payTypeNotOfferedError } from './orderErrors'
import { insertOrderOnce } from './orderRows'
import { placeUnderKey } from './placeOrder'
import { submissionFingerprint } from './submission'

/**
 * POST order/addBuyMemberLevelOrder (issue 39 item 1, docs/api.md "Membership levels"): an order
 * for one term of a level, at the level's price, exactly once per submission key, paid like any
 * order (online through confirmPay, or cash at the shop where the restaurant takes cash). The term
 * starts when the payment settles (server/services/pay/settle.ts) or when staff complete a cash
 * order, never before (server/services/member/levelStarts.ts).
 */

const REFUSAL: Record<
  LevelBuyRefusal,
  { errCode: string; message: 'levelNotForSale' | 'levelLowerThanHeld' }
> = {
  notForSale: { errCode: LEVEL_ERROR.notForSale, message: 'levelNotForSale' },
  lower: { errCode: LEVEL_ERROR.lower, message: 'levelLowerThanHeld' },
}

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

async function placeInTransaction(
  tx: Database,
  memberId: number,
  input: BuyLevelInput,
  sent: { fingerprint: string; now: Date; handheld: boolean },
): Promise<OrderDetail | null> {
  const { now } = sent
  const [level] = await tx
    .select()
    .from(memberLevels)
    .where(and(eq(memberLevels.id, input.levelId), eq(memberLevels.brandId, input.brandId)))
  if (!level) throw validationError('levelId')
  const membership = await heldLevelOf(tx, memberId, input.brandId, false)
  if (!membership) throw new ApiError(200, LEVEL_ERROR.notJoined, 'levelNotJoined')
  const refusal = levelBuyRefusal(membership.held, { rank: level.level, price: level.price }, now)
  if (refusal) throw new ApiError(200, REFUSAL[refusal].errCode, REFUSAL[refusal].message)
  const restaurantId = await payingRestaurant(tx, input.brandId, input.restaurantId)
  const payType = input.payType ?? (await defaultOnlinePayType(tx, restaurantId))
  if (payType === null || !(await offersPayType(tx, restaurantId, payType))) throw payTypeNotOfferedError()
  const online = payType !== CASH_PAY_TYPE
  const price = fixedPriceResult(level.price)
  const methodRefusal = online ? payMethodRefusal(payType, price.price, sent.handheld) : null
  if (methodRefusal) throw payMethodError(methodRefusal)
  const order = await insertOrderOnce(
    tx,
    {
      brandId: input.brandId,
      restaurantId,
      memberId,
      orderType: PURCHASE_ORDER_TYPE.memberLevel,
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
      submissionKey: input.submissionKey,
      submissionFingerprint: sent.fingerprint,
    },
    [{ line: purchaseLine(level, restaurantId), stockTaken: 0 }],
    now,
  )
  if (order === null) return null
  await tx.insert(levelOrders).values({
    orderId: order.id,
    memberId,
    brandId: input.brandId,
    levelId: level.id,
    validDays: level.validDays,
  })
  return order
}

/** Places the member's level order once per submission key (placeUnderKey). */
export function placeLevelOrder(
  db: Database,
  memberId: number,
  input: BuyLevelInput,
  now: Date,
  handheld: boolean,
): Promise<OrderDetail> {
  const fingerprint = submissionFingerprint(input)
  return placeUnderKey(db, memberId, { submissionKey: input.submissionKey, fingerprint }, (tx) =>
    placeInTransaction(tx, memberId, input, { fingerprint, now, handheld }),
  )
}
