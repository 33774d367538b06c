import { i18n } from '@lingui/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { addressesRead } from '../../src/data/addressReads'
import { settledAnswer } from '../../src/data/calls'
import { forgetRecords, records } from '../../src/data/records'
import { readAddressCopy, saveAddressCopy } from '../../src/db/addresses'
import { db } from '../../src/db/database'
import { clearLogin, saveLogin } from '../../src/db/login'
import type { MemberAddress } from '../../src/domain/contract/member'
import {
  formatDimensionMap,
  parseDimensionMap,
  shownLatLng,
  storedPoint,
} from '../../src/features/location/mapPoint'
import { type LocalApi, startLocalApi, unusedApiBase } from './helpers/localApi'
import { resetDatabase } from './helpers/resetDatabase'

function address(id: number, memberId: number, street: string): MemberAddress {
  return {
    id,
    memberId,
    receiver: 'Chan Tai Man',
    phone: '91234567',
    currentAddress: street,
    address: 'Block A',
    floor: '12',
    unit: 'C',
    dimensionMap: '114.158120,22.281950',
    isdefault: 0,
    sex: 1,
    type: 2,
  }
}

beforeEach(async () => {
  await resetDatabase()
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('offline copy of the address list', () => {
  it("replaces the member's rows and leaves other members' rows alone", async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    await db.addresses.put({ id: 90, memberId: 8, value: address(90, 8, 'Other'), updatedAt: 1 })
    await saveAddressCopy(7, [address(1, 7, 'Queen’s Road'), address(2, 7, 'Nathan Road')], 1000)
    await saveAddressCopy(7, [address(2, 7, 'Nathan Road 100')], 2000)

    const copy = await readAddressCopy(7)
    expect(copy).toEqual({ addresses: [address(2, 7, 'Nathan Road 100')], savedAt: 2000 })
    expect(await db.addresses.where('memberId').equals(8).count()).toBe(1)
  })

  it('is not written for a member who is no longer logged in', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    await clearLogin()
    await saveAddressCopy(7, [address(1, 7, 'Queen’s Road')])
    expect(await readAddressCopy(7)).toBeNull()
  })

  it('is cleared with the login (logout, 401, account deletion)', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    await saveAddressCopy(7, [address(1, 7, 'Queen’s Road')])
    await db.addresses.put({ id: 90, memberId: 8, value: address(90, 8, 'Other'), updatedAt: 1 })
    await clearLogin()
    expect(await db.addresses.count()).toBe(0)
  })
})

/** The list as a screen opening on it shows it once the server answered (or could not). */
async function getMemberAddressesOrCopy(memberId: number) {
  return settledAnswer(await records.loadFresh(addressesRead(memberId)))
}

describe('the address record', () => {
  let api: LocalApi
  // Each read is a new visit: nothing in memory, only what the device saved.
  beforeEach(() => forgetRecords())
  beforeAll(async () => {
    api = await startLocalApi()
  })
  afterAll(() => api.close())
  afterEach(() => vi.unstubAllEnvs())

  it('saves a good answer and serves it, marked stale, when the server cannot be reached', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    const list = [address(1, 7, 'Queen’s Road')]
    api.handler = () => ({ json: { success: true, code: 1, data: list } })
    vi.stubEnv('VITE_API_BASE', api.base)
    expect(await getMemberAddressesOrCopy(7)).toEqual({ success: true, code: 1, data: list })
    await vi.waitFor(async () => expect(await readAddressCopy(7)).not.toBeNull())

    forgetRecords()
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const offline = await getMemberAddressesOrCopy(7)
    expect(offline).toMatchObject({ success: true, data: list, stale: true, savedAt: expect.any(Number) })
  })

  it('fails with the network error when there is no copy, and does not fall back on server errors', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    await saveAddressCopy(7, [address(1, 7, 'Queen’s Road')])
    api.handler = () => ({ json: { success: false, code: 0, errCode: 'ADDRESS.NOT_FOUND', errMsg: 'No' } })
    vi.stubEnv('VITE_API_BASE', api.base)
    expect(await getMemberAddressesOrCopy(7)).toMatchObject({ success: false, errCode: 'ADDRESS.NOT_FOUND' })

    await db.addresses.clear()
    forgetRecords()
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    expect(await getMemberAddressesOrCopy(7)).toMatchObject({ success: false, errCode: 'NETWORK.OFFLINE' })
  })
})

describe('dimensionMap (longitude,latitude)', () => {
  it('reads valid pairs only and writes 6 decimals', () => {
    expect(parseDimensionMap('114.158120,22.281950')).toEqual({ longitude: 114.15812, latitude: 22.28195 })
    for (const bad of ['', '114.1', '114.1,', 'a,b', '200,22', '114,95', '1,2,3']) {
      expect(parseDimensionMap(bad)).toBeNull()
    }
    expect(formatDimensionMap({ longitude: 114.1772, latitude: 22.302 })).toBe('114.177200,22.302000')
  })

  it('shows the same 5 decimals before and after saving', () => {
    const picked = { longitude: 114.1586849999, latitude: 22.2851854999 }
    const saved = parseDimensionMap(formatDimensionMap(picked))
    expect(saved && shownLatLng(saved)).toEqual(shownLatLng(storedPoint(picked)))
  })
})
