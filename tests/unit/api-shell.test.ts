import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiNotice } from '../../src/api/client'
import { moduleApp } from '../../src/app/moduleApp'
import { forgetRecords } from '../../src/data/records'
import { readSaved } from '../../src/data/savedRead'
import { brandConfigRead, countryListRead, getSettingMap } from '../../src/data/shellReads'
import { type LocalApi, pointAppAt, startLocalApi, unusedApiBase } from './helpers/localApi'
import { resetDatabase } from './helpers/resetDatabase'

let api: LocalApi
let notices: ApiNotice[]
let restore: () => void

beforeAll(async () => {
  api = await startLocalApi()
})
afterAll(() => api.close())
const app = moduleApp()

/** A visit: a new page starts with nothing in memory, only what the device saved. */
function newPage(): void {
  forgetRecords()
}

const getCountryList = () => readSaved(app, countryListRead())
const getBrandConfigInfo = (brandId: number) => readSaved(app, brandConfigRead(brandId))

beforeEach(async () => {
  newPage()
  await resetDatabase()
  ;({ notices, restore } = pointAppAt(api))
})
afterEach(() => {
  restore()
})

const countries = [
  { id: 1, name: '香港', name1: 'Hong Kong', name2: '香港', areaCode: '+852', phoneLength: 8 },
]

describe('shell calls offline', () => {
  it('serve the last successful answer, marked stale, when the server cannot be reached', async () => {
    api.handler = () => ({ json: { success: true, code: 1, data: countries } })
    const online = await getCountryList()
    expect(online).toEqual({ success: true, code: 1, data: countries })

    newPage()
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    const offline = await getCountryList()
    expect(offline).toMatchObject({ success: true, code: 1, data: countries, stale: true })
    expect(offline.savedAt).toEqual(expect.any(Number))
    expect(notices).toEqual([])
  })

  it('cache POST calls by their body, so another brand does not get this brand’s answer', async () => {
    api.handler = (request) => ({
      json: {
        success: true,
        code: 1,
        data: { brandId: Number(new URLSearchParams(request.body).get('brandId')) },
      },
    })
    await getBrandConfigInfo(1)
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    expect((await getBrandConfigInfo(1)).data).toEqual({ brandId: 1 })
    const otherBrand = await getBrandConfigInfo(2)
    expect(otherBrand).toMatchObject({ success: false, errCode: 'NETWORK.OFFLINE' })
    expect(notices.map((notice) => notice.kind)).toEqual(['offline'])
  })

  it('ask again a minute later in the same page, and keep the answer while unreachable', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      api.handler = () => ({ json: { success: true, code: 1, data: countries } })
      await getCountryList()
      await getCountryList()
      expect(api.seen).toHaveLength(1)
      vi.setSystemTime(Date.now() + 60_000)
      vi.stubEnv('VITE_API_BASE', await unusedApiBase())
      expect(await getCountryList()).toMatchObject({ data: countries })
      expect(notices).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('do not replace a saved answer with a failure, nor serve it for a server-side refusal', async () => {
    api.handler = () => ({ json: { success: true, code: 1, data: countries } })
    await getCountryList()
    newPage()
    api.handler = () => ({
      status: 404,
      json: { success: false, code: 0, errCode: 'NOT_FOUND', errMsg: 'Not found' },
    })
    expect(await getCountryList()).toMatchObject({ success: false, errCode: 'NOT_FOUND' })
    newPage()
    vi.stubEnv('VITE_API_BASE', await unusedApiBase())
    expect(await getCountryList()).toMatchObject({ data: countries, stale: true })
  })
})

describe('setting map', () => {
  it('asks for the names in one call and turns the rows into a map by settingName', async () => {
    const rows = [
      { settingName: 'App_Theme_Color', valueChar: '#1c6b4a', valueInt: null },
      { settingName: 'FOODINTERVAL', valueChar: null, valueInt: 10 },
    ]
    api.handler = () => ({ json: { success: true, code: 1, data: rows } })
    const answer = await getSettingMap(app, 1, ['App_Theme_Color', 'FOODINTERVAL'], 21)
    expect(api.seen[0]?.query.get('settingNameList')).toBe('App_Theme_Color,FOODINTERVAL')
    expect(api.seen[0]?.query.get('restaurantId')).toBe('21')
    expect(answer.data).toEqual({ App_Theme_Color: rows[0], FOODINTERVAL: rows[1] })
  })
})
