import { i18n } from '@lingui/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addShopValue,
  checkOrderLimit,
  checkZiquLimit,
  clearShopValues,
  getFoodCombo,
  getShopValue,
  type LimitCheck,
  limitHitOf,
} from '../../src/api/menu'
import { moduleApp } from '../../src/app/moduleApp'
import { browserApi } from '../../src/data/browserApi'
import { forgetRecords, records } from '../../src/data/records'
import { db } from '../../src/db/database'
import { DEVICE_MAX_MENUS, menuCacheKey, savedMenus } from '../../src/db/menuCache'
import type { ShopMenu } from '../../src/domain/contract/menu'
import {
  currentMenuState,
  loadMenu,
  type MenuRequest,
  type MenuState,
  watchMenu,
} from '../../src/features/menu/useMenu'
import { type LocalApi, startLocalApi, unusedApiBase } from './helpers/localApi'
import { cartLine, menuFood, shopMenu } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'

const REQUEST: MenuRequest = { restaurantId: 1, menuType: 7, brandId: 3 }
const KEY = menuCacheKey(REQUEST)
const MENU_V1 = shopMenu([menuFood(1)], { version: 'v1' })
const MENU_V2 = shopMenu([menuFood(1, { price: '40.00' }), menuFood(2)], { version: 'v2' })
const SAVED_AT = Date.UTC(2025, 2, 10, 4, 0, 0)

let api: LocalApi
const app = moduleApp()

beforeAll(async () => {
  api = await startLocalApi()
})
afterAll(() => api.close())
beforeEach(async () => {
  await resetDatabase()
  forgetRecords()
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  api.seen.length = 0
  api.handler = () => ({ json: { success: true, code: 1, data: MENU_V1 } })
  vi.stubEnv('VITE_API_BASE', api.base)
})

/** Answers shopMenuNew with `current`, or `unchanged` when the request names its version. */
function serveMenu(current: ShopMenu) {
  api.handler = (request) => {
    const version = new URLSearchParams(request.body).get('version')
    const data = version === current.version ? { ...current, unchanged: true, categories: [] } : current
    return { json: { success: true, code: 1, data } }
  }
}

/** Watches the menu until `done` holds; resolves to every state seen (the first is the one at start). */
async function watchUntil(done: (state: MenuState) => boolean): Promise<MenuState[]> {
  const seen: MenuState[] = [currentMenuState(app, REQUEST)]
  let stop = () => {}
  await new Promise<void>((resolve) => {
    stop = watchMenu(records, REQUEST, () => {
      const state = currentMenuState(app, REQUEST)
      seen.push(state)
      if (done(state)) resolve()
    })
    if (done(currentMenuState(app, REQUEST))) resolve()
  })
  stop()
  return seen
}

const settled = (state: MenuState) =>
  state.status === 'failed' || (state.status === 'ready' && !state.refreshing)

async function saveOnDevice(menu: ShopMenu, savedAt = SAVED_AT) {
  // Untyped: the fixtures are ShopMenus; the table's type is the server's exact answer.
  await db.table('menus').put({ key: KEY, restaurantId: menu.restaurantId, data: menu, savedAt })
}

function shopMenuBodies() {
  return api.seen
    .filter((request) => request.path === '/api/restaurant/food/shopMenuNew')
    .map((request) => Object.fromEntries(new URLSearchParams(request.body)))
}

describe('saved menus (menuCache)', () => {
  it('keys on the request body without the version', () => {
    expect(KEY).toBe('restaurant/food/shopMenuNew?restaurantId=1&menuType=7&brandId=3')
    expect(menuCacheKey({ restaurantId: 1, menuType: 7 })).not.toBe(KEY)
    expect(menuCacheKey({ restaurantId: 1, menuType: 1, brandId: 3 })).not.toBe(KEY)
  })

  it('writes, reads, confirms and removes the device copy', async () => {
    await savedMenus.write(KEY, { value: MENU_V1, savedAt: SAVED_AT })
    expect(await db.menus.get(KEY)).toMatchObject({ restaurantId: 1, data: MENU_V1, savedAt: SAVED_AT })
    expect(await savedMenus.read(KEY)).toEqual({ value: MENU_V1, savedAt: SAVED_AT })
    await savedMenus.confirm(KEY, SAVED_AT + 5)
    expect(await savedMenus.read(KEY)).toEqual({ value: MENU_V1, savedAt: SAVED_AT + 5 })
    await savedMenus.remove(KEY)
    expect(await savedMenus.read(KEY)).toBeUndefined()
  })

  it('ignores what is not a full menu, and refuses to save one', async () => {
    await db.table('menus').put({ key: KEY, restaurantId: 1, data: { version: 'x' }, savedAt: 1 })
    expect(await savedMenus.read(KEY)).toBeUndefined()
    await expect(
      savedMenus.write(KEY, { value: { ...MENU_V1, unchanged: true }, savedAt: 1 }),
    ).rejects.toThrow(TypeError)
  })
})

