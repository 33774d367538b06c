import type { Database } from '../open'
import { restaurantPeriods, whatsappConfigs } from '../schema'
import { type Names, names, upsertRows } from './upsert'

/** Meal periods of every restaurant and the WhatsApp subscription links (brand `demo`, its Central shop). */

type PeriodSeed = Names & { code: string; startTime: string; endTime: string }

const BREAKFAST = { code: 'breakfast', ...names('早餐', 'Breakfast', '早餐') }
const LUNCH = { code: 'lunch', ...names('午餐', 'Lunch', '午餐') }
const TEA = { code: 'tea', ...names('下午茶', 'Afternoon tea', '下午茶') }
const DINNER = { code: 'dinner', ...names('晚餐', 'Dinner', '晚餐') }
const DIM_SUM = { code: 'dim-sum', ...names('早茶', 'Morning dim sum', '早茶') }

/** Periods from [kind, start, end] rows. */
const day = (...rows: [Names & { code: string }, string, string][]): PeriodSeed[] =>
  rows.map(([period, startTime, endTime]) => ({ ...period, startTime, endTime }))

const CAFE_DAY = day(
  [BREAKFAST, '07:00', '11:00'],
  [LUNCH, '11:00', '15:00'],
  [TEA, '14:30', '18:00'],
  [DINNER, '18:00', '22:00'],
)

/** Periods by `brandAlias/restaurantCode`, following each restaurant's opening hours. */
const PERIODS: Record<string, PeriodSeed[]> = {
  'demo/central': CAFE_DAY,
  'demo/mongkok': CAFE_DAY,
  'demo/tsim-sha-tsui': day(
    [BREAKFAST, '08:00', '11:00'],
    [LUNCH, '11:00', '15:00'],
    [TEA, '14:30', '18:00'],
    [DINNER, '18:00', '20:00'],
  ),
  'demo/kwun-tong': day([BREAKFAST, '07:30', '11:00'], [LUNCH, '11:00', '14:30'], [TEA, '14:30', '16:00']),
  'harbour/aberdeen': day([DIM_SUM, '07:00', '11:30'], [LUNCH, '11:30', '15:00'], [DINNER, '18:00', '23:00']),
  'harbour/sai-kung': day([LUNCH, '10:00', '15:00'], [DINNER, '17:30', '22:00']),
}

const waLink = (phone: string, text: string) => `https://wa.me/${phone}?text=${encodeURIComponent(text)}`

export async function seedShopExtras(
  db: Database,
  brandIds: Map<string, number>,
  restaurantIds: Map<string, number>,
): Promise<void> {
  const periodRows = Object.entries(PERIODS).flatMap(([key, periods]) =>
    periods.map((period, index) => ({ ...period, restaurantId: restaurantIds.get(key)!, sort: index + 1 })),
  )
  await upsertRows(db, restaurantPeriods, periodRows, [
    restaurantPeriods.restaurantId,
    restaurantPeriods.code,
  ])

  const demo = brandIds.get('demo')!
  const central = restaurantIds.get('demo/central')!
  await upsertRows(
    db,
    whatsappConfigs,
    [
      {
        brandId: demo,
        restaurantId: null,
        orderType: 0,
        phone: '+85261234567',
        subscriptionLink: waLink('85261234567', 'Subscribe to Kong Kee Café news'),
      },
      {
        brandId: demo,
        restaurantId: central,
        orderType: 0,
        phone: '+85261234568',
        subscriptionLink: waLink('85261234568', 'Subscribe to order updates from Kong Kee Café (Central)'),
      },
      {
        brandId: demo,
        restaurantId: central,
        orderType: 7,
        phone: '+85261234568',
        subscriptionLink: waLink(
          '85261234568',
          'Tell me when my pick-up order at Kong Kee Café (Central) is ready',
        ),
      },
    ],
    [whatsappConfigs.brandId, whatsappConfigs.restaurantId, whatsappConfigs.orderType],
  )
}
