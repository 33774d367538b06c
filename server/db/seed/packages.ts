import type { Database } from '../open'
import { voucherPackages } from '../schema'
import { foodImage } from './catalogTypes'
import { names, upsertRows } from './upsert'

/**
 * A package of vouchers for each demo brand (issue 39 item 4): ten milk teas for the price of
 * eight at the café, six baskets of BBQ pork buns for the price of five at the harbour restaurant.
 * The dish codes are the menus' posFid (`<brand alias>-<food code>`, ./menuContent.ts).
 */
export async function seedPackages(db: Database, brandIds: Map<string, number>): Promise<void> {
  await upsertRows(
    db,
    voucherPackages,
    [
      {
        brandId: brandIds.get('demo')!,
        code: 'milk-tea-10',
        ...names('港式奶茶十杯套票', '10 Hong Kong Milk Teas', '港式奶茶十杯套票'),
        description: '十杯只需八杯價錢，購買後 180 日內於任何分店使用。',
        description1: 'Ten for the price of eight, to use at any branch within 180 days.',
        description2: '十杯只需八杯价钱，购买后 180 日内于任何分店使用。',
        imageUrl: foodImage('milk-tea'),
        price: '160.00',
        voucherCount: 10,
        foodCode: 'demo-milk-tea',
        foodName: '港式奶茶',
        foodName1: 'Hong Kong Milk Tea',
        foodName2: '港式奶茶',
        validDays: 180,
      },
      {
        brandId: brandIds.get('harbour')!,
        code: 'char-siu-bao-6',
        ...names('蜜汁叉燒包六籠套票', '6 baskets of BBQ Pork Buns', '蜜汁叉烧包六笼套票'),
        description: '六籠只需五籠價錢，購買後一年內使用。',
        description1: 'Six for the price of five, to use within a year.',
        description2: '六笼只需五笼价钱，购买后一年内使用。',
        imageUrl: foodImage('char-siu-bao'),
        price: '160.00',
        voucherCount: 6,
        foodCode: 'harbour-char-siu-bao',
        foodName: '蜜汁叉燒包',
        foodName1: 'BBQ Pork Buns',
        foodName2: '蜜汁叉烧包',
        validDays: 365,
      },
    ],
    [voucherPackages.brandId, voucherPackages.code],
  )
}
