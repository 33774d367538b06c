import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { LatestMenuRevision } from '../../server/db/latestRevision'
import { type DatabaseHandle, embeddedClientOf, openDatabase } from '../../server/db/open'
import { statementCountOf } from '../../server/db/statementCount'
import { loadMenuRevisions } from '../../server/services/restaurant/menuRevisions'
import type { MenuComboGroup, ShopMenu } from '../../src/domain/contract/menu'
import type { ModifierGroup } from '../../src/domain/menu/types'
import { BACKENDS, call } from './harness'
import { foodNamed, loadMenu, useMenuApp } from './menuHelpers'

/**
 * Menu answers are kept per restaurant menu revision, which the database's triggers move on with
 * every committed write (migration 0004): a write made with plain SQL is in the very next answer.
 */

const MENU = '/api/restaurant/food/shopMenuNew'
const BUN = 'Pineapple Bun with Butter'
const MILK_TEA = 'Hong Kong Milk Tea'
const LUNCH = 'Lunch Set'
const DIM_SUM_SET = 'Dim Sum Set for Two'

describe.each(BACKENDS)('menu answers kept per revision on $name', (backend) => {
  const s = useMenuApp(backend)
  const delivery = () => loadMenu(s.t.app, s.ids.centralId, 1)
  const run = (query: SQL) => s.t.db.execute(query)
  const revisionOf = async (id: number) => (await loadMenuRevisions(s.t.db, [id])).get(id)

  it('shows a price or stock changed with SQL in the very next answer', async () => {
    const before = await delivery()
    expect(await delivery()).toEqual(before)
    const bun = foodNamed(before, BUN)

    await run(sql`update foods set price = '17.50' where id = ${bun.id}`)
    const priced = await delivery()
    expect(foodNamed(priced, BUN).price).toBe('17.50')
    expect(priced.version).not.toBe(before.version)

    await run(sql`update foods set remaining_number = 5, surplus_num = 4 where id = ${bun.id}`)
    expect(foodNamed(await delivery(), BUN)).toMatchObject({ remainingNumber: 5, surplusNum: 4 })

    await run(sql`update foods set price = ${bun.price}, remaining_number = ${bun.remainingNumber},
      surplus_num = ${bun.surplusNum} where id = ${bun.id}`)
    expect((await delivery()).version).toBe(before.version)
  })

  it('follows every table of the answer: menus, categories, foods, modifiers and combos', async () => {
    const before = await delivery()
    const milkTea = foodNamed(before, MILK_TEA)
    const temperature = milkTea.itemDetail[0] as ModifierGroup
    const iced = temperature.items[1]!
    const lunch = foodNamed(before, LUNCH)
    const main = lunch.itemDetail[0] as MenuComboGroup
    const rice = before.categories[2]!
    const cases: [string, SQL, (menu: ShopMenu) => unknown, unknown, SQL][] = [
      [
        'menu name',
        sql`update menus set name1 = 'Delivery Now' where id = ${before.menuId}`,
        (menu) => menu.name1,
        'Delivery Now',
        sql`update menus set name1 = ${before.name1} where id = ${before.menuId}`,
      ],
      [
        'category limit',
        sql`update categories set limit_amount = 9 where id = ${rice.id}`,
        (menu) => menu.categories[2]!.limitAmount,
        9,
        sql`update categories set limit_amount = ${rice.limitAmount} where id = ${rice.id}`,
      ],
      [
        'modifier group',
        sql`update modifier_groups set maxqty = 2 where id = ${temperature.id}`,
        (menu) => (foodNamed(menu, MILK_TEA).itemDetail[0] as ModifierGroup).maxqty,
        2,
        sql`update modifier_groups set maxqty = ${temperature.maxqty} where id = ${temperature.id}`,
      ],
      [
        'modifier option',
        sql`update modifier_options set price = '4.00' where id = ${iced.id}`,
        (menu) => (foodNamed(menu, MILK_TEA).itemDetail[0] as ModifierGroup).items[1]!.price,
        '4.00',
        sql`update modifier_options set price = ${iced.price} where id = ${iced.id}`,
      ],
      [
        'combo group',
        sql`update combo_groups set preferential_price = '5.00' where id = ${main.id}`,
        (menu) => (foodNamed(menu, LUNCH).itemDetail[0] as MenuComboGroup).preferentialPrice,
        '5.00',
        sql`update combo_groups set preferential_price = ${main.preferentialPrice} where id = ${main.id}`,
      ],
      [
        'combo item',
        sql`update combo_items set price = '2.00' where id = ${main.items[0]!.id}`,
        (menu) => (foodNamed(menu, LUNCH).itemDetail[0] as MenuComboGroup).items[0]!.price,
        '2.00',
        sql`update combo_items set price = ${main.items[0]!.price} where id = ${main.items[0]!.id}`,
      ],
    ]
    for (const [what, change, read, expected, restore] of cases) {
      await run(change)
      expect(read(await delivery()), what).toEqual(expected)
      await run(restore)
      expect((await delivery()).version, what).toBe(before.version)
    }
  })

  it('shows a food inserted or deleted with SQL', async () => {
    const before = await delivery()
    const snacks = before.categories[3]!
    await run(sql`insert into foods (category_id, code, pos_fid, name, name1, name2, price)
      values (${snacks.id}, 'curry-fish-balls', 'demo-curry-fish-balls', '咖喱魚蛋', 'Curry Fish Balls', '咖喱鱼蛋', '18.00')`)
    expect(foodNamed(await delivery(), 'Curry Fish Balls').price).toBe('18.00')
    await run(sql`delete from foods where category_id = ${snacks.id} and code = 'curry-fish-balls'`)
    expect((await delivery()).version).toBe(before.version)
  })

  it('keeps serving the kept answer while the revision stands (a write with triggers off is not seen)', async () => {
    const before = await delivery()
    const bun = foodNamed(before, BUN)
    // session_replication_role = replica skips the triggers: the data changes, the revision does not.
    await s.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(sql`update foods set price = '99.00' where id = ${bun.id}`)
    })
    expect(foodNamed(await delivery(), BUN).price).toBe(bun.price)
    // Any write through the triggers moves the revision: the next answer is read afresh.
    await run(sql`update foods set surplus_num = surplus_num where id = ${bun.id}`)
    expect(foodNamed(await delivery(), BUN).price).toBe('99.00')
    await run(sql`update foods set price = ${bun.price} where id = ${bun.id}`)
  })

  it('answers RESTAURANT.NOT_FOUND for the old brand once the restaurant moves to another', async () => {
    const json = { restaurantId: s.ids.centralId, menuType: 1, brandId: s.ids.demoId }
    expect((await call(s.t.app, MENU, { json })).body.success).toBe(true)
    await run(sql`update restaurants set brand_id = ${s.ids.harbourId} where id = ${s.ids.centralId}`)
    expect((await call(s.t.app, MENU, { json })).body.errCode).toBe('RESTAURANT.NOT_FOUND')
    await run(sql`update restaurants set brand_id = ${s.ids.demoId} where id = ${s.ids.centralId}`)
    expect((await call(s.t.app, MENU, { json })).body.success).toBe(true)
  })

  it("moves the revision of every restaurant offering a food in a combo, not only the food's own", async () => {
    const [own, offering] = [s.ids.centralId, s.ids.aberdeenId]
    const bun = foodNamed(await delivery(), BUN)
    const set = foodNamed(await loadMenu(s.t.app, offering, 1), DIM_SUM_SET)
    const group = set.itemDetail[0] as MenuComboGroup
    await run(
      sql`insert into combo_items (group_id, item_food_id, code) values (${group.id}, ${bun.id}, 'bun')`,
    )
    const before = [await revisionOf(own), await revisionOf(offering)]
    await run(sql`update foods set name1 = 'Pineapple Bun' where id = ${bun.id}`)
    const after = [await revisionOf(own), await revisionOf(offering)]
    expect(after[0]).toBeGreaterThan(before[0]!)
    expect(after[1]).toBeGreaterThan(before[1]!)
    const offered = foodNamed(await loadMenu(s.t.app, offering, 1), DIM_SUM_SET)
    expect((offered.itemDetail[0] as MenuComboGroup).items.map((item) => item.name1)).toContain(
      'Pineapple Bun',
    )
    await run(sql`delete from combo_items where group_id = ${group.id} and code = 'bun'`)
    await run(sql`update foods set name1 = ${BUN} where id = ${bun.id}`)
  })

  it('moves every revision on TRUNCATE (last: it empties the combo items)', async () => {
    const ids = s.ids.restaurants.map((restaurant) => restaurant.id)
    const before = await Promise.all(ids.map((id) => revisionOf(id)))
    await run(sql`truncate combo_items`)
    const after = await Promise.all(ids.map((id) => revisionOf(id)))
    for (const [index, revision] of after.entries()) expect(revision).toBeGreaterThan(before[index]!)
    const lunch = foodNamed(await delivery(), LUNCH)
    expect((lunch.itemDetail as MenuComboGroup[]).every((group) => group.items.length === 0)).toBe(true)
  })
})

