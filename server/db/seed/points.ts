import type { Database } from '../open'
import { coupons, exchangeItems, pointRules } from '../schema'
import { names, upsertRows } from './upsert'

/**
 * Points of both demo brands (issue 38 item 4): a rate (1 point per dollar paid; the levels'
 * pointsRate multiplies it), and exchange items — a coupon whose template is issued only through
 * points, and gifts picked up at the shop, one nearly gone so a newcomer sees stock run low.
 */

const CASH = { couponTypeName: '現金券', couponTypeName1: 'Cash coupon', couponTypeName2: '现金券' }
const CREATED = new Date('2026-01-01T00:00:00.000Z')

export async function seedPoints(db: Database, brandIds: Map<string, number>): Promise<void> {
  const demo = brandIds.get('demo')!
  const harbour = brandIds.get('harbour')!
  await upsertRows(
    db,
    pointRules,
    [
      { brandId: demo, pointsPerDollar: '1.00' },
      { brandId: harbour, pointsPerDollar: '1.00' },
    ],
    [pointRules.brandId],
  )
  const [demoCoupon, harbourCoupon] = await upsertRows(
    db,
    coupons,
    [
      {
        brandId: demo,
        code: 'POINTS10',
        ...names('積分換$10現金券', '$10 off (points reward)', '积分换$10现金券'),
        couponType: 2,
        amount: '10.00',
        spend: '50.00',
        ...CASH,
      },
      {
        brandId: harbour,
        code: 'POINTS20',
        ...names('積分換$20現金券', '$20 off (points reward)', '积分换$20现金券'),
        couponType: 2,
        amount: '20.00',
        spend: '150.00',
        ...CASH,
      },
    ],
    [coupons.brandId, coupons.code],
  )
  const item = { enabled: 1, createdAt: CREATED }
  await upsertRows(
    db,
    exchangeItems,
    [
      {
        ...item,
        brandId: demo,
        code: 'coupon-10',
        kind: 'coupon',
        couponId: demoCoupon!.id,
        ...names('$10現金券', '$10 coupon', '$10现金券'),
        description: '消費滿$50可用，30日內有效。',
        description1: 'For orders of $50 or more, valid for 30 days.',
        description2: '消费满$50可用，30日内有效。',
        cost: 100,
        stock: 500,
      },
      {
        ...item,
        brandId: demo,
        code: 'gift-milktea',
        kind: 'gift',
        ...names('港式奶茶一杯', 'A Hong Kong milk tea', '港式奶茶一杯'),
        description: '到店出示換領碼領取。',
        description1: 'Show your pick-up code at the counter.',
        description2: '到店出示换领码领取。',
        cost: 60,
        stock: 200,
      },
      {
        ...item,
        brandId: demo,
        code: 'gift-mug',
        kind: 'gift',
        ...names('品牌馬克杯', 'Brand mug', '品牌马克杯'),
        description: '限量紀念品，到店出示換領碼領取。',
        description1: 'A limited keepsake: show your pick-up code at the counter.',
        description2: '限量纪念品，到店出示换领码领取。',
        cost: 800,
        stock: 3,
      },
      {
        ...item,
        brandId: harbour,
        code: 'coupon-20',
        kind: 'coupon',
        couponId: harbourCoupon!.id,
        ...names('$20現金券', '$20 coupon', '$20现金券'),
        description: '消費滿$150可用，30日內有效。',
        description1: 'For orders of $150 or more, valid for 30 days.',
        description2: '消费满$150可用，30日内有效。',
        cost: 200,
        stock: 300,
      },
      {
        ...item,
        brandId: harbour,
        code: 'gift-dimsum',
        kind: 'gift',
        ...names('蝦餃一籠', 'A basket of har gow', '虾饺一笼'),
        description: '到店出示換領碼領取。',
        description1: 'Show your pick-up code at the counter.',
        description2: '到店出示换领码领取。',
        cost: 150,
        stock: 100,
      },
    ],
    [exchangeItems.brandId, exchangeItems.code],
  )
}
