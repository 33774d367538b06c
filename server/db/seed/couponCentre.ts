import type { Database } from '../open'
import { couponGroups, coupons } from '../schema'
import { names, upsertRows } from './upsert'

/**
 * The coupon centre of both brands (/collectCoupons): a group or two of collectable coupons each,
 * one nearly gone (a few copies left), one a member may collect twice, one for pick-up only.
 */

const CASH = { couponTypeName: '現金券', couponTypeName1: 'Cash coupon', couponTypeName2: '现金券' }
const PERCENT = { couponTypeName: '折扣券', couponTypeName1: 'Discount coupon', couponTypeName2: '折扣券' }
const COLLECT = { collectable: 1 }

export async function seedCouponCentre(db: Database, demo: number, harbour: number): Promise<void> {
  const groups = await upsertRows(
    db,
    couponGroups,
    [
      { brandId: demo, code: 'tea-time', sort: 1, ...names('下午茶精選', 'Tea-time treats', '下午茶精选') },
      { brandId: demo, code: 'this-week', sort: 2, ...names('本週限定', 'This week only', '本周限定') },
      { brandId: harbour, code: 'dim-sum', sort: 1, ...names('點心早晨', 'Dim sum mornings', '点心早晨') },
    ],
    [couponGroups.brandId, couponGroups.code],
  )
  const group = (brandId: number, code: string) =>
    groups.find((row) => row.brandId === brandId && row.code === code)!.id
  await upsertRows(
    db,
    coupons,
    [
      {
        brandId: demo,
        code: 'TEATIME8',
        ...names('下午茶$8現金券', '$8 off tea time', '下午茶$8现金券'),
        couponType: 2,
        amount: '8.00',
        spend: '60.00',
        validDays: 14,
        perMemberLimit: 2,
        groupId: group(demo, 'tea-time'),
        ...CASH,
        ...COLLECT,
      },
      {
        brandId: demo,
        code: 'TOAST12',
        ...names('多士套餐88折', '12% off toast sets', '多士套餐88折'),
        couponType: 1,
        discount: '12.00',
        spend: '80.00',
        billMinAmount: '20.00',
        orderTypes: '3',
        groupId: group(demo, 'tea-time'),
        ...PERCENT,
        ...COLLECT,
      },
      {
        brandId: demo,
        code: 'LASTCALL15',
        ...names('限量$15現金券', 'Limited $15 off', '限量$15现金券'),
        couponType: 2,
        amount: '15.00',
        spend: '90.00',
        totalQuantity: 50,
        issuedQuantity: 47,
        exclusive: 1,
        groupId: group(demo, 'this-week'),
        ...CASH,
        ...COLLECT,
      },
      {
        brandId: harbour,
        code: 'HARGOW10',
        ...names('點心$10現金券', '$10 off dim sum', '点心$10现金券'),
        couponType: 2,
        amount: '10.00',
        spend: '120.00',
        perMemberLimit: 2,
        groupId: group(harbour, 'dim-sum'),
        ...CASH,
        ...COLLECT,
      },
      {
        brandId: harbour,
        code: 'LOBSTER50',
        ...names('龍蝦宴$50現金券', '$50 off a lobster feast', '龙虾宴$50现金券'),
        couponType: 2,
        amount: '50.00',
        spend: '600.00',
        totalQuantity: 30,
        issuedQuantity: 28,
        groupId: group(harbour, 'dim-sum'),
        ...CASH,
        ...COLLECT,
      },
      {
        brandId: harbour,
        code: 'TEAPOT8',
        ...names('茶市92折', '8% off morning tea', '茶市92折'),
        couponType: 1,
        discount: '8.00',
        spend: '150.00',
        billMinAmount: '40.00',
        orderTypes: '23',
        ...PERCENT,
        ...COLLECT,
      },
    ],
    [coupons.brandId, coupons.code],
  )
}
