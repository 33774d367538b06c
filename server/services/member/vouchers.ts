import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { VOUCHER_STATUS } from '../../../src/domain/contract/packages'
import type { VoucherForLine } from '../../../src/domain/vouchers/voucherLines'
import { voucherExpiry } from '../../../src/domain/vouchers/voucherTerms'
import type { Database } from '../../db/open'
import { memberVouchers, packageOrders, voucherPackages } from '../../db/schema'

/**
 * A member's vouchers (issue 39 item 4; docs/api.md "Vouchers and packages"), each step in the
 * caller's transaction and each a conditional UPDATE, so that it happens once however many
 * callbacks, tabs and instances race: a package order's vouchers are issued once when it is paid
 * and withdrawn once when it is refunded; an order takes a voucher only while it is usable, and an
 * order that does not happen (cancelled before completion) gives it back.
 */

/** Issues the paid package order's vouchers, once (claimed on issuedAt); false when already issued or none. */
export async function issuePackageVouchers(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(packageOrders)
    .set({ issuedAt: now })
    .where(and(eq(packageOrders.orderId, orderId), isNull(packageOrders.issuedAt)))
    .returning()
  if (!order) return false
  const expiresAt = voucherExpiry(now, order.validDays)
  await tx.insert(memberVouchers).values(
    Array.from({ length: order.voucherCount }, () => ({
      memberId: order.memberId,
      brandId: order.brandId,
      packageOrderId: orderId,
      expiresAt,
    })),
  )
  return true
}

/** A refunded package order: its unused vouchers are withdrawn, once; those used stay used. */
export async function withdrawPackageVouchers(tx: Database, orderId: number, now: Date): Promise<void> {
  const [order] = await tx
    .update(packageOrders)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(packageOrders.orderId, orderId),
        isNotNull(packageOrders.issuedAt),
        isNull(packageOrders.withdrawnAt),
      ),
    )
    .returning({ orderId: packageOrders.orderId })
  if (!order) return
  await tx
    .update(memberVouchers)
    .set({ status: VOUCHER_STATUS.withdrawn })
    .where(and(eq(memberVouchers.packageOrderId, orderId), eq(memberVouchers.status, VOUCHER_STATUS.usable)))
}

/**
 * The member's vouchers of the brand among `ids` that are usable now, with their dish, in the order
 * asked; null when any is not (not the member's, of another brand, used, withdrawn or past its end).
 */
export async function usableVouchers(
  tx: Database,
  owner: { memberId: number; brandId: number },
  ids: readonly number[],
  now: Date,
): Promise<VoucherForLine[] | null> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: memberVouchers.id, foodCode: voucherPackages.foodCode })
    .from(memberVouchers)
    .innerJoin(packageOrders, eq(packageOrders.orderId, memberVouchers.packageOrderId))
    .innerJoin(voucherPackages, eq(voucherPackages.id, packageOrders.packageId))
    .where(
      and(
        inArray(memberVouchers.id, [...ids]),
        eq(memberVouchers.memberId, owner.memberId),
        eq(memberVouchers.brandId, owner.brandId),
        eq(memberVouchers.status, VOUCHER_STATUS.usable),
        gt(memberVouchers.expiresAt, now),
      ),
    )
  if (rows.length !== ids.length) return null
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)!)
}

/**
 * Takes the vouchers for the order, all or none: each only while still usable, so that of two
 * orders racing for the last voucher one gets it (the other's UPDATE finds it used and the caller
 * rolls its order back). False when any was taken meanwhile.
 */
export async function takeVouchers(
  tx: Database,
  owner: { memberId: number; orderId: number },
  ids: readonly number[],
  now: Date,
): Promise<boolean> {
  if (ids.length === 0) return true
  const taken = await tx
    .update(memberVouchers)
    .set({ status: VOUCHER_STATUS.used, usedOrderId: owner.orderId, usedAt: now })
    .where(
      and(
        inArray(memberVouchers.id, [...ids]),
        eq(memberVouchers.memberId, owner.memberId),
        eq(memberVouchers.status, VOUCHER_STATUS.usable),
        gt(memberVouchers.expiresAt, now),
      ),
    )
    .returning({ id: memberVouchers.id })
  return taken.length === ids.length
}

/**
 * Gives back the vouchers of an order that did not happen (cancelled before it was completed).
 * A voucher whose package was refunded meanwhile goes back withdrawn, not usable.
 */
export async function releaseOrderVouchers(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(memberVouchers)
    .set({
      status: sql`case when exists (select 1 from ${packageOrders} where ${packageOrders.orderId} = ${memberVouchers.packageOrderId} and ${packageOrders.withdrawnAt} is not null) then ${sql.raw(String(VOUCHER_STATUS.withdrawn))} else ${sql.raw(String(VOUCHER_STATUS.usable))} end`,
      usedOrderId: null,
      usedAt: null,
    })
    .where(and(eq(memberVouchers.usedOrderId, orderId), eq(memberVouchers.status, VOUCHER_STATUS.used)))
}
