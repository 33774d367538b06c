import { isLevelOrderType, isPackageOrderType } from '../../../src/domain/order/orderTypes'
import type { Database } from '../../db/open'
import { endLevelOfOrder, startLevelOfOrder } from './levelStarts'
import { issuePackageVouchers, withdrawPackageVouchers } from './vouchers'

/**
 * What a purchase order (src/domain/order/orderTypes.ts PURCHASE_ORDER_TYPE) bought, started when
 * it is paid (the payment settles, or staff complete a cash order) and ended when it is refunded,
 * each once, in the caller's transaction.
 */

type PurchaseOrder = { id: number; orderType: number }

/** Starts the level's term or issues the package's vouchers. */
export async function startPurchase(tx: Database, order: PurchaseOrder, now: Date): Promise<void> {
  if (isLevelOrderType(order.orderType)) await startLevelOfOrder(tx, order.id, now)
  if (isPackageOrderType(order.orderType)) await issuePackageVouchers(tx, order.id, now)
}

/** Takes the level's days back or withdraws the package's unused vouchers. */
export async function endPurchase(tx: Database, order: PurchaseOrder, now: Date): Promise<void> {
  if (isLevelOrderType(order.orderType)) await endLevelOfOrder(tx, order.id, now)
  if (isPackageOrderType(order.orderType)) await withdrawPackageVouchers(tx, order.id, now)
}
