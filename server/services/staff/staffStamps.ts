import { and, eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { COUPON_ERR } from '../../../src/domain/contract/coupon'
import {
  STAMP_ERR,
  type StaffStampCard,
  type StaffStampCardCreateParams,
  type StaffStampCards,
} from '../../../src/domain/contract/stamps'
import type { Database } from '../../db/open'
import { coupons, memberStampCards, STAMP_REWARD_STATUS, stampCards, stampRewards } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireBrand } from '../brandScope'
import { brandStampCards } from '../member-web/stampCards'

/**
 * The merchant's stamp-card commands (docs/api.md "Staff API"): the brand's cards with how many
 * members hold stamps and the rewards issued, and a new card. A card is not changed once created:
 * members' progress counts its stamps, so a different card is a new one.
 */

/** GET /api/staff/stampCards: the brand's cards, oldest first. */
export async function staffStampCards(db: Database, brandId: number): Promise<StaffStampCards> {
  await requireBrand(db, brandId)
  const [cards, holders, rewards] = await Promise.all([
    brandStampCards(db, brandId),
    db
      .select({ cardId: memberStampCards.cardId, count: sql<number>`count(*)::int` })
      .from(memberStampCards)
      .where(sql`${memberStampCards.stamps} > 0`)
      .groupBy(memberStampCards.cardId),
    db
      .select({ cardId: stampRewards.cardId, count: sql<number>`count(*)::int` })
      .from(stampRewards)
      .where(eq(stampRewards.status, STAMP_REWARD_STATUS.issued))
      .groupBy(stampRewards.cardId),
  ])
  const countOf = (rows: { cardId: number; count: number }[], id: number) =>
    Number(rows.find((row) => row.cardId === id)?.count ?? 0)
  const list = cards.map(
    (card): StaffStampCard => ({
      ...card,
      members: countOf(holders, card.id),
      rewardsIssued: countOf(rewards, card.id),
    }),
  )
  return { brandId, list }
}

/** POST /api/staff/stampCards: a new card whose reward is one of the brand's coupon templates. */
export async function createStampCard(
  db: Database,
  params: v.InferOutput<typeof StaffStampCardCreateParams>,
  now: Date,
): Promise<StaffStampCard> {
  await requireBrand(db, params.brandId)
  const [coupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.brandId, params.brandId), eq(coupons.code, params.couponCode)))
  if (!coupon) throw new ApiError(404, COUPON_ERR.codeNotFound, 'couponCodeNotFound', { field: 'couponCode' })
  const { couponCode: _code, ...fields } = params
  const [created] = await db
    .insert(stampCards)
    .values({ ...fields, rewardCouponId: coupon.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: stampCards.id })
  if (!created) throw new ApiError(200, STAMP_ERR.codeTaken, 'stampCodeTaken', { field: 'code' })
  const card = (await staffStampCards(db, params.brandId)).list.find((row) => row.id === created.id)
  return card!
}
