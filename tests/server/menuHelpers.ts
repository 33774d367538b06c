import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll } from 'vitest'
import { menus, tableQrCodes } from '../../server/db/schema'
import type { MenuFood, ShopMenu } from '../../src/domain/contract/menu'
import { shopMenuSchema } from '../../src/domain/menuSchema'
import { type Backend, call, demoIds, startTestApp, type TestApp } from './harness'

/** Helpers of the restaurant and menu call tests: seeded ids found through the API, menus and foods by name. */

export type MenuIds = Awaited<ReturnType<typeof menuIds>>

/** Brand and restaurant ids of the demo seed, by the restaurants' English names. */
export async function menuIds(app: TestApp['app']) {
  const base = await demoIds(app)
  const harbour = await call(app, '/api/restaurant/public/brand/getBrandRestaurantList', {
    query: { brandId: base.harbourId },
  })
  const all = [...base.restaurants, ...(harbour.body.data as { id: number; name1: string }[])]
  const idOf = (part: string) => all.find((restaurant) => restaurant.name1.includes(part))!.id
  return {
    ...base,
    mongKokId: idOf('Mong Kok'),
    tsimShaTsuiId: idOf('Tsim Sha Tsui'),
    kwunTongId: idOf('Kwun Tong'),
    aberdeenId: idOf('Aberdeen'),
    saiKungId: idOf('Sai Kung'),
  }
}

/** What a schema finds wrong in a value, one `path: message` line per issue ([] when it parses). */
export function schemaIssues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value)
  if (result.success) return []
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
}

/** POST food/shopMenuNew's data, checked against the answer's schema (src/domain/menuSchema.ts). */
export async function loadMenu(
  app: TestApp['app'],
  restaurantId: number,
  menuType: number,
): Promise<ShopMenu> {
  const res = await call(app, '/api/restaurant/food/shopMenuNew', { json: { restaurantId, menuType } })
  if (!res.body?.success) throw new Error(`shopMenuNew failed: ${res.text}`)
  const issues = schemaIssues(shopMenuSchema, res.body.data)
  if (issues.length) throw new Error(`shopMenuNew answered outside its schema:\n${issues.join('\n')}`)
  return res.body.data
}

/** Every food of the menu. */
export function menuFoods(menu: ShopMenu): MenuFood[] {
  return menu.categories.flatMap((category) => category.foods)
}

/** The menu's food with this English name. */
export function foodNamed(menu: ShopMenu, name1: string): MenuFood {
  const food = menuFoods(menu).find((candidate) => candidate.foodName1 === name1)
  if (!food) throw new Error(`no food ${name1} on menu ${menu.menuId}`)
  return food
}

/** A seeded app and the demo ids for one describe block: started before its tests, closed after. */
export function useMenuApp(backend: Backend, options: Parameters<typeof startTestApp>[1] = {}) {
  const context = {} as { t: TestApp; ids: MenuIds }
  beforeAll(async () => {
    context.t = await startTestApp(backend, options)
    context.ids = await menuIds(context.t.app)
  })
  afterAll(() => context.t.close())
  return context
}

/** The restaurant's table codes (random per database: server/services/order/tableCodes.ts), in table order. */
export async function tableCodes(db: TestApp['db'], restaurantId: number): Promise<string[]> {
  const rows = await db
    .select({ qrCode: tableQrCodes.qrCode })
    .from(tableQrCodes)
    .innerJoin(menus, eq(menus.id, tableQrCodes.menuId))
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.menuType, 4)))
    .orderBy(asc(tableQrCodes.id))
  return rows.map((row) => row.qrCode)
}
