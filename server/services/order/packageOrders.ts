import { and, eq } from 'drizzle-orm'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { type BuyPackageInput, PACKAGE_ERROR } from '../../../src/domain/contract/packages'
import { PURCHASE_ORDER_TYPE } from '../../../src/domain/order/orderTypes'
import type { Database } from '../../db/open'
import { packageOrders, voucherPackages } from '../../db/schema'
import { ApiError, validationError } from '../../http/errors'
import { insertPurchaseOrder, type PurchaseSent, placePurchase } from './purchaseOrders'

/**
 * POST order/cloudGsa/addPackageOrder (issue 39 item 4, docs/api.md "Vouchers and packages"): an
 * order for one package at its price, exactly once per submission key, paid like any order. Its
 * vouchers are issued when the payment settles (server/services/pay/settle.ts) or when staff
 * complete a cash order, never before (server/services/member/vouchers.ts).
 */

async function placeInTransaction(
  tx: Database,
  memberId: number,
  input: BuyPackageInput,
  sent: PurchaseSent,
): Promise<OrderDetail | null> {
  const [pack] = await tx
    .select()
    .from(voucherPackages)
    .where(and(eq(voucherPackages.id, input.packageId), eq(voucherPackages.brandId, input.brandId)))
  if (!pack) throw validationError('packageId')
  if (pack.forSale !== 1) throw new ApiError(200, PACKAGE_ERROR.notForSale, 'packageNotForSale')
  const order = await insertPurchaseOrder(
    tx,
    memberId,
    { ...input, orderType: PURCHASE_ORDER_TYPE.package, item: pack },
    sent,
  )
  if (order === null) return null
  await tx.insert(packageOrders).values({
    orderId: order.id,
    memberId,
    brandId: input.brandId,
    packageId: pack.id,
    voucherCount: pack.voucherCount,
    validDays: pack.validDays,
  })
  return order
}

/** Places the member's package order once per submission key. */
export function placePackageOrder(
  db: Database,
  memberId: number,
  input: BuyPackageInput,
  now: Date,
  handheld: boolean,
): Promise<OrderDetail> {
  return placePurchase(db, memberId, input, { now, handheld }, (tx, sent) =>
    placeInTransaction(tx, memberId, input, sent),
  )
}
