import { beforeEach, describe, expect, it } from 'vitest'
import { readAddressCopy } from '../../src/db/addresses'
import { readApiCache, writeApiCache } from '../../src/db/apiCache'
import { atlasCacheKey, readAtlas, saveAtlas } from '../../src/db/atlasCache'
import { cartKey, peekCartLines, readCartLines } from '../../src/db/carts'
import { db } from '../../src/db/database'
import { getDayData, setDayData } from '../../src/db/dayData'
import { getSession, saveLogin } from '../../src/db/login'
import { menuCacheKey, savedMenus } from '../../src/db/menuCache'
import { dueRecords, enqueue } from '../../src/db/outbox'
import { businessDay } from '../../src/domain/businessDay'
import type { MemberAddress } from '../../src/domain/contract/member'
import type { AtlasRestaurant } from '../../src/domain/contract/menu'
import { atlasRestaurant, cartLine, menuFood, shopMenu } from './helpers/menuFixtures'
import { resetDatabase } from './helpers/resetDatabase'
import { reportedBadRecord, storedOnceFixed, storeRaw } from './helpers/storedRecords'

// 2025-03-10 12:34:56 at UTC+8 (business day 2025-03-10).
const NOON = Date.UTC(2025, 2, 10, 4, 34, 56)
const DAY = businessDay(NOON)

beforeEach(resetDatabase)

describe('carts', () => {
  const PICKUP = { restaurantId: 1, menuType: 7 }
  const KEY = cartKey(PICKUP, DAY)
  const record = (lines: unknown[]) => ({
    key: KEY,
    restaurantId: 1,
    scope: 'menu:7',
    businessDay: DAY,
    lines,
    updatedAt: NOON,
  })

  it('keeps the sound lines, logs the unsound one and rewrites the record without it', async () => {
    await storeRaw('carts', record([cartLine(1), { ...cartLine(2), price: 38 }, cartLine(3)]))
    const lines = await readCartLines(PICKUP, NOON)
    expect(lines.map((line) => [line.productId, line.total])).toEqual([
      [1, '38.00'],
      [3, '38.00'],
    ])
    expect(await reportedBadRecord('carts')).toContain('lines.1.price: expected string, got number')
    const stored = await storedOnceFixed('carts', KEY, (value) => value !== undefined && isCart(value, 2))
    expect(stored).toEqual(record([cartLine(1), cartLine(3)]))
  })

  it('repairs the same way when the first render reads the cart without Dexie', async () => {
    await storeRaw('carts', record([{ ...cartLine(1), number: 0 }, cartLine(2)]))
    expect((await peekCartLines(PICKUP, DAY)).map((line) => line.productId)).toEqual([2])
    expect(await reportedBadRecord('carts')).toContain('lines.0.number')
    await storedOnceFixed('carts', KEY, (value) => isCart(value, 1))
  })

  it('reads a cart that is unsound as a whole as empty, and deletes it', async () => {
    await storeRaw('carts', { ...record([cartLine(1)]), restaurantId: 'one' })
    expect(await readCartLines(PICKUP, NOON)).toEqual([])
    expect(await reportedBadRecord('carts')).toContain('restaurantId: expected number, got string')
    await storedOnceFixed('carts', KEY, (value) => value === undefined)
  })
})

function isCart(value: unknown, lineCount: number): boolean {
  return typeof value === 'object' && value !== null && 'lines' in value && Array.isArray(value.lines)
    ? value.lines.length === lineCount
    : false
}

describe('addresses', () => {
  const address = (id: number): MemberAddress => ({
    id,
    memberId: 9,
    receiver: 'Chan Tai Man',
    phone: '91234567',
    currentAddress: 'Queen’s Road Central 1',
    address: 'Block A',
    floor: '12',
    unit: 'C',
    dimensionMap: '',
    isdefault: 0,
    sex: 1,
    type: 2,
  })

  it('leaves an unsound address out of the offline copy, logs it and deletes it', async () => {
    await storeRaw('addresses', { id: 1, memberId: 9, value: address(1), updatedAt: 5 })
    await storeRaw('addresses', { id: 2, memberId: 9, value: { ...address(2), isdefault: 5 }, updatedAt: 5 })
    const copy = await readAddressCopy(9)
    expect(copy).toEqual({ addresses: [address(1)], savedAt: 5 })
    expect(await reportedBadRecord('addresses')).toContain('value.isdefault')
    await storedOnceFixed('addresses', 2, (value) => value === undefined)
    expect(await db.addresses.count()).toBe(1)
  })
})

