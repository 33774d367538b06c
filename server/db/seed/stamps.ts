import type { Database } from '../open'
import { coupons, stampCards } from '../schema'
import { names, upsertRows } from './upsert'

/**
 * A stamp card for each demo brand (issue 39 item 3), each turning into a coupon template issued
 * only as that card's reward: the café stamps pick-up and delivery orders of $40 or more, eight to
 * a card; the harbour restaurant stamps any order of $100 or more, six to a card.
 */

const CASH = { couponTypeName: '現金券', couponTypeName1: 'Cash coupon', couponTypeName2: '现金券' }
const CREATED = new Date('2026-01-01T00:00:00.000Z')

export async function seedStampCards(db: Database, brandIds: Map<string, number>): Promise<void> {
  const demo = brandIds.get('demo')!
  const harbour = brandIds.get('harbour')!
  const [demoReward, harbourReward] = await upsertRows(
    db,
    coupons,
    [
      {
        brandId: demo,
        code: 'STAMPS30',
        ...names('集印花$30現金券', '$30 off (stamp card reward)', '集点$30现金券'),
        couponType: 2,
        amount: '30.00',
        spend: '60.00',
        ...CASH,
      },
      {
        brandId: harbour,
        code: 'STAMPS50',
        ...names('集印花$50現金券', '$50 off (stamp card reward)', '集点$50现金券'),
        couponType: 2,
        amount: '50.00',
        spend: '200.00',
        ...CASH,
      },
    ],
    [coupons.brandId, coupons.code],
  )
  await upsertRows(
    db,
    stampCards,
    [
      {
        brandId: demo,
        code: 'cafe',
        ...names('港記集印花卡', 'Kong Kee stamp card', '港记集点卡'),
        stampsNeeded: 8,
        orderTypes: [1, 7],
        minSpend: '40.00',
        rewardCouponId: demoReward!.id,
        createdAt: CREATED,
      },
      {
        brandId: harbour,
        code: 'harbour',
        ...names('海港集印花卡', 'Harbour stamp card', '海港集点卡'),
        stampsNeeded: 6,
        orderTypes: [],
        minSpend: '100.00',
        rewardCouponId: harbourReward!.id,
        createdAt: CREATED,
      },
    ],
    [stampCards.brandId, stampCards.code],
  )
}
