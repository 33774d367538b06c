import { and, eq } from 'drizzle-orm'
import type { Database } from '../open'
import { coupons, discountRules, memberLevelCoupons, memberLevels } from '../schema'
import { seedCouponCentre } from './couponCentre'
import { couponSeeds } from './coupons'
import { names, upsertRows } from './upsert'

/** Discount rules, coupon templates (./coupons.ts), the coupon centre (./couponCentre.ts) and member levels of both brands. */

export async function seedPromotions(db: Database, brandIds: Map<string, number>): Promise<void> {
  const demo = brandIds.get('demo')!
  const harbour = brandIds.get('harbour')!

  await upsertRows(
    db,
    discountRules,
    [
      {
        brandId: demo,
        code: 'delivery-80-off-10',
        type: 0,
        amount: '10.00',
        restrictionAmount: '80.00',
        amountTypeMin: 0,
        isDeliveryFee: 0,
        placeOrderType: '2',
        remark: '外賣滿$80減$10',
        remark2: '$10 off delivery orders over $80',
      },
      {
        brandId: demo,
        code: 'pickup-10-percent',
        type: 1,
        discountValue: '10.00',
        restrictionAmount: '100.00',
        placeOrderType: '3',
        remark: '自取滿$100享九折',
        remark2: '10% off pick-up orders over $100',
      },
      {
        brandId: harbour,
        code: 'cold-chain-500-off-50',
        type: 0,
        amount: '50.00',
        restrictionAmount: '500.00',
        amountTypeMin: 1,
        isDeliveryFee: 1,
        placeOrderType: '4',
        remark: '冷鏈訂單連運費滿$500減$50',
        remark2: '$50 off cold-chain orders over $500 including delivery',
      },
      {
        brandId: harbour,
        code: 'pickup-12-percent',
        type: 1,
        discountValue: '12.00',
        restrictionAmount: '200.00',
        placeOrderType: '23',
        remark: '外賣自取滿$200享88折',
        remark2: '12% off delivery and pick-up over $200',
      },
    ],
    [discountRules.brandId, discountRules.code],
  )

  await upsertRows(db, coupons, couponSeeds(demo, harbour), [coupons.brandId, coupons.code])
  await seedCouponCentre(db, demo, harbour)

  await upsertRows(
    db,
    memberLevels,
    [
      {
        brandId: demo,
        code: 'member',
        level: 1,
        ...names('街坊會員', 'Neighbour', '街坊会员'),
        benefits: '每消費$1賺1分',
        benefits1: '1 point per $1 spent',
        benefits2: '每消费$1赚1分',
      },
      {
        brandId: demo,
        code: 'silver',
        level: 2,
        ...names('銀卡會員', 'Silver', '银卡会员'),
        memberDiscount: '5.00',
        pointsRate: '1.50',
        benefits: '95折及1.5倍積分',
        benefits1: '5% off and 1.5× points',
        benefits2: '95折及1.5倍积分',
      },
      {
        brandId: demo,
        code: 'gold',
        level: 3,
        ...names('金卡會員', 'Gold', '金卡会员'),
        memberDiscount: '10.00',
        price: '188.00',
        validDays: 365,
        freeDelivery: 1,
        pointsRate: '2.00',
        benefits: '九折、雙倍積分、免運費及生日奶茶',
        benefits1: '10% off, double points, free delivery and a birthday milk tea',
        benefits2: '九折、双倍积分、免运费及生日奶茶',
      },
      {
        brandId: harbour,
        code: 'member',
        level: 1,
        ...names('海港會員', 'Harbour Member', '海港会员'),
        canQueue: 0,
        benefits: '每消費$1賺1分',
        benefits1: '1 point per $1 spent',
        benefits2: '每消费$1赚1分',
      },
      {
        brandId: harbour,
        code: 'premier',
        level: 2,
        ...names('尊尚會員', 'Premier', '尊尚会员'),
        memberDiscount: '8.00',
        price: '288.00',
        validDays: 180,
        pointsRate: '2.00',
        queuePriority: 1,
        benefits: '92折、優先取籌及雙倍積分',
        benefits1: '8% off, priority queue tickets and double points',
        benefits2: '92折、优先取号及双倍积分',
      },
    ],
    [memberLevels.brandId, memberLevels.code],
  )
  await seedLevelCoupons(db, [
    { brandId: demo, level: 'gold', coupon: 'MILKTEA15', quantity: 2 },
    { brandId: harbour, level: 'premier', coupon: 'EVERY200', quantity: 1 },
  ])
}

/** The coupons a bought term of a level grants (member_level_coupons), by level and coupon code. */
async function seedLevelCoupons(
  db: Database,
  grants: { brandId: number; level: string; coupon: string; quantity: number }[],
): Promise<void> {
  for (const grant of grants) {
    const [level] = await db
      .select({ id: memberLevels.id })
      .from(memberLevels)
      .where(and(eq(memberLevels.brandId, grant.brandId), eq(memberLevels.code, grant.level)))
    const [coupon] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.brandId, grant.brandId), eq(coupons.code, grant.coupon)))
    await db
      .insert(memberLevelCoupons)
      .values({ levelId: level!.id, couponId: coupon!.id, quantity: grant.quantity })
      .onConflictDoUpdate({
        target: [memberLevelCoupons.levelId, memberLevelCoupons.couponId],
        set: { quantity: grant.quantity },
      })
  }
}