describe('saved menus on the device', () => {
  it('keeps at most DEVICE_MAX_MENUS, dropping those saved longest ago', async () => {
    const keyOf = (index: number) => menuCacheKey({ restaurantId: index + 1, menuType: 1 })
    for (let index = 0; index < DEVICE_MAX_MENUS + 2; index++) {
      await savedMenus.write(keyOf(index), { value: MENU_V1, savedAt: SAVED_AT + index })
    }
    expect(await db.menus.count()).toBe(DEVICE_MAX_MENUS)
    expect(await db.menus.get(keyOf(0))).toBeUndefined()
    expect(await db.menus.get(keyOf(1))).toBeUndefined()
    expect(await db.menus.get(keyOf(2))).toBeDefined()
    expect(await db.menus.get(keyOf(DEVICE_MAX_MENUS + 1))).toBeDefined()
  })
})

describe('useMenu: stale-while-revalidate', () => {
  it('without a saved menu: loading, then the server’s menu, saved on the device', async () => {
    serveMenu(MENU_V1)
    const seen = await watchUntil(settled)
    expect(seen[0]).toEqual({ status: 'loading' })
    expect(seen.at(-1)).toEqual({ status: 'ready', menu: MENU_V1, savedAt: null, refreshing: false })
    expect(shopMenuBodies()).toEqual([{ restaurantId: '1', menuType: '7', brandId: '3' }])
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.data).toEqual(MENU_V1))
  })

  it('shows the device copy with its age at once; `unchanged` confirms it and clears savedAt', async () => {
    await saveOnDevice(MENU_V1)
    serveMenu(MENU_V1)
    const seen = await watchUntil(settled)
    expect(seen).toContainEqual({ status: 'ready', menu: MENU_V1, savedAt: SAVED_AT, refreshing: true })
    expect(seen.at(-1)).toEqual({ status: 'ready', menu: MENU_V1, savedAt: null, refreshing: false })
    expect(shopMenuBodies()).toEqual([{ restaurantId: '1', menuType: '7', brandId: '3', version: 'v1' }])
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.savedAt).toBeGreaterThan(SAVED_AT))
  })

  it('replaces the saved copy with a changed menu', async () => {
    await saveOnDevice(MENU_V1)
    serveMenu(MENU_V2)
    const seen = await watchUntil(settled)
    expect(seen.at(-1)).toEqual({ status: 'ready', menu: MENU_V2, savedAt: null, refreshing: false })
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.data).toEqual(MENU_V2))
  })

  it('offline with a saved menu: keeps showing it, marked with when it was saved', async () => {
    await saveOnDevice(MENU_V1)
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const seen = await watchUntil(settled)
    expect(seen.at(-1)).toEqual({ status: 'ready', menu: MENU_V1, savedAt: SAVED_AT, refreshing: false })
  })

  it('offline with nothing saved: fails with the client’s message; retry loads it', async () => {
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const seen = await watchUntil(settled)
    const failed = seen.at(-1)
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'Network connection is unstable, please try again!',
    })

    vi.stubEnv('VITE_API_BASE', api.base)
    serveMenu(MENU_V1)
    const stop = watchMenu(records, REQUEST, () => {})
    if (failed?.status === 'failed') failed.retry()
    const after = await watchUntil((state) => state.status === 'ready' && !state.refreshing)
    stop()
    expect(after.at(-1)).toMatchObject({ status: 'ready', menu: MENU_V1, savedAt: null })
  })

  it('a menu that no longer exists: fails with the server’s message and drops the saved copy', async () => {
    await saveOnDevice(MENU_V1)
    api.handler = () => ({
      json: { success: false, code: 0, errCode: 'MENU.NOT_FOUND', errMsg: 'This menu is not available.' },
    })
    const seen = await watchUntil(settled)
    expect(seen.at(-1)).toMatchObject({ status: 'failed', message: 'This menu is not available.' })
    await vi.waitFor(async () => expect(await db.menus.get(KEY)).toBeUndefined())
  })

  it('screens opened again soon share the state from memory without asking again', async () => {
    serveMenu(MENU_V1)
    const stopA = watchMenu(records, REQUEST, () => {})
    const stopB = watchMenu(records, REQUEST, () => {})
    await watchUntil(settled)
    expect(shopMenuBodies()).toHaveLength(1)
    stopA()
    stopB()

    // A new screen: the record is held in memory, so IndexedDB is not read again.
    await db.menus.clear() // proves IndexedDB is not read again
    expect(currentMenuState(app, REQUEST)).toEqual({
      status: 'ready',
      menu: MENU_V1,
      savedAt: null,
      refreshing: false,
    })
    await watchUntil(settled)
    expect(shopMenuBodies()).toHaveLength(1)
  })

  it('a screen about to open (its route loader) gets the saved copy at once, the server still asked', async () => {
    await saveOnDevice(MENU_V1)
    let answer: (reply: { json: unknown }) => void = () => {}
    api.handler = () => new Promise((resolve) => (answer = resolve))
    await loadMenu(records, REQUEST)
    expect(currentMenuState(app, REQUEST)).toEqual({
      status: 'ready',
      menu: MENU_V1,
      savedAt: SAVED_AT,
      refreshing: true,
    })
    await vi.waitFor(() => expect(shopMenuBodies()).toHaveLength(1))
    // The screen opening while the server is asked does not ask again.
    const stop = watchMenu(records, REQUEST, () => {})
    answer({ json: { success: true, code: 1, data: { ...MENU_V1, unchanged: true, categories: [] } } })
    await watchUntil(settled)
    stop()
    expect(shopMenuBodies()).toEqual([{ restaurantId: '1', menuType: '7', brandId: '3', version: 'v1' }])
  })

  it('with nothing saved, a screen about to open waits for the server’s menu, and does not ask twice', async () => {
    serveMenu(MENU_V2)
    await loadMenu(records, REQUEST)
    expect(currentMenuState(app, REQUEST)).toEqual({
      status: 'ready',
      menu: MENU_V2,
      savedAt: null,
      refreshing: false,
    })
    await watchUntil(settled)
    expect(shopMenuBodies()).toHaveLength(1)
    // Saved for the next visit; waited for, so the write cannot land in the next test's database.
    await vi.waitFor(async () => expect((await db.menus.get(KEY))?.data).toEqual(MENU_V2))
  })

  it('unreachable, a screen about to open shows the saved copy and is not asked for again as it opens', async () => {
    await saveOnDevice(MENU_V1)
    api.handler = () => ({ status: 502, text: 'Bad gateway' })
    await loadMenu(records, REQUEST)
    await watchUntil(settled)
    expect(currentMenuState(app, REQUEST)).toEqual({
      status: 'ready',
      menu: MENU_V1,
      savedAt: SAVED_AT,
      refreshing: false,
    })
    const stop = watchMenu(records, REQUEST, () => {})
    await new Promise((resolve) => setTimeout(resolve, 100))
    stop()
    expect(shopMenuBodies()).toHaveLength(1)
  })
})

