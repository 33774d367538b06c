import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { smsCodes } from '../../server/db/schemaMember'
import { RedisRateStore } from '../../server/providers/rateStore'
import { BACKENDS, call, type TestApp } from './harness'
import {
  as,
  loginBody,
  type MemberTestApp,
  newIp,
  newPhone,
  registerMember,
  sendCode,
  startMemberApp,
} from './memberHelpers'

/**
 * Limits count before they check (issue 34): a burst of concurrent guesses gets no more checks
 * than the same guesses one after another, on each database and across two instances with Redis.
 */

const LOGIN = '/api/member/public/sms/login'
const REGISTER = '/api/member/public/register'
const EXCHANGE = '/api/member-web/coupon/exchange'

/** `n` distinct six-digit codes, none of them `code`. */
const wrongCodes = (code: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))

/** How many answers carry each errCode (`ok` for a success). */
function tally(answers: { body: { success: boolean; errCode?: string } }[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { body } of answers) {
    const key = body.success ? 'ok' : (body.errCode ?? '?')
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** The checks the phone's newest code has taken. */
async function checksOf(t: TestApp, phone: string): Promise<number> {
  const [row] = await t.db
    .select({ attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(eq(smsCodes.phoneKey, `1-${phone}`))
    .orderBy(desc(smsCodes.id))
    .limit(1)
  return row!.attempts
}

type Instance = Pick<TestApp, 'app'>

/** The bursts, sent round-robin to `instances` (one app, or two sharing the database and Redis). */
function burstCases(get: () => { t: MemberTestApp; instances: Instance[] }) {
  const login = (i: number, phone: string, code: string, ip: string) => {
    const { t, instances } = get()
    return call(instances[i % instances.length]!.app, LOGIN, {
      form: loginBody(t.brandId, phone, code),
      headers: { 'x-forwarded-for': ip },
    })
  }

  // Redis keeps the counters' time itself, so these cases move no clock: each phone gets one code.
  const register = (i: number, phone: string, code: string, ip: string) => {
    const { t, instances } = get()
    return call(instances[i % instances.length]!.app, REGISTER, {
      form: { ...loginBody(t.brandId, phone, code), sex: 0 },
      headers: { 'x-forwarded-for': ip },
    })
  }

  it("50 concurrent wrong codes from one address get 5 checks and leave the owner's code usable", async () => {
    const { t } = get()
    const phone = newPhone()
    const owner = newIp()
    const attacker = newIp()
    const code = await sendCode(t, phone, 1, owner)
    const answers = await Promise.all(
      wrongCodes(code, 50).map((wrong, i) => login(i, phone, wrong, attacker)),
    )
    const counts = tally(answers)
    expect(counts.ok).toBeUndefined()
    expect((counts['SMS.0001'] ?? 0) + (counts['LOGIN.0020'] ?? 0)).toBe(50)
    // Five wrong codes lock the attacker's address; none past them was compared with the code.
    expect(await checksOf(t, phone)).toBe(5)
    expect((await register(0, phone, code, attacker)).body.errCode).toBe('LOGIN.0020')
    const own = await register(1, phone, code, owner)
    expect(own.body).toMatchObject({ success: true, code: 1 })
  })

  it('a burst of 200 wrong codes for many phones from one address is checked 30 times', async () => {
    const sweeper = newIp()
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(i, newPhone(), '000000', sweeper)),
    )
    expect(tally(answers)).toEqual({ 'SMS.0001': 30, 'LOGIN.0020': 170 })
    // Another address is not affected.
    expect((await login(0, newPhone(), '000000', newIp())).body.errCode).toBe('SMS.0001')
  })

  it('a burst of 100 unknown promo codes from one member is looked up 5 times', async () => {
    const { t, instances } = get()
    const guesser = await registerMember(t)
    const ip = newIp()
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        as({ ...t, app: instances[i % instances.length]!.app }, guesser.token, EXCHANGE, {
          json: { brandId: t.brandId, code: `GUESS${i}` },
          headers: { 'x-forwarded-for': ip },
        }),
      ),
    )
    expect(tally(answers)).toEqual({ 'COUPON.CODE_NOT_FOUND': 5, 'COUPON.TOO_MANY_ATTEMPTS': 95 })
    // A right code is refused as well until the window ends, so a guess cannot be told from it.
    const right = await as(t, guesser.token, EXCHANGE, {
      json: { brandId: t.brandId, code: 'WELCOME10' },
      headers: { 'x-forwarded-for': ip },
    })
    expect(right.body.errCode).toBe('COUPON.TOO_MANY_ATTEMPTS')
  })

  it('ten concurrent taps on a right code are no guesses: one member, the rest told it is used', async () => {
    const { t } = get()
    const phone = newPhone()
    const device = newIp()
    const code = await sendCode(t, phone, 1, device)
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(i, phone, code, device)))
    expect(tally(answers)).toEqual({ ok: 1, 'SMS.0001': 9 })
  })
}

describe.each(BACKENDS)('guesses in bursts on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())

  burstCases(() => ({ t, instances: [t] }))
})

/** Two instances over one database, each with its own connection to one Redis. */
const redisUrl = process.env.TEST_REDIS_URL
const REDIS_CASES = redisUrl ? BACKENDS.map((backend) => ({ ...backend, redisUrl })) : []

describe.each(REDIS_CASES)('guesses in bursts across two instances with Redis on $name', (backend) => {
  const prefix = `shop:test:bursts:${Date.now()}:`
  let t: MemberTestApp
  let second: Instance
  const stores = [new RedisRateStore(backend.redisUrl, prefix), new RedisRateStore(backend.redisUrl, prefix)]
  beforeAll(async () => {
    t = await startMemberApp(backend, { rates: stores[0] })
    second = {
      app: createApp({
        db: t.db,
        logger: pino({ level: 'silent' }),
        staticDir: join(t.uploadsDir, 'no-dist'),
        uploadsDir: t.uploadsDir,
        devTools: true,
        uploadSecret: randomBytes(32).toString('base64url'),
        now: t.clock.now,
        trustProxy: 1,
        rates: stores[1],
      }),
    }
  })
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()))
    await t.close()
  })

  burstCases(() => ({ t, instances: [t, second] }))
})
