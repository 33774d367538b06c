import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import {
  type ExchangeItem,
  type ExchangeItems,
  type ExchangeKind,
  POINTS_ERR,
  type PointDetails,
  type PointExchangeResult,
} from '../../../src/domain/contract/points'
import { POINT_REASON, type PointReason } from '../../../src/domain/points'
import type { Database } from '../../db/open'
import {
  exchangeItems,
  MEMBER_COUPON_SOURCE,
  memberBrands,
  orders,
  pointEntries,
  pointExchanges,
} from '../../db/schema'
import { ApiError } from '../../http/errors'
import { issueMemberCoupon } from '../order/memberCoupons'
import { changePoints } from './pointsLedger'

/**
 * The member's side of points (docs/api.md "Points"): the history, the brand's exchange items, and
 * the exchange — one transaction that locks the member's balance, takes one of the item's stock by
 * a conditional UPDATE, issues the coupon (or a gift code) and writes the spending entry, so 20
 * exchanges at once never overdraw the balance nor the stock.
 */

export const itemColumns = {
  id: exchangeItems.id,
  kind: exchangeItems.kind,
  name: exchangeItems.name,
  name1: exchangeItems.name1,
  name2: exchangeItems.name2,
  description: exchangeItems.description,
  description1: exchangeItems.description1,
  description2: exchangeItems.description2,
  cost: exchangeItems.cost,
  stock: exchangeItems.stock,
  couponId: exchangeItems.couponId,
}

type ItemRow = Omit<ExchangeItem, 'kind'> & { kind: string }
const itemOf = (row: ItemRow): ExchangeItem => ({ ...row, kind: row.kind as ExchangeKind })

/** The member's balance in the brand (0 when not a member of it). */
async function balanceOf(db: Database, memberId: number, brandId: number): Promise<number> {
  const [row] = await db
    .select({ points: memberBrands.points })
    .from(memberBrands)
    .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
  return row ? Number(row.points) : 0
}

