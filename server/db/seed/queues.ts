import type { Database } from '../open'
import { queuePeriods, queueSettings, queueTableTypes } from '../schema'
import { names, upsertRows } from './upsert'

/**
 * A queue at one restaurant of each demo brand (issue 40 item 5), open so a newcomer can take a
 * number at once: Central takes numbers all day, Aberdeen at lunch and dinner. Tables for two,
 * four and eight; at Aberdeen the round table for ten needs the Premier level (rank 2).
 */

const TABLE_TYPES = [
  {
    code: 'small',
    prefix: 'A',
    ...names('二人枱', 'Table for 1–2', '二人桌'),
    minPersons: 1,
    maxPersons: 2,
    sort: 1,
  },
  {
    code: 'medium',
    prefix: 'B',
    ...names('四人枱', 'Table for 3–4', '四人桌'),
    minPersons: 3,
    maxPersons: 4,
    sort: 2,
  },
  {
    code: 'large',
    prefix: 'C',
    ...names('八人枱', 'Table for 5–8', '八人桌'),
    minPersons: 5,
    maxPersons: 8,
    sort: 3,
  },
]

export async function seedQueues(db: Database, restaurantIds: Map<string, number>): Promise<void> {
  const central = restaurantIds.get('demo/central')!
  const aberdeen = restaurantIds.get('harbour/aberdeen')!
  await upsertRows(
    db,
    queueSettings,
    [
      { restaurantId: central, open: 1, graceMinutes: 10, minutesPerParty: 8, maxWaiting: 60 },
      { restaurantId: aberdeen, open: 1, graceMinutes: 15, minutesPerParty: 12, maxWaiting: 40 },
    ],
    [queueSettings.restaurantId],
  )
  await upsertRows(
    db,
    queuePeriods,
    [
      {
        restaurantId: central,
        code: 'all-day',
        ...names('全日', 'All day', '全日'),
        opens: '00:00',
        closes: '24:00',
      },
      {
        restaurantId: aberdeen,
        code: 'lunch',
        ...names('午市', 'Lunch', '午市'),
        opens: '07:00',
        closes: '15:00',
      },
      {
        restaurantId: aberdeen,
        code: 'dinner',
        ...names('晚市', 'Dinner', '晚市'),
        opens: '15:00',
        closes: '24:00',
      },
    ],
    [queuePeriods.restaurantId, queuePeriods.code],
  )
  await upsertRows(
    db,
    queueTableTypes,
    [
      ...TABLE_TYPES.map((type) => ({ restaurantId: central, ...type, minLevel: null })),
      ...TABLE_TYPES.map((type) => ({ restaurantId: aberdeen, ...type, minLevel: null })),
      {
        restaurantId: aberdeen,
        code: 'round',
        prefix: 'D',
        ...names('十人圓枱', 'Round table for 9–12', '十人圆桌'),
        minPersons: 9,
        maxPersons: 12,
        minLevel: 2,
        sort: 4,
      },
    ],
    [queueTableTypes.restaurantId, queueTableTypes.code],
  )
}
