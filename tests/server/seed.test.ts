import { asc, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../server/db/open'
import * as schema from '../../server/db/schema'
import { seedDemoData, seedIfNeeded } from '../../server/db/seed/index'
import { BACKENDS, openTestDatabase } from './harness'

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
/**
 * Tables the seed does not fill: logs, the seed's own state, member data (made by members: also
 * their orders, coupons, gift links, points, exchanges, favourites and payments, tables' sessions
 * and bills, and the sandbox provider's ledger) and the menu revisions (the database's triggers
 * move them on with every write, a re-run's too).
 */
const UNSEEDED = [
  'operation_logs',
  'error_reports',
  'seed_state',
  'members',
  'member_brands',
  'member_tokens',
  'sms_codes',
  'rate_counters',
  'member_addresses',
  'account_deletions',
  'shop_values',
  'menu_revisions',
  'orders',
  'order_lines',
  'member_coupons',
  'order_tracking',
  'collection_counters',
  'payments',
  'sandbox_payments',
  'table_sessions',
  'table_bills',
  'table_bill_rounds',
  'shared_carts',
  'shared_cart_lines',
  'shared_cart_guests',
  'invites',
  'point_entries',
  'point_exchanges',
  'coupon_gifts',
  'member_favorites',
  'level_orders',
  'package_orders',
  'member_vouchers',
  'queue_counters',
  'queue_tickets',
  'member_stamp_cards',
  'stamp_entries',
  'stamp_rewards',
]
const SEEDED_TABLES = TABLES.filter((table) => !UNSEEDED.includes(getTableName(table)))

/** Every seeded table's rows, ordered by id (or primary key), for comparing two states. */
async function snapshot(handle: DatabaseHandle) {
  const result: Record<string, unknown[]> = {}
  for (const table of SEEDED_TABLES) {
    const name = getTableName(table)
    const key = 'id' in table ? (table.id as never) : sql`1`
    result[name] = await handle.db.select().from(table).orderBy(asc(key))
  }
  return result
}

describe.each(BACKENDS)('demo seed on $name', (backend) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openTestDatabase(backend)
  })
  afterAll(() => handle.close())

  it('seeds on first start and skips later starts', async () => {
    expect(await seedIfNeeded(handle.db)).toBe(true)
    expect(await seedIfNeeded(handle.db)).toBe(false)
  })

  it('changes nothing when run again: same row counts, same data, same ids', async () => {
    const before = await snapshot(handle)
    await seedDemoData(handle.db)
    const after = await snapshot(handle)
    expect(Object.fromEntries(Object.entries(after).map(([name, rows]) => [name, rows.length]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([name, rows]) => [name, rows.length])),
    )
    expect(after).toEqual(before)
    for (const name of SEEDED_TABLES.map(getTableName)) expect(before[name]!.length, name).toBeGreaterThan(0)
  })

  it('holds what DESIGN §5 lists', async () => {
    const { db } = handle
    const restaurants = await db.select().from(schema.restaurants)
    expect(new Set(restaurants.map((r) => r.openStatus))).toEqual(new Set([0, 2, 3, 4]))
    expect(restaurants.some((r) => r.mapX === null)).toBe(true)
    const menuTypes = new Set((await db.select().from(schema.menus)).map((m) => m.menuType))
    expect([...menuTypes].sort((a, b) => a - b)).toEqual([1, 4, 5, 7, 10])
    expect((await db.select().from(schema.tableQrCodes)).length).toBeGreaterThanOrEqual(4)

    const foods = await db.select().from(schema.foods)
    expect(foods.some((f) => f.limitType === 1 && f.limitAmount > 0)).toBe(true)
    expect(foods.some((f) => f.limitType === 2 && f.limitAmount > 0)).toBe(true)
    expect(foods.some((f) => f.invisible === 2)).toBe(true)
    expect(foods.some((f) => f.invisible === 3)).toBe(true)
    expect(foods.some((f) => f.surplusNum === 0 && f.remainingNumber > 0)).toBe(true)
    expect(foods.some((f) => f.automod === 1 && f.itemCounts > 0)).toBe(true)
    expect(foods.some((f) => f.automod === 0 && f.itemCounts > 0)).toBe(true)
    expect(foods.some((f) => f.name1 === 'Hong Kong Milk Tea' && f.name === '港式奶茶')).toBe(true)
    expect(foods.every((f) => /^\d+\.\d{2}$/.test(f.price))).toBe(true)
    expect(foods.every((f) => f.name && f.name1 && f.name2)).toBe(true)
    const categories = await db.select().from(schema.categories)
    expect(categories.some((c) => c.limitType > 0 && c.limitAmount > 0)).toBe(true)

    const comboGroups = await db.select().from(schema.comboGroups)
    expect(comboGroups.some((g) => g.required === 1)).toBe(true)
    expect(comboGroups.some((g) => g.required === 0)).toBe(true)
    expect((await db.select().from(schema.comboItems)).length).toBeGreaterThan(0)
    expect((await db.select().from(schema.modifierOptions)).some((o) => o.defmodifier === 1)).toBe(true)

    const resourceTypes = new Set((await db.select().from(schema.resources)).map((r) => r.type))
    expect([...resourceTypes].sort((a, b) => a - b)).toEqual([2, 6, 17, 18])
    expect((await db.select().from(schema.discountRules)).length).toBeGreaterThan(0)
    expect((await db.select().from(schema.coupons)).length).toBeGreaterThan(0)
    expect((await db.select().from(schema.memberLevels)).length).toBeGreaterThan(0)
    const text = JSON.stringify(await snapshot(handle)).toLowerCase()
    expect(text).not.toContain('lorem')
  })
})
