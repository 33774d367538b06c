import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { peekRecord, peekStoredState, warmRecord } from '../../src/db/bootPeek'
import { ShopDatabase } from '../../src/db/database'
import { ensureDeviceToken } from '../../src/db/device'
import { getSession, saveLogin } from '../../src/db/login'
import { deviceMirror } from '../../src/db/mirror'
import { startMirrorSync } from '../../src/db/mirrorSync'
import { openDb } from '../../src/db/open'
import { getSetting, setSetting } from '../../src/db/settings'
import { ApiCacheRecordSchema } from '../../src/domain/bootRecords'
import { CartRecordSchema } from '../../src/domain/orderingRecords'

const CARTS = { store: 'carts', schema: CartRecordSchema } as const
const ANSWERS = { store: 'apiCache', schema: ApiCacheRecordSchema } as const

const until = async (check: () => boolean, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('boot read (before Dexie loads)', () => {
  it('finds nothing on a first visit and does not create the database', async () => {
    const factory = new IDBFactory()
    expect(await peekStoredState(factory)).toEqual({ ok: true, settings: [], session: null })
    expect(await factory.databases()).toEqual([])
    // Dexie then creates it as usual.
    const database = new ShopDatabase('shop-pwa', { indexedDB: factory })
    await database.settings.put({ key: 'locale', value: 'zh-hk' })
    database.close()
  })

  it('on a first visit, opens IndexedDB once until Dexie is made, then finds what Dexie stores', async () => {
    const factory = new IDBFactory()
    let opens = 0
    const open = factory.open.bind(factory)
    factory.open = (...args: Parameters<IDBFactory['open']>) => {
      opens++
      return open(...args)
    }
    expect(await peekStoredState(factory)).toEqual({ ok: true, settings: [], session: null })
    // The first render's reads of saved copies do not each try another open (each delays a request).
    expect(await peekRecord(ANSWERS, 'GET a', factory)).toBeUndefined()
    expect(await peekRecord(CARTS, 'c', factory)).toBeUndefined()
    expect(opens).toBe(1)
    const database = new ShopDatabase('shop-pwa', { indexedDB: factory })
    const envelope = { success: true, code: 1, data: { a: 1 } }
    await database.apiCache.put({ key: 'GET a', envelope, savedAt: 5 })
    database.close()
    expect(await peekRecord(ANSWERS, 'GET a', factory)).toEqual({ key: 'GET a', envelope, savedAt: 5 })
    // Dexie's own open, then the read's.
    expect(opens).toBe(3)
  })

  it('reads the settings and session Dexie stored', async () => {
    const factory = new IDBFactory()
    const database = new ShopDatabase('shop-pwa', { indexedDB: factory })
    await database.settings.bulkPut([
      { key: 'locale', value: 'zh-cn' },
      { key: 'brandId', value: 3 },
    ])
    await database.session.put({ key: 'current', token: 't', member: null, loggedIn: true, logoutType: 1 })
    database.close()
    const peek = await peekStoredState(factory)
    expect(peek).toMatchObject({ ok: true, session: { token: 't', loggedIn: true } })
    expect(peek.ok && Object.fromEntries(peek.settings.map((row) => [row.key, row.value]))).toEqual({
      locale: 'zh-cn',
      brandId: 3,
    })
  })

  it('says storage is unavailable when there is no IndexedDB or it refuses to open', async () => {
    expect(await peekStoredState(null)).toEqual({ ok: false, reason: 'unavailable' })
    const refusing = {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      },
    } as unknown as IDBFactory
    expect(await peekStoredState(refusing)).toEqual({ ok: false, reason: 'unavailable' })
  })
})

describe('records read before Dexie loads (peekRecord)', () => {
  it('finds nothing, and creates nothing, before the database exists', async () => {
    const factory = new IDBFactory()
    expect(await peekRecord(CARTS, 'any', factory)).toBeUndefined()
    expect(await warmRecord('menus', 'any', factory)).toBe(false)
    expect(await factory.databases()).toEqual([])
  })

  it('reads what Dexie stored, and never holds up Dexie deleting or upgrading the database', async () => {
    const factory = new IDBFactory()
    const database = new ShopDatabase('shop-pwa', { indexedDB: factory })
    await database.carts.put({
      key: 'cart:1',
      restaurantId: 1,
      scope: 'menu:1',
      businessDay: '2025-03-10',
      lines: [],
      updatedAt: 5,
    })
    expect(await peekRecord(CARTS, 'cart:1', factory)).toMatchObject({ key: 'cart:1', updatedAt: 5 })
    expect(await peekRecord(CARTS, 'cart:2', factory)).toBeUndefined()
    expect(await warmRecord('carts', 'cart:1', factory)).toBe(true)
    // The kept connection closes when Dexie deletes the database (here; or upgrades it, in any tab).
    await database.delete()
    expect(await peekRecord(CARTS, 'cart:1', factory)).toBeUndefined()
    const upgraded = new ShopDatabase('shop-pwa', { indexedDB: factory })
    await upgraded.apiCache.put({ key: 'a', envelope: { success: true, code: 1 }, savedAt: 1 })
    expect(await peekRecord(ANSWERS, 'a', factory)).toMatchObject({ key: 'a' })
    upgraded.close()
  })

  it('says so when storage is unusable', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as IDBFactory
    await expect(peekRecord(CARTS, 'm', refusing)).rejects.toThrow(/unavailable/)
  })
})

describe('settings mirror', () => {
  it('serves the boot values, records this tab’s writes at once and follows other tabs’ writes', async () => {
    const db = await openDb()
    await db.settings.put({ key: 'brandId', value: 1 })
    const peek = await peekStoredState(indexedDB)
    expect(peek.ok).toBe(true)
    if (!peek.ok) return
    deviceMirror.prime(peek.settings, peek.session)
    expect(await deviceMirror.ready()).toBe(true)
    expect(await getSetting(deviceMirror, 'brandId')).toBe(1)

    // This tab's write is visible before the database write finishes, and is stored.
    const written = setSetting(deviceMirror, 'locale', 'en')
    expect(deviceMirror.setting('locale')).toBe('en')
    await written
    expect((await db.settings.get('locale'))?.value).toBe('en')

    // Another tab's writes (straight to the database) reach the mirror once it follows the database.
    const stop = await startMirrorSync()
    await db.settings.put({ key: 'brandId', value: 2 })
    await until(() => deviceMirror.setting('brandId') === 2)
    await saveLogin({ id: 9, phone: '91234567' }, 'token-9')
    expect((await getSession()).token).toBe('token-9')
    stop()
  })

  it('keeps the guest token this tab already sent, unless another tab stored one first', async () => {
    const db = await openDb()
    await db.settings.delete('deviceToken')
    expect(await ensureDeviceToken('sent-before-load')).toBe('sent-before-load')
    expect(await ensureDeviceToken('another-proposal')).toBe('sent-before-load')
    expect(deviceMirror.setting('deviceToken')).toBe('sent-before-load')
  })
})
