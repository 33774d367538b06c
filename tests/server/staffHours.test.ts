import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import { type StaffTestApp, staff, startStaffApp } from './staffHelpers'

/**
 * The staff call of a restaurant's opening hours (issue 36 item 15): the merchant sets them, and the
 * restaurant's status (and with it the menus and order placement) follows them at once.
 */

describe.each(BACKENDS)('staff opening hours on $name', (backend) => {
  let t: StaffTestApp
  beforeAll(async () => {
    t = await startStaffApp(backend)
  })
  afterAll(() => t.close())

  const setHours = (businessHours: string, brandId = t.brandId) =>
    staff(t, 'hours', { brandId, restaurantId: t.centralId, businessHours })
  const info = async () =>
    (
      await call(t.app, '/api/restaurant/restaurant/getRestaurantNew', {
        json: { restaurantId: t.centralId },
      })
    ).body.data

  it('sets the hours, which the restaurant’s status follows at once', async () => {
    // The clock reads 12:00 in Hong Kong.
    try {
      const evening = await setHours('18:00-02:00')
      expect(evening.body).toMatchObject({
        success: true,
        data: {
          brandId: t.brandId,
          restaurantId: t.centralId,
          businessHours: '18:00-02:00',
          openState: 'closed',
          opensAt: '2026-03-02T18:00:00+08:00',
        },
      })
      expect(await info()).toMatchObject({ businessHours: '18:00-02:00', openState: 'closed', closed: true })
      expect((await setHours(' 00:00-24:00 ')).body.data).toMatchObject({
        businessHours: '00:00-24:00',
        openState: 'open',
        opensAt: null,
      })
      expect((await setHours('')).body.data).toMatchObject({ businessHours: '', openState: 'open' })
    } finally {
      await setHours('07:00-22:00')
    }
    expect(await info()).toMatchObject({ businessHours: '07:00-22:00', openState: 'open' })
  })

  it('refuses hours it cannot read, a restaurant of another brand, and a missing token', async () => {
    for (const hours of ['7 to 10', '07:00-25:00', '24:00-06:00', 'x'.repeat(21)]) {
      const res = await setHours(hours)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'businessHours' })
    }
    const elsewhere = await setHours('08:00-20:00', t.harbourId)
    expect(elsewhere.body).toMatchObject({ success: false, errCode: 'RESTAURANT.NOT_FOUND' })
    const anonymous = await staff(t, 'hours', { brandId: t.brandId, restaurantId: t.centralId }, null)
    expect(anonymous.status).toBe(401)
    expect(await info()).toMatchObject({ businessHours: '07:00-22:00' })
  })
})
