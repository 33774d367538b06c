import { and, eq } from 'drizzle-orm'
import { type BuyLevelInput, LEVEL_ERROR } from '../../../src/domain/contract/levels'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { type LevelBuyRefusal, levelBuyRefusal } from '../../../src/domain/levels/levelTerms'
import { PURCHASE_ORDER_TYPE } from '../../../src/domain/order/orderTypes'
import type { Database } from '../../db/open'
import { levelOrders, memberLevels } from '../../db/schema'
import { ApiError, validationError } from '../../http/errors'
import { heldLevelOf } from '../member/levelStarts'
import { insertPurchaseOrder, type PurchaseSent, placePurchase } from './purchaseOrders'

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

async function placeInTransaction(
  tx: Database,
  memberId: number,
  input: BuyLevelInput,
  sent: PurchaseSent,
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
  const order = await insertPurchaseOrder(
    tx,
    memberId,
    { ...input, orderType: PURCHASE_ORDER_TYPE.memberLevel, item: level },
    sent,
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

/** Places the member's level order once per submission key. */
export function placeLevelOrder(
  db: Database,
  memberId: number,
  input: BuyLevelInput,
  now: Date,
  handheld: boolean,
): Promise<OrderDetail> {
  return placePurchase(db, memberId, input, { now, handheld }, (tx, sent) =>
    placeInTransaction(tx, memberId, input, sent),
  )
}
