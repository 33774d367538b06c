import { and, asc, eq, sql } from 'drizzle-orm'
import type { StampCardList, StampCardView, StampReward } from '../../../src/domain/contract/stamps'
import type { Database } from '../../db/open'
import { coupons, memberStampCards, STAMP_REWARD_STATUS, stampCards, stampRewards } from '../../db/schema'

/** The brand's stamp cards with their reward coupon (names and terms), oldest first. */
export async function brandStampCards(db: Database, brandId: number) {
  const rows = await db
    .select({
      card: stampCards,
      reward: {
        couponId: coupons.id,
        name: coupons.name,
        name1: coupons.name1,
        name2: coupons.name2,
        couponType: coupons.couponType,
        amount: coupons.amount,
        discount: coupons.discount,
        spend: coupons.spend,
      },
    })
    .from(stampCards)
    .innerJoin(coupons, eq(coupons.id, stampCards.rewardCouponId))
    .where(eq(stampCards.brandId, brandId))
    .orderBy(asc(stampCards.id))
  return rows.map(({ card, reward }) => ({
    id: card.id,
    code: card.code,
    name: card.name,
    name1: card.name1,
    name2: card.name2,
    stampsNeeded: card.stampsNeeded,
    orderTypes: card.orderTypes,
    minSpend: card.minSpend,
    reward: reward satisfies StampReward,
  }))
}

/** member-web/stampCard/list: every card of the brand with the member's stamps, debt and rewards kept. */
export async function memberStampCardList(
  db: Database,
  memberId: number,
  brandId: number,
): Promise<StampCardList> {
  const [cards, progress, rewards] = await Promise.all([
    brandStampCards(db, brandId),
    db
      .select({
        cardId: memberStampCards.cardId,
        stamps: memberStampCards.stamps,
        debt: memberStampCards.debt,
      })
      .from(memberStampCards)
      .innerJoin(stampCards, eq(stampCards.id, memberStampCards.cardId))
      .where(and(eq(memberStampCards.memberId, memberId), eq(stampCards.brandId, brandId))),
    db
      .select({ cardId: stampRewards.cardId, count: sql<number>`count(*)::int` })
      .from(stampRewards)
      .innerJoin(stampCards, eq(stampCards.id, stampRewards.cardId))
      .where(
        and(
          eq(stampRewards.memberId, memberId),
          eq(stampCards.brandId, brandId),
          eq(stampRewards.status, STAMP_REWARD_STATUS.issued),
        ),
      )
      .groupBy(stampRewards.cardId),
  ])
  const list = cards.map(({ code: _code, ...card }): StampCardView => {
    const mine = progress.find((row) => row.cardId === card.id)
    return {
      ...card,
      stamps: mine?.stamps ?? 0,
      stampsOwed: mine?.debt ?? 0,
      rewardsEarned: Number(rewards.find((row) => row.cardId === card.id)?.count ?? 0),
    }
  })
  return { list }
}