describe('atlas cache', () => {
  const restaurant = (id: number, fields: Partial<AtlasRestaurant> = {}) =>
    atlasRestaurant(id, { mapX: null, mapY: null, ...fields })

  it('serves a sound entry, and neither serves nor keeps an unsound one', async () => {
    await saveAtlas({ brandId: 1, type: 1 }, [restaurant(1)], NOON)
    expect(await readAtlas({ brandId: 1, type: 1 }, NOON)).toEqual({
      restaurants: [restaurant(1)],
      savedAt: NOON,
    })

    const key = atlasCacheKey({ brandId: 1, type: 2 }, NOON)
    const data = [{ ...restaurant(2), distance: 'near' }]
    await storeRaw('atlasCache', { key, brandId: 1, day: DAY, data, savedAt: NOON })
    expect(await readAtlas({ brandId: 1, type: 2 }, NOON)).toBeUndefined()
    expect(await reportedBadRecord('atlasCache')).toContain('data.0.distance')
    await storedOnceFixed('atlasCache', key, (value) => value === undefined)
  })
})

describe('saved menus', () => {
  const KEY = menuCacheKey({ restaurantId: 1, menuType: 7 })
  const MENU = shopMenu([menuFood(1)])

  it('serves a menu as the server sent it, and drops one that is not', async () => {
    await savedMenus.write(KEY, { value: MENU, savedAt: 5 })
    expect(await savedMenus.read(KEY)).toEqual({ value: MENU, savedAt: 5 })

    await storeRaw('menus', { key: KEY, restaurantId: 1, data: { ...MENU, menuType: 3 }, savedAt: 6 })
    expect(await savedMenus.read(KEY)).toBeUndefined()
    expect(await reportedBadRecord('menus')).toContain('data.menuType')
    await storedOnceFixed('menus', KEY, (value) => value === undefined)
  })

  it('refuses to save a menu the server would not send', async () => {
    const { fcSeqNo: _left, ...food } = menuFood(1)
    await expect(savedMenus.write(KEY, { value: shopMenu([food]), savedAt: 5 })).rejects.toThrow(TypeError)
    expect(await db.menus.count()).toBe(0)
  })
})

describe('day-scoped records', () => {
  it('reads a remark back, and an unsound one as missing (logged and deleted)', async () => {
    await setDayData('remark', '1:menu:7', 'No onions', { now: NOON })
    expect(await getDayData('remark', '1:menu:7', NOON)).toBe('No onions')

    await storeRaw('appData', { key: 'app_remark:2:menu:7', businessDay: DAY, value: 42 })
    expect(await getDayData('remark', '2:menu:7', NOON)).toBeUndefined()
    expect(await reportedBadRecord('appData')).toContain('value: expected string, got number')
    await storedOnceFixed('appData', 'app_remark:2:menu:7', (value) => value === undefined)
  })
})

describe('saved answers', () => {
  it('serves a sound envelope, and neither serves nor keeps an unsound one', async () => {
    await writeApiCache('GET shop', { success: true, code: 1, data: { name: 'Shop' } }, 5)
    expect(await readApiCache('GET shop')).toMatchObject({
      envelope: { success: true, code: 1, data: { name: 'Shop' } },
      savedAt: 5,
    })

    await storeRaw('apiCache', { key: 'GET broken', envelope: { success: 'yes', code: 1 }, savedAt: 5 })
    expect(await readApiCache('GET broken')).toBeUndefined()
    expect(await reportedBadRecord('apiCache')).toContain('envelope.success: expected boolean, got string')
    await storedOnceFixed('apiCache', 'GET broken', (value) => value === undefined)
  })
})

describe('outbox', () => {
  it('sends sound records and deletes one the server would refuse forever', async () => {
    const sound = await enqueue('operationLog', { logType: 2, optTime: NOON }, { now: NOON })
    await storeRaw('outbox', {
      id: 'unsound-record-1',
      kind: 'operationLog',
      payload: { id: 'unsound-record-1', logType: 'tap', optTime: NOON },
      createdAt: NOON,
      attempts: 0,
      nextAttemptAt: NOON,
    })
    const due = await dueRecords(db, 'operationLog', Number.POSITIVE_INFINITY, new Set())
    expect(due.map((record) => record.id)).toEqual([sound])
    expect(await db.outbox.get('unsound-record-1')).toBeUndefined()
    expect(await reportedBadRecord('outbox')).toContain('payload.logType')
  })
})

describe('session', () => {
  it('reads a saved login back, and an unsound one as signed out (logged and deleted)', async () => {
    await saveLogin({ id: 9, phone: '91234567', name: 'Chan' }, 'token-9')
    expect(await getSession()).toMatchObject({ loggedIn: true, token: 'token-9', member: { id: 9 } })

    await storeRaw('session', {
      key: 'current',
      token: 't',
      member: { id: 'nine' },
      loggedIn: true,
      logoutType: 1,
    })
    expect(await getSession()).toMatchObject({ loggedIn: false, token: null, member: null })
    expect(await reportedBadRecord('session')).toContain('member.id')
    await storedOnceFixed('session', 'current', (value) => value === undefined)
  })
})
