import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call, demoIds, startTestApp, type TestApp, UNKNOWN_ID } from './harness'

const PATH = '/api/member-web/system/getResourceInfo'

describe.each(BACKENDS)('POST member-web/system/getResourceInfo on $name', (backend) => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof demoIds>>
  beforeAll(async () => {
    t = await startTestApp(backend)
    ids = await demoIds(t.app)
  })
  afterAll(() => t.close())

  it('answers code 1 with the Terms (18) and Privacy (17) texts in three languages', async () => {
    const terms = await call(t.app, PATH, { form: { brandId: ids.demoId, type: 18 } })
    expect(terms.status).toBe(200)
    expect(terms.body.code).toBe(1)
    const [first] = terms.body.data
    expect(first).toMatchObject({
      type: 18,
      resourceName: '條款及細則',
      resourceName1: 'Terms and Conditions',
      resourceName2: '条款及细则',
    })
    expect(first.content1).toContain("Kong Kee Café's online ordering")
    expect(first.content).toContain('港記茶餐廳')
    expect(first.content2).toContain('港记茶餐厅')

    const privacy = await call(t.app, PATH, { json: { brandId: ids.harbourId, type: 17 } })
    expect(privacy.body.data[0]).toMatchObject({ type: 17, resourceName1: 'Privacy Policy' })
    expect(privacy.body.data[0].content1).toContain('Harbour Dim Sum & Seafood')
  })

  it('lists brand pages (type 2) in order, and one page by id', async () => {
    const pages = await call(t.app, PATH, { json: { brandId: String(ids.demoId), type: '2' } })
    const list = pages.body.data as { id: number; resourceName1: string; sort: number }[]
    expect(list.map((p) => p.resourceName1)).toEqual(['Our Story', 'Breakfast Hours'])
    expect(Object.keys(list[0]!).sort()).toEqual([
      'content',
      'content1',
      'content2',
      'id',
      'imageUrl',
      'resourceName',
      'resourceName1',
      'resourceName2',
      'sort',
      'type',
    ])
    const one = await call(t.app, PATH, { form: { brandId: ids.demoId, type: 2, id: list[1]!.id } })
    expect(one.body.data).toHaveLength(1)
    expect(one.body.data[0].resourceName1).toBe('Breakfast Hours')
  })

  it('has the delivery page (type 6) and an empty list for a type without pages', async () => {
    const delivery = await call(t.app, PATH, { json: { brandId: ids.demoId, type: 6 } })
    expect(delivery.body.data[0].resourceName1).toBe('Delivery Information')
    const none = await call(t.app, PATH, { json: { brandId: ids.demoId, type: 21 } })
    expect(none.body).toEqual({ success: true, code: 1, data: [] })
  })

  it('names the bad field and refuses an unknown brand', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 18 }, 'brandId'],
      [{ brandId: ids.demoId }, 'type'],
      [{ brandId: ids.demoId, type: 100 }, 'type'],
      [{ brandId: ids.demoId, type: 18, id: 'first' }, 'id'],
    ]
    for (const [json, field] of cases) {
      const res = await call(t.app, PATH, { json })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field })
    }
    const unknown = await call(t.app, PATH, { form: { brandId: UNKNOWN_ID, type: 18 } })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'BRAND.NOT_FOUND' })
  })
})
