import { mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'

/** GET /uploads/<key>?x-oss-process=image/resize,… (docs/api.md "Image upload"). */

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#be1c42' } })

const ONE_DAY = 'public, max-age=86400'

describe.each(BACKENDS)('resized uploads on $name', (backend) => {
  let t: MemberTestApp
  let member: { token: string; memberId: number }
  let dir: string
  beforeAll(async () => {
    t = await startMemberApp(backend)
    member = await registerMember(t)
    dir = (await as(t, member.token, '/api/member/public/aliOss/getSignature')).body.data.dir
  })
  afterAll(() => t.close())

  /** Uploads through the signed form, as the PWA does; answers the served path. */
  async function upload(bytes: Uint8Array, key: string, token = member.token): Promise<string> {
    const cred = (await as(t, token, '/api/member/public/aliOss/getSignature')).body.data
    const form = new FormData()
    form.set('OSSAccessKeyId', cred.accessKeyId)
    form.set('policy', cred.encodedPolicy)
    form.set('Signature', cred.postSignature)
    form.set('key', key)
    form.set('file', new Blob([new Uint8Array(bytes)]), 'picture')
    const res = await t.app.request('/uploads', { method: 'POST', body: form })
    expect(res.status).toBe(200)
    return ((await res.json()) as { data: { url: string } }).data.url
  }

  const resized = (path: string, process: string, headers: Record<string, string> = {}) =>
    t.app.request(`${path}?x-oss-process=${process}`, { headers })

  async function sizeOf(res: Response) {
    expect(res.status).toBe(200)
    const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    return { width, height, format }
  }

  it('fits a PNG inside the box (lfit, the default mode) and crops to it with m_fill', async () => {
    const path = await upload(await picture(400, 300).png().toBuffer(), `${dir}landscape.png`)
    const fitted = await resized(path, 'image/resize,w_150,h_150')
    expect(fitted.headers.get('content-type')).toBe('image/png')
    expect(fitted.headers.get('cache-control')).toBe(ONE_DAY)
    expect(fitted.headers.get('etag')).toMatch(/^W\/"/)
    expect(await sizeOf(fitted)).toEqual({ width: 150, height: 113, format: 'png' })
    expect(await sizeOf(await resized(path, 'image/resize,m_lfit,w_150,h_150'))).toMatchObject({
      width: 150,
      height: 113,
    })
    expect(await sizeOf(await resized(path, 'image/resize,m_fill,w_150,h_150'))).toEqual({
      width: 150,
      height: 150,
      format: 'png',
    })
    // The original is untouched.
    expect(await sizeOf(await t.app.request(path))).toEqual({ width: 400, height: 300, format: 'png' })
  })

  it('resizes a JPEG and keeps it a JPEG', async () => {
    const path = await upload(await picture(300, 400).jpeg().toBuffer(), `${dir}portrait.jpg`)
    const res = await resized(path, 'image/resize,m_fill,w_150,h_100')
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(await sizeOf(res)).toEqual({ width: 150, height: 100, format: 'jpeg' })
  })

  it('defaults to 150x150 and derives a missing edge', async () => {
    const path = await upload(await picture(400, 300).png().toBuffer(), `${dir}defaults.png`)
    expect(await sizeOf(await resized(path, 'image/resize'))).toMatchObject({ width: 150, height: 113 })
    expect(await sizeOf(await resized(path, 'image/resize,w_100'))).toMatchObject({ width: 100, height: 75 })
    expect(await sizeOf(await resized(path, 'image/resize,m_fill,h_50'))).toMatchObject({
      width: 50,
      height: 50,
    })
    // Never enlarged unless limit_0 asks for it.
    expect(await sizeOf(await resized(path, 'image/resize,w_750'))).toMatchObject({ width: 400, height: 300 })
    expect(await sizeOf(await resized(path, 'image/resize,w_1125,limit_0'))).toMatchObject({
      width: 1125,
      height: 844,
    })
  })

  it('resizes only to the allowed edges: a flood of sizes makes no files', async () => {
    const path = await upload(await picture(400, 300).png().toBuffer(), `${dir}flood.png`)
    const variants = join(t.uploadsDir, '.resized', dir, 'flood.png')
    const refused = new Set<number>()
    for (let size = 1; size <= 300; size++) {
      const res = await resized(path, `image/resize,w_${size},h_${size}`)
      if (res.status === 400) refused.add(size)
      else expect(res.status, String(size)).toBe(200)
    }
    // Of 300 sizes, only the allowed edges up to 300 (50, 100, 150, 200, 300) were made.
    expect(300 - refused.size).toBe(5)
    expect((await readdir(variants)).sort()).toEqual(
      [50, 100, 150, 200, 300].map((edge) => `lfit-${edge}x${edge}-down.png`).sort(),
    )
  })

  it.each([
    'image/resize,w_abc',
    'image/resize,w_-5',
    'image/resize,w_120',
    'image/resize,m_fixed,w_0,h_0',
    'image/resize,w_99999,limit_0',
    'image/resize,m_zoom,w_10',
    'image/resize,w_10,w_20',
    'image/resize,l_100',
    'image/resize,limit_2',
    'image/crop,w_10,h_10',
    'image/resize,w_10/quality,q_80',
    'image/resize,w_100/format,bmp',
    'image/resize,w_100/format,webp/format,png',
    '',
  ])('answers 400 VALIDATION for x-oss-process=%s', async (process) => {
    const path = await upload(await picture(20, 20).png().toBuffer(), `${dir}bad-${Date.now()}.png`)
    const res = await call(t.app, `${path}?x-oss-process=${encodeURIComponent(process)}`)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      success: false,
      code: 0,
      errCode: 'VALIDATION',
      field: 'x-oss-process',
      errMsg: 'Invalid parameter: x-oss-process',
    })
  })

  it('answers bad parameters in the request’s language', async () => {
    const res = await call(t.app, '/uploads/demo/foods/milk-tea.svg?x-oss-process=image/resize,w_x', {
      headers: { 'x-locale': 'zh-hk' },
    })
    expect(res.body).toMatchObject({ errCode: 'VALIDATION', errMsg: '參數無效：x-oss-process' })
  })

  it('404s a missing file, bytes that do not decode, and the variants folder itself', async () => {
    expect((await resized(`/uploads/${dir}none.png`, 'image/resize,w_150')).status).toBe(404)
    expect((await resized('/uploads/demo/foods/none.svg', 'image/resize,w_150')).status).toBe(404)
    // A file in the storage that is no picture (uploads are re-encoded, so only a damaged disk or an
    // operator's copy puts one there): served as it is, but never resized.
    const header = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    await mkdir(join(t.uploadsDir, dir), { recursive: true })
    await writeFile(join(t.uploadsDir, dir, 'broken.png'), header)
    const broken = `/uploads/${dir}broken.png`
    expect((await t.app.request(broken)).status).toBe(200)
    expect((await resized(broken, 'image/resize,w_150')).status).toBe(404)
    const path = await upload(await picture(40, 40).png().toBuffer(), `${dir}hidden.png`)
    expect((await resized(path, 'image/resize,w_50')).status).toBe(200)
    const variant = join(t.uploadsDir, '.resized', dir, 'hidden.png', 'lfit-50xauto-down.png')
    expect((await stat(variant)).isFile()).toBe(true)
    expect((await t.app.request(`/uploads/.resized/${dir}hidden.png/lfit-50xauto-down.png`)).status).toBe(404)
    expect((await t.app.request(`/uploads/%2Eresized/${dir}hidden.png/lfit-50xauto-down.png`)).status).toBe(
      404,
    )
  })

  it('resizes the demo SVG images to PNG, or to WebP when asked, sharp up to the largest edge', async () => {
    const res = await resized('/uploads/demo/foods/milk-tea.svg', 'image/resize,m_fill,w_150,h_150')
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(await sizeOf(res)).toEqual({ width: 150, height: 150, format: 'png' })
    const large = await resized('/uploads/demo/foods/milk-tea.svg', 'image/resize,w_1125/format,webp')
    expect(large.headers.get('content-type')).toBe('image/webp')
    expect(await sizeOf(large)).toEqual({ width: 1125, height: 844, format: 'webp' })
    const banner = await resized('/uploads/demo/banners/demo-breakfast.svg', 'image/resize,w_375/format,webp')
    expect(await sizeOf(banner)).toEqual({ width: 375, height: 188, format: 'webp' })
  })

  it('converts to the format /format, asks for, beside the variant in the original’s format', async () => {
    const path = await upload(await picture(400, 300).png().toBuffer(), `${dir}convert.png`)
    const webp = await resized(path, 'image/resize,m_fill,w_100,h_100/format,webp')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(await sizeOf(webp)).toEqual({ width: 100, height: 100, format: 'webp' })
    const jpg = await resized(path, 'image/resize,w_150/format,jpg')
    expect(jpg.headers.get('content-type')).toBe('image/jpeg')
    expect(await sizeOf(jpg)).toEqual({ width: 150, height: 113, format: 'jpeg' })
    const png = await resized(path, 'image/resize,m_fill,w_100,h_100')
    expect(await sizeOf(png)).toEqual({ width: 100, height: 100, format: 'png' })
    expect((await readdir(join(t.uploadsDir, '.resized', dir, 'convert.png'))).sort()).toEqual([
      'fill-100x100-down.png',
      'fill-100x100-down.webp',
      'lfit-150xauto-down.jpg',
    ])
  })

  it('keeps the variant on disk: a repeat is the same file, answered 304 to its ETag', async () => {
    const path = await upload(await picture(300, 300).png().toBuffer(), `${dir}cached.png`)
    const variants = join(t.uploadsDir, '.resized', dir, 'cached.png')
    const first = await resized(path, 'image/resize,w_100,h_100')
    const bytes = new Uint8Array(await first.arrayBuffer())
    const [file] = await readdir(variants)
    const made = await stat(join(variants, file!))
    const again = await resized(path, 'image/resize,w_100,h_100')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    expect((await stat(join(variants, file!))).mtimeMs).toBe(made.mtimeMs)
    const etag = first.headers.get('etag')!
    const revalidated = await resized(path, 'image/resize,w_100,h_100', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('cache-control')).toBe(ONE_DAY)
    // A new original under the same key makes a new variant.
    await upload(await picture(200, 100).png().toBuffer(), `${dir}cached.png`)
    expect(await sizeOf(await resized(path, 'image/resize,w_100,h_100'))).toMatchObject({
      width: 100,
      height: 50,
    })
  })

  it('account deletion removes the member’s variants too', async () => {
    const other = await registerMember(t)
    const otherDir = `member/${other.memberId}/`
    const path = await upload(await picture(60, 60).png().toBuffer(), `${otherDir}me.png`, other.token)
    expect((await resized(path, 'image/resize,w_50')).status).toBe(200)
    const variants = join(t.uploadsDir, '.resized', otherDir)
    expect((await readdir(variants)).length).toBe(1)
    await as(t, other.token, '/api/member/member/accountLogOut/saveAccountLogOutTo', { method: 'POST' })
    expect((await resized(path, 'image/resize,w_50')).status).toBe(404)
    await expect(readdir(variants)).rejects.toThrow()
  })
})