/** member/pointDetails: a page of the member's entries in the brand, newest first, with the balance. */
export async function pointDetails(
  db: Database,
  memberId: number,
  brandId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<PointDetails> {
  const where = and(eq(pointEntries.memberId, memberId), eq(pointEntries.brandId, brandId))
  const [rows, total, balance] = await Promise.all([
    db
      .select({
        id: pointEntries.id,
        amount: pointEntries.amount,
        reason: pointEntries.reason,
        orderId: pointEntries.orderId,
        orderNo: orders.orderNo,
        exchangeId: pointEntries.exchangeId,
        itemName: exchangeItems.name,
        itemName1: exchangeItems.name1,
        itemName2: exchangeItems.name2,
        shortfall: pointEntries.shortfall,
        note: pointEntries.note,
        createdAt: pointEntries.createdAt,
      })
      .from(pointEntries)
      .leftJoin(orders, eq(orders.id, pointEntries.orderId))
      .leftJoin(pointExchanges, eq(pointExchanges.id, pointEntries.exchangeId))
      .leftJoin(exchangeItems, eq(exchangeItems.id, pointExchanges.itemId))
      .where(where)
      .orderBy(desc(pointEntries.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.$count(pointEntries, where),
    balanceOf(db, memberId, brandId),
  ])
  const list = rows.map((row) => ({
    ...row,
    reason: row.reason as PointReason,
    createdAt: row.createdAt.toISOString(),
  }))
  return { balance, list, ...page, total, hasMore: page.pageIndex * page.pageSize < total }
}

/** memberPoints/getExchangeItems: the brand's offered items (cheapest first) and the member's balance. */
export async function exchangeItemsOf(
  db: Database,
  memberId: number,
  brandId: number,
): Promise<ExchangeItems> {
  const [items, balance] = await Promise.all([
    db
      .select(itemColumns)
      .from(exchangeItems)
      .where(and(eq(exchangeItems.brandId, brandId), eq(exchangeItems.enabled, 1)))
      .orderBy(asc(exchangeItems.cost), asc(exchangeItems.id)),
    balanceOf(db, memberId, brandId),
  ])
  return { balance, items: items.map(itemOf) }
}

/** Letters and digits a person reads out without confusing them (no 0/O, 1/I/L). */
const GIFT_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A gift's pick-up code to show staff: 10 characters, ~49 bits, unguessable. */
function newGiftCode(): string {
  let code = ''
  for (let i = 0; i < 10; i++) code += GIFT_ALPHABET[randomInt(GIFT_ALPHABET.length)]
  return code
}

function refuse(
  errCode: string,
  key: 'pointsOutOfStock' | 'pointsItemNotFound' | 'pointsInsufficient',
): never {
  throw new ApiError(200, errCode, key)
}

/**
 * memberPoints/exchange: one of the item for its cost. Refused (nothing changed) when the item is
 * not offered, the balance is short, or none is left — of the item, or of its coupon template.
 */
export async function exchangePoints(
  db: Database,
  memberId: number,
  brandId: number,
  itemId: number,
  now: Date,
): Promise<PointExchangeResult> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select(itemColumns)
      .from(exchangeItems)
      .where(
        and(eq(exchangeItems.id, itemId), eq(exchangeItems.brandId, brandId), eq(exchangeItems.enabled, 1)),
      )
    if (!item) refuse(POINTS_ERR.itemNotFound, 'pointsItemNotFound')
    // The balance first (locked until the commit), then the stock: every exchange locks in this order.
    const [held] = await tx
      .select({ points: memberBrands.points })
      .from(memberBrands)
      .where(and(eq(memberBrands.memberId, memberId), eq(memberBrands.brandId, brandId)))
      .for('update')
    if (!held) throw new ApiError(200, POINTS_ERR.notMember, 'pointsNotMember')
    if (Number(held.points) < item.cost) refuse(POINTS_ERR.insufficient, 'pointsInsufficient')
    const [taken] = await tx
      .update(exchangeItems)
      .set({ stock: sql`${exchangeItems.stock} - 1` })
      .where(and(eq(exchangeItems.id, item.id), gt(exchangeItems.stock, 0)))
      .returning({ stock: exchangeItems.stock })
    if (!taken) refuse(POINTS_ERR.outOfStock, 'pointsOutOfStock')
    let memberCouponId: number | null = null
    if (item.kind === 'coupon' && item.couponId !== null) {
      memberCouponId = await issueMemberCoupon(tx, memberId, item.couponId, now, MEMBER_COUPON_SOURCE.points)
      if (memberCouponId === null) refuse(POINTS_ERR.outOfStock, 'pointsOutOfStock')
    }
    const giftCode = item.kind === 'gift' ? newGiftCode() : null
    const [exchange] = await tx
      .insert(pointExchanges)
      .values({
        memberId,
        brandId,
        itemId: item.id,
        cost: item.cost,
        memberCouponId,
        giftCode,
        createdAt: now,
      })
      .returning({ id: pointExchanges.id })
    const spent = await changePoints(
      tx,
      memberId,
      brandId,
      { kind: 'spend', points: item.cost },
      { reason: POINT_REASON.exchange, exchangeId: exchange!.id },
      now,
    )
    return {
      id: exchange!.id,
      item: itemOf({ ...item, stock: taken.stock }),
      cost: item.cost,
      memberCouponId,
      giftCode,
      createdAt: now.toISOString(),
      balance: spent.balance,
    }
  })
}

/** memberPoints/getExchange: one of the member's exchanges in the brand (another member's is not found). */
export async function exchangeOf(
  db: Database,
  memberId: number,
  brandId: number,
  exchangeId: number,
): Promise<PointExchangeResult> {
  const [row] = await db
    .select({
      id: pointExchanges.id,
      cost: pointExchanges.cost,
      memberCouponId: pointExchanges.memberCouponId,
      giftCode: pointExchanges.giftCode,
      createdAt: pointExchanges.createdAt,
      item: itemColumns,
    })
    .from(pointExchanges)
    .innerJoin(exchangeItems, eq(exchangeItems.id, pointExchanges.itemId))
    .where(
      and(
        eq(pointExchanges.id, exchangeId),
        eq(pointExchanges.memberId, memberId),
        eq(pointExchanges.brandId, brandId),
      ),
    )
  if (!row) throw new ApiError(200, POINTS_ERR.exchangeNotFound, 'pointsExchangeNotFound')
  return {
    ...row,
    item: itemOf(row.item),
    createdAt: row.createdAt.toISOString(),
    balance: await balanceOf(db, memberId, brandId),
  }
}