describe.each(BACKENDS.filter((backend) => backend.url))(
  'menu answers across server instances on $name',
  (backend) => {
    const s = useMenuApp(backend)
    // A second server instance: its own pool and its own kept answers, over the same database.
    let other: DatabaseHandle
    let otherApp: ReturnType<typeof createApp>
    beforeAll(async () => {
      other = await openDatabase({ DATA_DIR: tmpdir(), DATABASE_URL: backend.url })
      otherApp = createApp({
        db: other.db,
        logger: pino({ level: 'silent' }),
        staticDir: join(tmpdir(), 'no-dist'),
        uploadsDir: join(tmpdir(), 'no-uploads'),
        devTools: false,
        uploadSecret: 'a-second-instance-upload-policy-key',
      })
    })
    afterAll(() => other.close())

    it('shows on one instance what another committed, and nothing before the commit', async () => {
      const before = await loadMenu(s.t.app, s.ids.centralId, 1)
      expect(await loadMenu(otherApp, s.ids.centralId, 1)).toEqual(before)
      const bun = foodNamed(before, BUN)
      const priceOn = async (app: typeof otherApp) =>
        foodNamed(await loadMenu(app, s.ids.centralId, 1), BUN).price

      await other.db.execute(sql`update foods set price = '19.00' where id = ${bun.id}`)
      expect(await priceOn(s.t.app)).toBe('19.00')

      const writer = new pg.Client({ connectionString: backend.url })
      await writer.connect()
      try {
        await writer.query('begin')
        await writer.query(`update foods set price = '21.00' where id = $1`, [bun.id])
        expect(await priceOn(s.t.app)).toBe('19.00')
        expect(await priceOn(otherApp)).toBe('19.00')
        await writer.query('commit')
        expect(await priceOn(s.t.app)).toBe('21.00')
        expect(await priceOn(otherApp)).toBe('21.00')
        await writer.query(`update foods set price = $1 where id = $2`, [bun.price, bun.id])
      } finally {
        await writer.end()
      }
    })
  },
)