describe('menu calls', () => {
  it('sends the limit checks as JSON with only productId and number of each line', async () => {
    const hit = {
      productId: 1,
      reason: 'maxNumber',
      foodName: '叉燒飯',
      foodName1: 'BBQ pork rice',
      foodName2: '叉烧饭',
      max: 2,
    }
    api.handler = () => ({
      json: { success: false, code: -1, errCode: 'ORDER.LIMIT', errMsg: 'limit', data: hit },
    })
    const answer = await checkOrderLimit(browserApi, {
      restaurantId: 1,
      lines: [cartLine(1, { number: 3 })],
      persons: 2,
    })
    expect(JSON.parse(api.seen[0]!.body)).toEqual({
      restaurantId: 1,
      lines: [{ productId: 1, number: 3 }],
      sent: [],
      persons: 2,
    })
    expect(api.seen[0]!.headers['content-type']).toContain('application/json')
    expect(limitHitOf(answer)).toEqual(hit)

    api.handler = () => ({ json: { success: true, code: 1, data: true } })
    const passed: LimitCheck = await checkZiquLimit(browserApi, {
      restaurantId: 1,
      lines: [],
      sent: [cartLine(2)],
    })
    expect(api.seen[1]!.path).toBe('/api/restaurant/order/checkZiquLimit')
    expect(limitHitOf(passed)).toBeNull()
  })

  it('calls the combo and shopRedis paths with their parameters', async () => {
    await getFoodCombo(browserApi, 9, 1)
    await getShopValue(browserApi, 1, 'cart:T12')
    await addShopValue(browserApi, 1, 'cart:T12', '[]')
    await clearShopValues(browserApi, 1, ['a', 'b'])
    expect(
      api.seen.map((request) => [request.method, request.path, request.query.toString() || request.body]),
    ).toEqual([
      ['POST', '/api/restaurant/food/findFoodCombo', 'foodId=9&restaurantId=1'],
      ['GET', '/api/restaurant/shopRedis/get', 'restaurantId=1&key=cart%3AT12'],
      ['POST', '/api/restaurant/shopRedis/add', 'restaurantId=1&key=cart%3AT12&value=%5B%5D'],
      ['POST', '/api/restaurant/shopRedis/clear', 'restaurantId=1&keys=a%2Cb'],
    ])
  })
})
