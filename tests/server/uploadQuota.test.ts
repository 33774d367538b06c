import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'

/** What one member may store through upload policies (docs/api.md "Image upload"). */

const PNG = new Uint8Array(
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#be1c42' } })
    .png()
    .toBuffer(),
)

/** The quota of these tests: three files, or five of these pictures' bytes. */
const QUOTA = { files: 3, bytes: PNG.byteLength * 5 }

describe.each(BACKENDS)('upload quota on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend, { uploadQuota: QUOTA })
  })
  afterAll(() => t.close())

  let keys = 0
  /** Uploads through a fresh signed policy, as the PWA does, each to a key of its own. */
  const upload = async (token: string, bytes = PNG, locale = 'en') => {
    const cred = (await as(t, token, '/api/member/public/aliOss/getSignature')).body.data
    const form = new FormData()
    form.set('OSSAccessKeyId', cred.accessKeyId)
    form.set('policy', cred.encodedPolicy)
    form.set('Signature', cred.postSignature)
    keys += 1
    form.set('key', `${cred.dir}${1_772_400_000_000 + keys}.png`)
    form.set('file', new Blob([new Uint8Array(bytes)]), 'picture')
    const res = await t.app.request('/uploads', {
      method: 'POST',
      body: form,
      headers: { 'x-locale': locale },
    })
    return { status: res.status, body: await res.json() }
  }
  const stored = async (memberId: number) =>
    (await readdir(join(t.uploadsDir, 'member', String(memberId))).catch(() => [])).length

  it('refuses the upload past the files of the quota, in each language; another member is unaffected', async () => {
    const greedy = await registerMember(t)
    const other = await registerMember(t)
    for (let i = 0; i < QUOTA.files; i++) expect((await upload(greedy.token)).body.success).toBe(true)
    for (const [locale, errMsg] of [
      ['en', 'You have uploaded too many pictures. Please try again later.'],
      ['zh-hk', '上傳圖片過多，請稍後再試'],
      ['zh-cn', '上传图片过多，请稍后再试'],
    ] as const) {
      const refused = await upload(greedy.token, PNG, locale)
      expect(refused).toEqual({
        status: 429,
        body: { success: false, code: -1, errCode: 'UPLOAD.QUOTA', errMsg },
      })
    }
    expect(await stored(greedy.memberId)).toBe(QUOTA.files)
    expect((await upload(other.token)).body.success).toBe(true)
    // The quota is counted over a year from the first upload.
    t.clock.advance(365 * 24 * 60 * 60_000)
    expect((await upload(greedy.token)).body.success).toBe(true)
  })

  it('refuses the upload past the bytes of the quota', async () => {
    const member = await registerMember(t)
    const big = new Uint8Array(PNG.byteLength * 3)
    big.set(PNG)
    expect((await upload(member.token, big)).body.success).toBe(true)
    expect((await upload(member.token, big)).body.errCode).toBe('UPLOAD.QUOTA')
    // A refused upload counted nothing: two small ones still fit.
    expect((await upload(member.token)).body.success).toBe(true)
    expect((await upload(member.token)).body.success).toBe(true)
  })

  it('lets parallel uploads of one member past the quota never together', async () => {
    const member = await registerMember(t)
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(member.token)))
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(QUOTA.files)
    for (const refused of answers.filter((answer) => !answer.body.success))
      expect(refused.body.errCode).toBe('UPLOAD.QUOTA')
    expect(await stored(member.memberId)).toBe(QUOTA.files)
  })
})
