import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus, restaurants, tableQrCodes } from '../../server/db/schema'
import { decodeArg, decodeQueryArg } from '../../src/domain/args'
import { BACKENDS, startTestApp, type TestApp } from './harness'

/**
 * README's demo links name seeded rows by id (base64 args nobody can type): on the database the
 * seed makes on a first start, each must open a restaurant, menu and table that exist.
 */

type Link = { route: 'shop' | 'index'; values: string[] }

function readmeLinks(): Link[] {
  const text = readFileSync('README.md', 'utf8')
  const links: Link[] = []
  for (const match of text.matchAll(/\/shop\/(shop|index)(?:\/([A-Za-z0-9_~-]+)|\?arg=(\[[^\]\s`]*\]))/g)) {
    const decoded = match[2] ? decodeArg(match[2]) : decodeQueryArg(match[3])
    expect([match[0], decoded.kind]).toEqual([match[0], 'ok'])
    if (decoded.kind === 'ok') links.push({ route: match[1] as Link['route'], values: decoded.values })
  }
  return links
}

describe('README demo links', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!)
  })
  afterAll(() => t.close())

  it('open a restaurant, menu and table the seed makes on a fresh database', async () => {
    const links = readmeLinks()
    expect(links.filter((link) => link.route === 'index').length).toBeGreaterThanOrEqual(3)
    expect(links.some((link) => link.values[4])).toBe(true)
    for (const { route, values } of links) {
      const [brandId, restaurantId, , menuType, qrCode] = values.map((value, index) =>
        index === 4 ? value : Number(value),
      ) as [number, number, number, number | undefined, string | undefined]
      const [restaurant] = await t.db
        .select()
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.brandId, brandId)))
      expect([values.join('_'), restaurant?.code]).toEqual([values.join('_'), expect.any(String)])
      if (route === 'shop') continue
      const [menu] = await t.db
        .select()
        .from(menus)
        .where(and(eq(menus.restaurantId, restaurantId), eq(menus.menuType, menuType!)))
      expect([values.join('_'), menu?.menuType]).toEqual([values.join('_'), menuType])
      if (!qrCode) continue
      const [table] = await t.db.select().from(tableQrCodes).where(eq(tableQrCodes.qrCode, qrCode))
      expect([qrCode, table?.menuId, menu?.menuType]).toEqual([qrCode, menu?.id, 4])
    }
  })
})