describe.each(BACKENDS)('the latest menu revision on $name', (backend) => {
  const s = useMenuApp(backend)
  const latestInDatabase = async () => {
    const result = (await s.t.db.execute(sql`select max(revision) as revision from menu_revisions`)) as {
      rows: { revision: number | string }[]
    }
    return Number(result.rows[0]!.revision)
  }

  it('answers calls made together with one read, and a write committed before a call in its answer', async () => {
    const latest = new LatestMenuRevision(s.t.db)
    const before = await latestInDatabase()
    const embedded = embeddedClientOf(s.t.db)
    const statements = embedded ? statementCountOf(embedded) : null
    const counted = statements?.count ?? 0
    const together = await Promise.all(Array.from({ length: 20 }, () => latest.read()))
    expect(together).toEqual(Array(20).fill(before))
    // On the embedded database, where every statement is counted: one read for the twenty.
    if (statements) expect(statements.count - counted).toBe(1)
    const { centralId } = s.ids
    await s.t.db.execute(sql`update menus set name = name where restaurant_id = ${centralId}`)
    const after = await latestInDatabase()
    expect(after).toBeGreaterThan(before)
    expect(await latest.read()).toBe(after)
    // A call that arrives while a read is running waits for the next one, which sees its write.
    const first = latest.read()
    await s.t.db.execute(sql`update menus set name = name where restaurant_id = ${centralId}`)
    const second = latest.read()
    expect(await first).toBeGreaterThanOrEqual(after)
    expect(await second).toBe(await latestInDatabase())
  })
})

describe.each(BACKENDS)('settings and menu revisions on $name', (backend) => {
  const s = useMenuApp(backend)
  const revisionOf = async (id: number) => (await loadMenuRevisions(s.t.db, [id])).get(id) ?? 0

  it("moves a restaurant's revision for its own setting, and every restaurant of the brand for the brand's", async () => {
    const { centralId, mongKokId, aberdeenId, demoId } = s.ids
    const before = await Promise.all([centralId, mongKokId, aberdeenId].map(revisionOf))
    await s.t.db.execute(
      sql`update settings set value_int = value_int where restaurant_id = ${centralId} and setting_name = 'FOODINTERVAL'`,
    )
    const afterOwn = await Promise.all([centralId, mongKokId, aberdeenId].map(revisionOf))
    expect(afterOwn[0]).toBeGreaterThan(before[0]!)
    expect(afterOwn.slice(1)).toEqual(before.slice(1))
    await s.t.db.execute(
      sql`update settings set value_int = value_int where brand_id = ${demoId} and restaurant_id is null and setting_name = 'FOODINTERVAL'`,
    )
    const afterBrand = await Promise.all([centralId, mongKokId, aberdeenId].map(revisionOf))
    expect(afterBrand[0]).toBeGreaterThan(afterOwn[0]!)
    expect(afterBrand[1]).toBeGreaterThan(afterOwn[1]!)
    // Aberdeen is Harbour's: the demo brand's setting leaves it alone.
    expect(afterBrand[2]).toBe(afterOwn[2])
  })
})
