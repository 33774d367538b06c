import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, foods, memberFavorites, menus, restaurants } from '../../server/db/schema'
import type { FavoriteItem } from '../../src/domain/contract/favorite'
import { FAVORITES_MAX } from '../../src/domain/favourites'
import { BACKENDS, UNKNOWN_ID } from './harness'
import { as, type MemberTestApp } from './memberHelpers'
import { type Member, registerMember, startOrderApp } from './orderHelpers'

/** Issue 38 item 5: a member's favourite restaurants and dishes (restaurant/addFavorite, delFavorite, getFavoriteList). */

type FoodRow = { foodId: number; restaurantId: number; brandId: number; menuType: number }

async function foodsOf(t: MemberTestApp): Promise<FoodRow[]> {
  return t.db
    .select({
      foodId: foods.id,
      restaurantId: menus.restaurantId,
      brandId: restaurants.brandId,
      menuType: menus.menuType,
    })
    .from(foods)
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .orderBy(foods.id)
}

describe.each(BACKENDS)('favourites on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let b: Member
  let centralId: number
  let demoFoods: FoodRow[]
  let otherBrandFood: FoodRow
  let otherBrandRestaurantId: number

  beforeAll(async () => {
    ;({ t, centralId } = await startOrderApp(backend))
    ;[a, b] = await Promise.all([registerMember(t), registerMember(t)])
    const all = await foodsOf(t)
    demoFoods = all.filter((row) => row.brandId === t.brandId)
    otherBrandFood = all.find((row) => row.brandId !== t.brandId)!
    otherBrandRestaurantId = otherBrandFood.restaurantId
  }, 60_000)
  afterAll(() => t.close())

  const send = (member: Member, path: string, json: Record<string, unknown>) =>
    as(t, member.token, `/api/restaurant/restaurant/${path}`, { json: { brandId: t.brandId, ...json } }, 'en')
  const listOf = async (member: Member): Promise<FavoriteItem[]> => {
    const res = await send(member, 'getFavoriteList', {})
    expect(res.body).toMatchObject({ success: true, code: 1 })
    return res.body.data.items
  }
  const rowsOf = async (member: Member) =>
    t.db.select().from(memberFavorites).where(eq(memberFavorites.memberId, member.memberId))

  it('saves a restaurant and a dish, lists both newest first with names and the dish’s menu, removes one', async () => {
    const dish = demoFoods[0]!
    const saved = await send(a, 'addFavorite', { kind: 'restaurant', targetId: centralId })
    expect(saved.body).toMatchObject({ success: true, data: { max: FAVORITES_MAX } })
    await send(a, 'addFavorite', { kind: 'food', targetId: dish.foodId })
    const items = await listOf(a)
    expect(items.map((item) => [item.kind, item.targetId])).toEqual([
      ['food', dish.foodId],
      ['restaurant', centralId],
    ])
    expect(items[0]).toMatchObject({ restaurantId: dish.restaurantId, menuType: dish.menuType })
    expect(items[0]!.name1).not.toBe('')
    expect(items[1]).toMatchObject({ restaurantId: centralId, menuType: null })
    expect(items[1]!.name1).toContain('Central')

    const removed = await send(a, 'delFavorite', { kind: 'restaurant', targetId: centralId })
    expect(removed.body.data.items.map((item: FavoriteItem) => item.kind)).toEqual(['food'])
    expect((await listOf(a)).map((item) => item.targetId)).toEqual([dish.foodId])
    // Removing again (a lost answer sent twice) is no change and no error.
    expect((await send(a, 'delFavorite', { kind: 'restaurant', targetId: centralId })).body.success).toBe(
      true,
    )
    await send(a, 'delFavorite', { kind: 'food', targetId: dish.foodId })
    expect(await listOf(a)).toEqual([])
  })

  it('keeps 20 concurrent saves of the same dish as one favourite', async () => {
    const dish = demoFoods[1]!
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(a, 'addFavorite', { kind: 'food', targetId: dish.foodId })),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200))
    expect(answers.every((res) => res.body.success === true)).toBe(true)
    expect((await rowsOf(a)).filter((row) => row.foodId === dish.foodId)).toHaveLength(1)
    expect((await listOf(a)).filter((item) => item.targetId === dish.foodId)).toHaveLength(1)
    await send(a, 'delFavorite', { kind: 'food', targetId: dish.foodId })
  })

  it(`holds the cap of ${FAVORITES_MAX} under 20 concurrent saves of different dishes`, async () => {
    const c = await registerMember(t)
    // Fill up to two below the cap with rows of pairs no save below can make (a restaurant other than the dish's).
    const restaurantIds = [...new Set(demoFoods.map((row) => row.restaurantId)), otherBrandRestaurantId]
    const filler: (typeof memberFavorites.$inferInsert)[] = []
    for (const row of demoFoods) {
      for (const restaurantId of restaurantIds) {
        if (restaurantId === row.restaurantId || filler.length >= FAVORITES_MAX - 2) continue
        filler.push({ memberId: c.memberId, brandId: t.brandId, restaurantId, foodId: row.foodId })
      }
    }
    expect(filler).toHaveLength(FAVORITES_MAX - 2)
    await t.db.insert(memberFavorites).values(filler)

    const answers = await Promise.all(
      demoFoods.slice(0, 20).map((row) => send(c, 'addFavorite', { kind: 'food', targetId: row.foodId })),
    )
    const saved = answers.filter((res) => res.body.success === true)
    const refused = answers.filter((res) => res.body.success === false)
    expect(saved).toHaveLength(2)
    expect(refused).toHaveLength(18)
    for (const res of refused) {
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ code: -1, errCode: 'FAVORITE.LIMIT_REACHED' })
      expect(res.body.errMsg).toContain(String(FAVORITES_MAX))
    }
    expect(await rowsOf(c)).toHaveLength(FAVORITES_MAX)
    // At the cap a saved one may be saved again (no change), and a removal makes room.
    const kept = (await listOf(c))[0]!
    expect((await send(c, 'addFavorite', { kind: kept.kind, targetId: kept.targetId })).body.success).toBe(
      true,
    )
    await send(c, 'delFavorite', { kind: kept.kind, targetId: kept.targetId })
    expect((await send(c, 'addFavorite', { kind: 'restaurant', targetId: centralId })).body.success).toBe(
      true,
    )
  })

  it('never lets member B list or remove member A’s favourites', async () => {
    await send(a, 'addFavorite', { kind: 'restaurant', targetId: centralId })
    // B's own list is B's: A's favourite is not in it.
    expect(await listOf(b)).toEqual([])
    // Naming A as the member is refused, for each call.
    for (const path of ['getFavoriteList', 'delFavorite', 'addFavorite']) {
      const res = await send(b, path, { memberId: a.memberId, kind: 'restaurant', targetId: centralId })
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ success: false, errCode: 'AUTH.FORBIDDEN' })
    }
    // B removing the same target removes only B's (none): A keeps it.
    await send(b, 'delFavorite', { kind: 'restaurant', targetId: centralId })
    expect((await listOf(a)).map((item) => item.targetId)).toEqual([centralId])
    // Without a token nothing is answered.
    const guest = await as(t, '', '/api/restaurant/restaurant/getFavoriteList', {
      json: { brandId: t.brandId },
    })
    expect(guest.status).toBe(401)
    await send(a, 'delFavorite', { kind: 'restaurant', targetId: centralId })
  })

  it('refuses unknown restaurants and dishes, and those of another brand', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'restaurant', targetId: UNKNOWN_ID }, 'RESTAURANT.NOT_FOUND'],
      [{ kind: 'restaurant', targetId: otherBrandRestaurantId }, 'RESTAURANT.NOT_FOUND'],
      [{ kind: 'food', targetId: UNKNOWN_ID }, 'FOOD.NOT_FOUND'],
      [{ kind: 'food', targetId: otherBrandFood.foodId }, 'FOOD.NOT_FOUND'],
      [{ brandId: UNKNOWN_ID, kind: 'restaurant', targetId: centralId }, 'BRAND.NOT_FOUND'],
    ]
    for (const [json, errCode] of cases) {
      const res = await send(a, 'addFavorite', json)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: false, errCode })
    }
    expect(await rowsOf(a)).toEqual([])
  })

  it('answers bad input with 400 VALIDATION naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['addFavorite', { kind: 'menu', targetId: centralId }, 'kind'],
      ['addFavorite', { kind: 'food', targetId: -1 }, 'targetId'],
      ['addFavorite', { kind: 'food', targetId: 'abc' }, 'targetId'],
      ['addFavorite', { kind: 'food' }, 'targetId'],
      ['delFavorite', { kind: 'restaurant', targetId: 1e12 }, 'targetId'],
      ['getFavoriteList', { brandId: 'x' }, 'brandId'],
      ['getFavoriteList', { brandId: null }, 'brandId'],
    ]
    for (const [path, json, field] of cases) {
      const res = await send(a, path, json)
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
    }
  })
})
