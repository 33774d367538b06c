import { beforeEach, describe, expect, it } from 'vitest'
import { db, ShopDatabase } from '../../src/db/database'
import { ensureDeviceToken } from '../../src/db/device'
import { clearLogin, getSession, saveLogin } from '../../src/db/login'
import { deviceMirror } from '../../src/db/mirror'
import { setSetting } from '../../src/db/settings'
import { isLoggedIn } from '../../src/domain/session'
import { resetDatabase } from './helpers/resetDatabase'

beforeEach(resetDatabase)

describe('login state (SPEC §4)', () => {
  it('counts as logged in with the state flag, or with both id and phone stored', () => {
    expect(isLoggedIn({ loggedIn: true, member: null })).toBe(true)
    expect(isLoggedIn({ loggedIn: false, member: { id: 7, phone: '91234567' } })).toBe(true)
    expect(isLoggedIn({ loggedIn: false, member: { id: 7, phone: '' } })).toBe(false)
    expect(isLoggedIn({ loggedIn: false, member: { phone: '91234567' } })).toBe(false)
    expect(isLoggedIn(null)).toBe(false)
  })

  it('saving a login stores token and member; clearing removes them and the selected address', async () => {
    await saveLogin({ id: 7, phone: '91234567', name: 'Chan' }, 'token-abc')
    await setSetting(deviceMirror, 'selectedAddressId', 12)
    await setSetting(deviceMirror, 'brandId', 1)
    const session = await getSession()
    expect(session).toMatchObject({ token: 'token-abc', loggedIn: true, member: { id: 7 } })
    expect(isLoggedIn(session)).toBe(true)

    await clearLogin()

    const after = await getSession()
    expect(after).toMatchObject({ token: null, member: null, loggedIn: false })
    expect(isLoggedIn(after)).toBe(false)
    expect(await db.settings.get('selectedAddressId')).toBeUndefined()
    expect((await db.settings.get('brandId'))?.value).toBe(1)
  })
})

describe('device token', () => {
  it('is created once, also when asked for concurrently, and survives a reload', async () => {
    const tokens = await Promise.all([ensureDeviceToken(), ensureDeviceToken(), ensureDeviceToken()])
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/)

    const reloaded = new ShopDatabase()
    expect((await reloaded.settings.get('deviceToken'))?.value).toBe(tokens[0])
    reloaded.close()
    expect(await ensureDeviceToken()).toBe(tokens[0])
  })
})
