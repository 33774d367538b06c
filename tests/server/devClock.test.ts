import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MovableClock } from '../../server/providers/movableClock'
import { BACKENDS, call, startTestApp, type TestApp } from './harness'

/** POST /api/dev/clock: browser tests move the server's clock instead of sleeping (NODE_ENV=test). */

const send = (t: TestApp, phone: string) =>
  call(t.app, '/api/system/public/sms/send', { form: { countryId: 1, phone, type: 1 } })

describe('POST dev/clock', () => {
  let t: TestApp
  const clock = new MovableClock()
  beforeAll(async () => {
    t = await startTestApp(BACKENDS[0]!, { seed: false, clock })
  })
  afterAll(() => t.close())

  it('moves the server past a resend window: the second code is sent without waiting', async () => {
    const phone = '91230001'
    expect((await send(t, phone)).body).toMatchObject({ success: true })
    expect((await send(t, phone)).body).toMatchObject({ success: false, errCode: 'SMS.TOO_FREQUENT' })

    const before = Date.now()
    const moved = await call(t.app, '/api/dev/clock', { json: { advanceSeconds: 61 } })
    expect(moved.status).toBe(200)
    expect(Date.parse(moved.body.data.now)).toBeGreaterThanOrEqual(before + 61_000)
    expect((await send(t, phone)).body).toMatchObject({ success: true })
  })

  it('refuses a move that is not a whole number of seconds within a day, naming the field', async () => {
    for (const advanceSeconds of [0, -5, 1.5, 86_401, '61']) {
      const res = await call(t.app, '/api/dev/clock', { json: { advanceSeconds } })
      expect(res.status, String(advanceSeconds)).toBe(400)
      expect(res.body).toMatchObject({ success: false, errCode: 'VALIDATION', field: 'advanceSeconds' })
    }
  })

  it('answers a client on this machine only', async () => {
    const res = await call(t.app, '/api/dev/clock', {
      json: { advanceSeconds: 1 },
      remoteAddress: '198.51.100.4',
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ success: false, errCode: 'DEV.LOCAL_ONLY' })
  })

  it('does not exist without the test clock', async () => {
    const other = await startTestApp(BACKENDS[0]!, { seed: false })
    try {
      const res = await call(other.app, '/api/dev/clock', { json: { advanceSeconds: 61 } })
      expect(res.status).toBe(404)
    } finally {
      await other.close()
    }
  })
})
