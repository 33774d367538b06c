import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiNotice } from '../../src/api/client'
import { getShopMenu } from '../../src/api/shopMenu'
import { moduleApp } from '../../src/app/moduleApp'
import { browserApi } from '../../src/data/browserApi'
import { forgetRecords, records } from '../../src/data/records'
import { db } from '../../src/db/database'
import { menuCacheKey } from '../../src/db/menuCache'
import type { ShopMenu } from '../../src/domain/contract/menu'
import { currentMenuState, loadMenu, type MenuRequest, watchMenu } from '../../src/features/menu/useMenu'
import { type LocalApi, pointAppAt, type SeenRequest, startLocalApi } from './helpers/localApi'
import { menuFood, shopMenu } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'

/**
 * The menu read revalidates with If-None-Match (docs/api.md "Revalidation with If-None-Match"): the
 * version of the menu shown goes as `"<version>"` next to the body's `version`, and a 304 keeps it.
 */

const REQUEST: MenuRequest = { restaurantId: 1, menuType: 7, brandId: 3 }
const KEY = menuCacheKey(REQUEST)
const MENU_V1 = shopMenu([menuFood(1)], { version: 'v1AbC-_9' })
const MENU_V2 = shopMenu([menuFood(1, { price: '40.00' }), menuFood(2)], { version: 'v2XyZ' })
const SAVED_AT = Date.UTC(2025, 2, 10, 4, 0, 0)
const SHOP_MENU_PATH = '/api/restaurant/food/shopMenuNew'

let api: LocalApi
const app = moduleApp()
let notices: ApiNotice[]
let restore: () => void

beforeAll(async () => {
  api = await startLocalApi()
})
afterAll(() => api.close())
beforeEach(async () => {
  await resetDatabase()
  forgetRecords()
  ;({ notices, restore } = pointAppAt(api))
})
afterEach(() => {
  restore()
})

/** The body's `version` as the server reads it. */
function bodyVersion(request: SeenRequest): string | null {
  return new URLSearchParams(request.body).get('version')
}

/** Answers as the real server: 304 when If-None-Match names `current`, else as the body's version asks. */
function serveMenu(current: ShopMenu, options: { headerPath: boolean } = { headerPath: true }) {
  api.handler = (request) => {
    if (options.headerPath && request.headers['if-none-match'] === `"${current.version}"`) {
      return { status: 304, text: '' }
    }
    const unchanged = bodyVersion(request) === current.version
    const data = unchanged ? { ...current, unchanged: true, categories: [] } : current
    return { json: { success: true, code: 1, data } }
  }
}

function menuRequests(): SeenRequest[] {
  return api.seen.filter((request) => request.path === SHOP_MENU_PATH)
}

/** Loads the menu as a screen opening does and resolves once the server's answer is settled. */
async function settledMenu() {
  const stop = watchMenu(records, REQUEST, () => {})
  await loadMenu(records, REQUEST)
  await vi.waitFor(() => {
    const state = currentMenuState(app, REQUEST)
    expect(state.status === 'ready' && !state.refreshing).toBe(true)
  })
  stop()
  return currentMenuState(app, REQUEST)
}

async function saveOnDevice(menu: ShopMenu) {
  // Untyped: the fixtures are ShopMenus; the table's type is the server's exact answer.
  await db.table('menus').put({ key: KEY, restaurantId: menu.restaurantId, data: menu, savedAt: SAVED_AT })
}

describe('menu revalidation with If-None-Match', () => {
  it('a first load sends no If-None-Match and shows the 200’s menu; the repeat load gets a 304', async () => {
    serveMenu(MENU_V1)
    expect(await settledMenu()).toEqual({ status: 'ready', menu: MENU_V1, savedAt: null, refreshing: false })
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.data).toEqual(MENU_V1))
    const [first] = menuRequests()
    expect(first?.headers['if-none-match']).toBeUndefined()
    expect(bodyVersion(first!)).toBeNull()

    // A new page: nothing in memory, the saved copy shown while the server is asked.
    forgetRecords()
    expect(await settledMenu()).toEqual({ status: 'ready', menu: MENU_V1, savedAt: null, refreshing: false })
    const [, repeat] = menuRequests()
    expect(repeat?.method).toBe('POST')
    expect(repeat?.headers['if-none-match']).toBe(`"${MENU_V1.version}"`)
    expect(bodyVersion(repeat!)).toBe(MENU_V1.version)
    expect((await db.menus.get(KEY))?.data).toEqual(MENU_V1)
    expect(notices).toEqual([])
  })

  it('a 304 confirms the saved copy: shown as current, its saved time moved on', async () => {
    await saveOnDevice(MENU_V1)
    serveMenu(MENU_V1)
    expect(await settledMenu()).toEqual({ status: 'ready', menu: MENU_V1, savedAt: null, refreshing: false })
    expect(menuRequests().map((request) => request.headers['if-none-match'])).toEqual([
      `"${MENU_V1.version}"`,
    ])
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.savedAt).toBeGreaterThan(SAVED_AT))
  })

  it('a 200 with a new menu replaces the one shown', async () => {
    await saveOnDevice(MENU_V1)
    serveMenu(MENU_V2)
    expect(await settledMenu()).toEqual({ status: 'ready', menu: MENU_V2, savedAt: null, refreshing: false })
    expect(menuRequests().map((request) => request.headers['if-none-match'])).toEqual([
      `"${MENU_V1.version}"`,
    ])
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.data).toEqual(MENU_V2))
  })

  it('a server without the header path still answers `unchanged` to the body’s version', async () => {
    await saveOnDevice(MENU_V1)
    serveMenu(MENU_V1, { headerPath: false })
    expect(await settledMenu()).toEqual({ status: 'ready', menu: MENU_V1, savedAt: null, refreshing: false })
    const [request] = menuRequests()
    expect(request?.headers['if-none-match']).toBe(`"${MENU_V1.version}"`)
    expect(bodyVersion(request!)).toBe(MENU_V1.version)
  })
})

describe('getShopMenu and other calls', () => {
  it('resolves a 304 to NotModified, announcing nothing', async () => {
    serveMenu(MENU_V1)
    expect(await getShopMenu(browserApi, { ...REQUEST, version: MENU_V1.version })).toEqual({
      notModified: true,
    })
    expect(await getShopMenu(browserApi, REQUEST)).toEqual({ success: true, code: 1, data: MENU_V1 })
    expect(menuRequests().map((request) => request.headers['if-none-match'])).toEqual([
      `"${MENU_V1.version}"`,
      undefined,
    ])
    expect(notices).toEqual([])
  })

  it('sends no header for a version that cannot be an entity tag (the body still carries it)', async () => {
    serveMenu(MENU_V1)
    await getShopMenu(browserApi, { ...REQUEST, version: 'has "quotes"' })
    const [request] = menuRequests()
    expect(request?.headers['if-none-match']).toBeUndefined()
    expect(bodyVersion(request!)).toBe('has "quotes"')
  })

  it('a 304 to a call that did not ask for one is still a bad response', async () => {
    api.handler = () => ({ status: 304, text: '' })
    const answer = await browserApi.post('restaurant/brand/getBrandConfigInfo', { brandId: 1 })
    expect(answer).toMatchObject({ success: false, errCode: 'NETWORK.BAD_RESPONSE' })
    expect(api.seen[0]?.headers['if-none-match']).toBeUndefined()
    expect(notices.map((notice) => notice.kind)).toEqual(['offline'])
  })
})
