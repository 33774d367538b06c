import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  WALLET_TABS,
  type WalletCounts,
  type WalletPage,
  type WalletPageInput,
  type WalletTab,
} from '../../../src/domain/contract/couponWallet'
import { toDisplayIso } from '../../../src/domain/timeSlots'
import type { Database } from '../../db/open'
import { coupons, MEMBER_COUPON_STATUS, memberCoupons, orders, restaurants } from '../../db/schema'
import { memberCouponItem } from '../member-web/coupons'
import { walletTabWhere } from '../order/memberCounts'

/**
 * The coupon wallet (member/getMemberCoupon/v2, docs/api.md "Coupon wallet"): the member's coupons
 * of one brand by tab, with each tab's count, where each came from and the order holding or having
 * spent it. Only the member's own rows are read (the member id is in every WHERE), and an order is
 * joined only when it is the member's too.
 */

/** Each tab's listed order: the soonest to expire first; the latest order first; the latest to end first. */
const TAB_ORDER = {
  usable: [asc(memberCoupons.validUntil), asc(memberCoupons.id)],
  used: [desc(sql`coalesce(${orders.createdAt}, ${memberCoupons.createdAt})`), desc(memberCoupons.id)],
  expired: [desc(memberCoupons.validUntil), desc(memberCoupons.id)],
} satisfies Record<WalletTab, unknown[]>

/** The member's coupons of the brand in each tab. */
async function walletCounts(
  db: Database,
  memberId: number,
  brandId: number,
  now: Date,
): Promise<WalletCounts> {
  const counted = (tab: WalletTab) => sql<number>`(count(*) filter (where ${walletTabWhere(tab, now)}))::int`
  const [row] = await db
    .select({ usable: counted('usable'), used: counted('used'), expired: counted('expired') })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.memberId, memberId), eq(coupons.brandId, brandId)))
  return {
    usable: Number(row?.usable ?? 0),
    used: Number(row?.used ?? 0),
    expired: Number(row?.expired ?? 0),
  }
}

/** One page of the member's wallet in the brand (or the one coupon asked for by memberCouponId). */
export async function walletPage(
  db: Database,
  memberId: number,
  input: Omit<WalletPageInput, 'memberId'>,
  now: Date,
): Promise<WalletPage> {
  const { brandId, pageIndex, pageSize, memberCouponId } = input
  const counts = await walletCounts(db, memberId, brandId, now)
  const rows = async (tab: WalletTab) =>
    db
      .select({
        member: memberCoupons,
        coupon: coupons,
        order: {
          id: orders.id,
          orderNo: orders.orderNo,
          restaurantId: orders.restaurantId,
          orderType: orders.orderType,
          status: orders.status,
          price: orders.price,
          coupon: orders.coupon,
          createdAt: orders.createdAt,
        },
        restaurant: { name: restaurants.name, name1: restaurants.name1, name2: restaurants.name2 },
      })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .leftJoin(orders, and(eq(orders.id, memberCoupons.orderId), eq(orders.memberId, memberId)))
      .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(coupons.brandId, brandId),
          walletTabWhere(tab, now),
          memberCouponId === undefined ? undefined : eq(memberCoupons.id, memberCouponId),
        ),
      )
      .orderBy(...TAB_ORDER[tab])
      .limit(memberCouponId === undefined ? pageSize : 1)
      .offset(memberCouponId === undefined ? (pageIndex - 1) * pageSize : 0)

  let tab = input.tab
  let found = await rows(tab)
  if (memberCouponId !== undefined && found.length === 0) {
    // The detail asks by id: look in the other tabs (a coupon moves between them over time).
    for (const other of WALLET_TABS.filter((name) => name !== input.tab)) {
      found = await rows(other)
      if (found.length > 0) {
        tab = other
        break
      }
    }
  }
  const list = found.map(({ member, coupon, order, restaurant }) => ({
    ...memberCouponItem(member, coupon),
    source: member.source,
    sending: member.status === MEMBER_COUPON_STATUS.sending,
    receivedAt: toDisplayIso(member.createdAt),
    order:
      order && restaurant && member.status !== MEMBER_COUPON_STATUS.available
        ? {
            ...order,
            restaurantName: restaurant.name,
            restaurantName1: restaurant.name1,
            restaurantName2: restaurant.name2,
            createdAt: toDisplayIso(order.createdAt),
          }
        : null,
  }))
  const total = memberCouponId === undefined ? counts[tab] : list.length
  return {
    tab,
    list,
    pageIndex: memberCouponId === undefined ? pageIndex : 1,
    pageSize,
    total,
    hasMore: memberCouponId === undefined && pageIndex * pageSize < total,
    counts,
  }
}
