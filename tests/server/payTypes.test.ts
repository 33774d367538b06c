import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { restaurantPayTypes } from '../../server/db/schema'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import { useMenuApp } from './menuHelpers'

const LIST = '/api/restaurant/public/payType/list'

describe.each(BACKENDS)('GET restaurant/public/payType/list on $name', (backend) => {
  const s = useMenuApp(backend)

  it("answers the restaurant's shown methods in its order, the default flagged", async () => {
    const res = await call(s.t.app, LIST, { query: { restaurantId: s.ids.centralId } })
    expect(res.body.success).toBe(true)
    expect(res.body.data.map((type: { id: number }) => type.id)).toEqual([40, 42, 30, 10, 21, 28, 1])
    expect(res.body.data[0]).toEqual({
      id: 40,
      isdefault: 1,
      show: 1,
      img: '/uploads/demo/pay/card.svg',
      payName: 'Visa / Mastercard',
    })
    expect(res.body.data.filter((type: { isdefault: number }) => type.isdefault === 1)).toHaveLength(1)
    const picture = await call(s.t.app, res.body.data[0].img)
    expect(picture.status).toBe(200)
  })

  it('names cash in the request language and leaves hidden methods out', async () => {
    await s.t.db.update(restaurantPayTypes).set({ show: 0 }).where(eq(restaurantPayTypes.payType, 30))
    const res = await call(s.t.app, LIST, {
      query: { restaurantId: s.ids.centralId, brandId: s.ids.demoId },
      headers: { 'x-locale': 'zh-hk' },
    })
    expect(res.body.data.map((type: { id: number }) => type.id)).not.toContain(30)
    expect(res.body.data.at(-1)).toMatchObject({ id: 1, payName: '貨到付款' })
    await s.t.db.update(restaurantPayTypes).set({ show: 1 }).where(eq(restaurantPayTypes.payType, 30))
  })

  it('refuses a missing or unknown restaurant', async () => {
    expect((await call(s.t.app, LIST)).body).toMatchObject({ errCode: 'VALIDATION', field: 'restaurantId' })
    const unknown = await call(s.t.app, LIST, { query: { restaurantId: UNKNOWN_ID } })
    expect(unknown.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    const otherBrand = await call(s.t.app, LIST, {
      query: { restaurantId: s.ids.centralId, brandId: s.ids.harbourId },
    })
    expect(otherBrand.body.errCode).toBe('RESTAURANT.NOT_FOUND')
  })
})
