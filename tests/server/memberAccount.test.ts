import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberBrands, members, memberTokens } from '../../server/db/schemaMember'
import { BACKENDS, call } from './harness'
import { as, loginBody, type MemberTestApp, registerMember, sendCode, startMemberApp } from './memberHelpers'

/** A real picture of each type the storage takes (the server decodes every upload). */
const picture = async (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#be1c42' } })
      .toFormat(format)
      .toBuffer(),
  )
const PNG = await picture('png')
const JPEG = await picture('jpeg')
const GIF = await picture('gif')
const WEBP = await picture('webp')
const HTML = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>')
const UPLOAD_SECRET = 'the-upload-policy-key-of-these-tests-0123456789'

describe.each(BACKENDS)('account deletion and image upload on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend, { uploadSecret: UPLOAD_SECRET })
  })
  afterAll(() => t.close())

  it('shows what will be lost, then anonymises, revokes every token and frees the phone', async () => {
    const a = await registerMember(t)
    t.clock.advance(61_000)
    const secondCode = await sendCode(t, a.phone)
    const second = (
      await call(t.app, '/api/member/public/sms/login', { form: loginBody(t.brandId, a.phone, secondCode) })
    ).body.data.token
    await as(t, a.token, '/api/member/member/updateMemberInfo', {
      json: { name: 'Alice', email: 'alice@example.com' },
    })
    await as(t, a.token, '/api/member/member/addMemberAddress', {
      json: { receiver: 'Alice', phone: '91234567', currentAddress: 'IFC', address: '8/F' },
    })
    await t.db.update(memberBrands).set({ points: '120.50' }).where(eq(memberBrands.memberId, a.memberId))
    const q = { query: { brandId: t.brandId } }
    expect(
      (await as(t, a.token, '/api/member/member/accountLogOut/getMemberAccountTotalPoints', q)).body.data,
    ).toEqual({ points: '120.50' })
    // The brand's starter set, issued on joining: what a deletion would lose.
    const starters = await as(t, a.token, '/api/member-web/member/getMemberCouponByMemberId', {
      json: { brandId: t.brandId },
    })
    expect(
      (await as(t, a.token, '/api/member/member/accountLogOut/getMemberAccountCoupons', q)).body.data,
    ).toEqual({ coupons: starters.body.data.length })
    expect(
      (await as(t, a.token, '/api/member/member/accountLogOut/getMemberAccountOrders', q)).body.data,
    ).toEqual({ orders: 0 })

    const deleted = await as(t, a.token, '/api/member/member/accountLogOut/saveAccountLogOutTo', {
      json: { brandId: t.brandId, reason: 'moving' },
    })
    expect(deleted.body).toEqual({ success: true, code: 1, data: true })
    for (const token of [a.token, second]) {
      expect((await as(t, token, '/api/member/member/getMemberAddress', { method: 'POST' })).status).toBe(401)
    }
    const [row] = await t.db.select().from(members).where(eq(members.id, a.memberId))
    expect(row).toMatchObject({ phone: null, name: '', email: '', birthday: '', headImg: '' })
    expect(row?.deletedAt).toBeInstanceOf(Date)
    const tokens = await t.db.select().from(memberTokens).where(eq(memberTokens.memberId, a.memberId))
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true)

    t.clock.advance(61_000)
    const fresh = await registerMember(t, a.phone)
    expect(fresh.memberId).not.toBe(a.memberId)
    const info = (await as(t, fresh.token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })).body
      .data
    expect(info).toMatchObject({ phone: a.phone, name: '', email: '' })
    expect(
      (await as(t, fresh.token, '/api/member/member/getMemberAddress', { method: 'POST' })).body.data,
    ).toEqual([])
  })

  it.each([
    ['GET', 'getMemberAccountTotalPoints'],
    ['GET', 'getMemberAccountCoupons'],
    ['GET', 'getMemberAccountOrders'],
    ['POST', 'saveAccountLogOutTo'],
  ] as const)('%s %s: 401 without a token, B cannot act for A', async (method, path) => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    const url = `/api/member/member/accountLogOut/${path}`
    expect((await call(t.app, url, { method })).status).toBe(401)
    const res =
      method === 'GET'
        ? await as(t, b.token, url, { query: { memberId: a.memberId } })
        : await as(t, b.token, url, { json: { memberId: a.memberId } })
    expect(res.status).toBe(403)
    expect(
      (await as(t, a.token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })).body.data.phone,
    ).toBe(a.phone)
  })

  it('deletion reason over 200 characters is a 400 and deletes nothing', async () => {
    const a = await registerMember(t)
    const res = await as(t, a.token, '/api/member/member/accountLogOut/saveAccountLogOutTo', {
      json: { reason: 'x'.repeat(201) },
    })
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', field: 'reason' })
    expect((await as(t, a.token, '/api/member/member/getMemberInfoOth1', { method: 'POST' })).status).toBe(
      200,
    )
  })

  const credential = async (token: string) =>
    (await as(t, token, '/api/member/public/aliOss/getSignature')).body.data
  const upload = (
    cred: { dir: string; accessKeyId: string; encodedPolicy: string; postSignature: string },
    bytes: Uint8Array<ArrayBuffer>,
    key = `${cred.dir}${Date.now()}.png`,
  ) => {
    const form = new FormData()
    form.set('OSSAccessKeyId', cred.accessKeyId)
    form.set('policy', cred.encodedPolicy)
    form.set('Signature', cred.postSignature)
    form.set('key', key)
    form.set('success_action_status', '200')
    form.set('file', new Blob([bytes]), 'avatar')
    return t.app.request('/uploads', { method: 'POST', body: form })
  }

  it('signs a policy for the member’s own directory; the upload is stored and served at host + key', async () => {
    const a = await registerMember(t)
    const cred = await credential(a.token)
    expect(cred).toEqual({
      host: '/uploads',
      dir: `member/${a.memberId}/`,
      accessKeyId: 'local',
      encodedPolicy: expect.any(String),
      postSignature: expect.any(String),
    })
    for (const [bytes, ext] of [
      [PNG, 'png'],
      [JPEG, 'jpg'],
      [GIF, 'gif'],
      [WEBP, 'webp'],
    ] as const) {
      const key = `${cred.dir}avatar-${ext}.${ext}`
      const res = await upload(cred, bytes, key)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ success: true, code: 1, data: { url: `/uploads/${key}` } })
      const served = await t.app.request(`/uploads/${key}`)
      expect(served.status).toBe(200)
      const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(stored).toMatchObject({ format: ext === 'jpg' ? 'jpeg' : ext, width: 40, height: 30 })
    }
    // The host is relative (no PUBLIC_URL here), whatever Host the request names.
    const spoofed = await as(t, a.token, '/api/member/public/aliOss/getSignature', {
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    })
    expect(spoofed.body.data.host).toBe('/uploads')
    expect((await call(t.app, '/api/member/public/aliOss/getSignature')).status).toBe(401)
  })

  it('refuses a forged, tampered or expired policy', async () => {
    const a = await registerMember(t)
    const cred = await credential(a.token)
    const forgedPolicy = Buffer.from(
      JSON.stringify({
        expiration: '2999-01-01T00:00:00Z',
        conditions: [
          ['content-length-range', 0, 1e9],
          ['starts-with', '$key', ''],
        ],
      }),
    ).toString('base64')
    const attempts = [
      {
        ...cred,
        postSignature: createHmac('sha256', 'wrong-secret').update(cred.encodedPolicy).digest('base64'),
      },
      { ...cred, encodedPolicy: forgedPolicy },
      { ...cred, accessKeyId: 'someone' },
    ]
    for (const attempt of attempts) {
      const res = await upload(attempt, PNG)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ success: false, errCode: 'UPLOAD.POLICY' })
    }
    t.clock.advance(10 * 60_000 + 1)
    const late = await upload(cred, PNG)
    expect(late.status).toBe(403)
  })

  it('refuses a correctly signed policy of any other shape with 403, never a 500', async () => {
    const a = await registerMember(t)
    const cred = await credential(a.token)
    const signed = (policy: unknown) => {
      const encodedPolicy = Buffer.from(JSON.stringify(policy)).toString('base64')
      const postSignature = createHmac('sha256', UPLOAD_SECRET).update(encodedPolicy).digest('base64')
      return { ...cred, encodedPolicy, postSignature }
    }
    const expiration = '2999-01-01T00:00:00.000Z'
    const shapes = [
      { expiration },
      { expiration, conditions: [] },
      { expiration, conditions: [['content-length-range', 0, 100]] },
      {
        expiration,
        conditions: [
          ['content-length-range', 0, 1e9],
          ['starts-with', '$key', cred.dir],
        ],
      },
      {
        expiration,
        conditions: [
          ['content-length-range', 0, 100],
          ['starts-with', '$key', ''],
        ],
      },
      {
        expiration,
        conditions: [
          ['content-length-range', 0, 100],
          ['starts-with', '$key', 'brand/'],
        ],
      },
      {
        expiration: 'never',
        conditions: [
          ['content-length-range', 0, 100],
          ['starts-with', '$key', cred.dir],
        ],
      },
      'not an object',
      null,
    ]
    for (const shape of shapes) {
      const res = await upload(signed(shape), PNG, `${cred.dir}shape.png`)
      expect(res.status, JSON.stringify(shape)).toBe(403)
      expect(await res.json()).toMatchObject({ success: false, errCode: 'UPLOAD.POLICY' })
    }
    const garbled = {
      ...cred,
      encodedPolicy: '%%%',
      postSignature: createHmac('sha256', UPLOAD_SECRET).update('%%%').digest('base64'),
    }
    expect((await upload(garbled, PNG)).status).toBe(403)
    expect(t.logLines.filter((line) => Number(line.level) >= 50)).toEqual([])
  })

  it('stores a polyglot (an image followed by HTML) as a clean re-encoded image', async () => {
    const a = await registerMember(t)
    const cred = await credential(a.token)
    for (const [image, ext] of [
      [PNG, 'png'],
      [GIF, 'gif'],
      [JPEG, 'jpg'],
    ] as const) {
      const polyglot = new Uint8Array([...image, ...HTML])
      const key = `${cred.dir}polyglot.${ext}`
      expect((await upload(cred, polyglot, key)).status).toBe(200)
      const served = await t.app.request(`/uploads/${key}`)
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(bytes.includes('<script')).toBe(false)
      expect(bytes.includes('<html')).toBe(false)
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 40, height: 30 })
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // Magic bytes alone do not make an image: a PNG signature followed by HTML is refused.
    const fake = new Uint8Array([...PNG.subarray(0, 16), ...HTML])
    const refused = await upload(cred, fake, `${cred.dir}fake.png`)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ errCode: 'VALIDATION', field: 'file' })
  })

  it('refuses a non-image, a type that does not match the key, another member’s directory and oversize files', async () => {
    const a = await registerMember(t)
    const b = await registerMember(t)
    const cred = await credential(a.token)
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const cases: [Uint8Array<ArrayBuffer>, string, string][] = [
      [html, `${cred.dir}x.png`, 'file'],
      [new Uint8Array(0), `${cred.dir}x.png`, 'file'],
      [JPEG, `${cred.dir}x.png`, 'file'],
      [PNG, `${cred.dir}x.svg`, 'key'],
      [PNG, `member/${b.memberId}/x.png`, 'key'],
      [PNG, `${cred.dir}../${b.memberId}/x.png`, 'key'],
    ]
    for (const [bytes, key, field] of cases) {
      const res = await upload(cred, bytes, key)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ success: false, errCode: 'VALIDATION', field })
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const res = await upload(cred, big)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errCode: 'VALIDATION',
      field: 'file',
      errMsg: 'The image is larger than 5 MB',
    })
    expect(existsSync(join(t.uploadsDir, 'member', String(b.memberId)))).toBe(false)
  })

  it('account deletion removes the member’s uploads', async () => {
    const a = await registerMember(t)
    const cred = await credential(a.token)
    expect((await upload(cred, PNG, `${cred.dir}me.png`)).status).toBe(200)
    await as(t, a.token, '/api/member/member/accountLogOut/saveAccountLogOutTo', { method: 'POST' })
    expect((await t.app.request(`/uploads/${cred.dir}me.png`)).status).toBe(404)
  })
})
