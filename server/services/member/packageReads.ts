import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import {
  type MemberPackages,
  type MemberVoucher,
  type PackageOrderDetail,
  type PackageOrderSummary,
  VOUCHER_STATUS,
  type VoucherPackage,
} from '../../../src/domain/contract/packages'
import { toMoneyString } from '../../../src/domain/money'
import { isVoucherUsable } from '../../../src/domain/vouchers/voucherTerms'
import type { Database } from '../../db/open'
import { memberVouchers, orders, packageOrders, voucherPackages } from '../../db/schema'
import { orderNotFoundError } from '../order/orderErrors'

/**
 * What the voucher and package calls read (issue 39 item 4; docs/api.md "Vouchers and packages"):
 * the packages a brand sells, and a member's own package orders and vouchers only.
 */

type PackageRow = typeof voucherPackages.$inferSelect

/** A package as the calls answer it. */
export function packageOf(row: PackageRow): VoucherPackage {
  return {
    id: row.id,
    brandId: row.brandId,
    code: row.code,
    name: row.name,
    name1: row.name1,
    name2: row.name2,
    description: row.description,
    description1: row.description1,
    description2: row.description2,
    imageUrl: row.imageUrl,
    price: toMoneyString(row.price),
    voucherCount: row.voucherCount,
    food: { code: row.foodCode, name: row.foodName, name1: row.foodName1, name2: row.foodName2 },
    validDays: row.validDays,
  }
}

/** GET TakeawayArea/getCarousel: the brand's packages for sale, in their order. */
export async function packagesForSale(db: Database, brandId: number): Promise<VoucherPackage[]> {
  const rows = await db
    .select()
    .from(voucherPackages)
    .where(and(eq(voucherPackages.brandId, brandId), eq(voucherPackages.forSale, 1)))
    .orderBy(asc(voucherPackages.sort), asc(voucherPackages.id))
  return rows.map(packageOf)
}

type VoucherRow = typeof memberVouchers.$inferSelect

function voucherOf(row: VoucherRow, pack: PackageRow): MemberVoucher {
  return {
    id: row.id,
    packageId: pack.id,
    orderId: row.packageOrderId,
    food: packageOf(pack).food,
    status: row.status as MemberVoucher['status'],
    expiresAt: row.expiresAt.toISOString(),
    usedOrderId: row.usedOrderId,
    usedAt: row.usedAt?.toISOString() ?? null,
  }
}

type OrderRow = {
  orderId: number
  status: number
  refundProgress: number | null
  createdAt: Date
  price: string
}

function summaryOf(
  order: OrderRow,
  pack: PackageRow,
  vouchers: readonly VoucherRow[],
  now: Date,
): PackageOrderSummary {
  const counts = { total: vouchers.length, usable: 0, used: 0, withdrawn: 0, expired: 0 }
  let nextExpiry: Date | null = null
  for (const voucher of vouchers) {
    if (voucher.status === VOUCHER_STATUS.used) counts.used += 1
    else if (voucher.status === VOUCHER_STATUS.withdrawn) counts.withdrawn += 1
    else if (!isVoucherUsable(voucher, now)) counts.expired += 1
    else {
      counts.usable += 1
      if (!nextExpiry || voucher.expiresAt < nextExpiry) nextExpiry = voucher.expiresAt
    }
  }
  const { price, ...shown } = packageOf(pack)
  return {
    orderId: order.orderId,
    status: order.status,
    refundProgress: order.refundProgress,
    createdAt: order.createdAt.toISOString(),
    price: toMoneyString(order.price),
    package: shown,
    vouchers: counts,
    nextExpiry: nextExpiry?.toISOString() ?? null,
  }
}

/** The member's package orders (all, or one), each with its package and vouchers. */
async function packageOrdersOf(
  db: Database,
  memberId: number,
  where: { brandId?: number; orderId?: number },
) {
  const rows = await db
    .select({
      orderId: packageOrders.orderId,
      status: orders.status,
      refundProgress: orders.refundProgress,
      createdAt: orders.createdAt,
      price: orders.price,
      pack: voucherPackages,
    })
    .from(packageOrders)
    .innerJoin(orders, eq(orders.id, packageOrders.orderId))
    .innerJoin(voucherPackages, eq(voucherPackages.id, packageOrders.packageId))
    .where(
      and(
        eq(packageOrders.memberId, memberId),
        where.brandId === undefined ? undefined : eq(packageOrders.brandId, where.brandId),
        where.orderId === undefined ? undefined : eq(packageOrders.orderId, where.orderId),
      ),
    )
    .orderBy(desc(packageOrders.orderId))
  const vouchers =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(memberVouchers)
          .where(
            and(
              eq(memberVouchers.memberId, memberId),
              inArray(
                memberVouchers.packageOrderId,
                rows.map((row) => row.orderId),
              ),
            ),
          )
          .orderBy(asc(memberVouchers.expiresAt), asc(memberVouchers.id))
  return rows.map((row) => ({
    row,
    vouchers: vouchers.filter((voucher) => voucher.packageOrderId === row.orderId),
  }))
}

/** GET TakeawayArea/getRestaurantOrder: the member's package orders and the vouchers usable now. */
export async function memberPackages(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
): Promise<MemberPackages> {
  const found = await packageOrdersOf(db, memberId, { brandId })
  const usable = found
    .flatMap(({ row, vouchers }) =>
      vouchers
        .filter((voucher) => isVoucherUsable(voucher, now))
        .map((voucher) => voucherOf(voucher, row.pack)),
    )
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id - b.id)
  return {
    orders: found.map(({ row, vouchers }) => summaryOf(row, row.pack, vouchers, now)),
    vouchers: usable,
  }
}

/** GET packageOrder/getPackageOrderById: the member's own package order; another's is not found. */
export async function packageOrderDetail(
  db: Database,
  memberId: number,
  orderId: number,
  now: Date,
): Promise<PackageOrderDetail> {
  const [found] = await packageOrdersOf(db, memberId, { orderId })
  if (!found) throw orderNotFoundError()
  const { row, vouchers } = found
  return {
    ...summaryOf(row, row.pack, vouchers, now),
    items: vouchers.map((voucher) => voucherOf(voucher, row.pack)),
  }
}
