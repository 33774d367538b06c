import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../server/http/context'
import { prepareScreenVariants } from '../../server/http/pictureVariants'
import { mountUploads } from '../../server/http/staticFiles'
import { resizedImageUrl, screenPictureRequests } from '../../src/domain/images'

/**
 * The variants the screens ask for, made before the first diner asks (server/http/pictureVariants.ts):
 * the menu's thumbnails are then plain files.
 */
describe('pictures prepared ahead of the first diner', () => {
  let dir: string
  let pictures: string
  let cache: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-variants-'))
    pictures = join(dir, 'pictures')
    cache = join(dir, 'uploads', '.resized')
    await mkdir(join(pictures, 'foods'), { recursive: true })
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#be1c42' } })
      .png()
      .toBuffer()
    await writeFile(join(pictures, 'foods', 'bun.png'), png)
    await writeFile(
      join(pictures, 'banner.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#1b7a3a"/></svg>',
    )
    await writeFile(join(pictures, 'notes.txt'), 'not a picture')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const root = () => ({ prefix: 'demo/', dir: pictures })

  it('makes every screen size of every picture, and leaves other files alone', async () => {
    const perPicture = screenPictureRequests().length
    expect(await prepareScreenVariants(cache, root())).toBe(2 * perPicture)
    expect(await readdir(join(cache, 'demo', 'foods', 'bun.png'))).toHaveLength(perPicture)
    expect(await readdir(join(cache, 'demo', 'banner.svg'))).toHaveLength(perPicture)
    expect(await readdir(join(cache, 'demo'))).not.toContain('notes.txt')
  })

  it('serves the screens’ requests from the prepared files without drawing them again', async () => {
    const app = new Hono<AppEnv>()
    mountUploads(app, [{ prefix: '', dir: join(dir, 'uploads') }, root()], cache)
    const before = await stat(join(cache, 'demo', 'foods', 'bun.png'))
    const files = await readdir(join(cache, 'demo', 'foods', 'bun.png'))
    const times = await Promise.all(
      files.map(async (name) => (await stat(join(cache, 'demo', 'foods', 'bun.png', name))).mtimeMs),
    )
    for (const request of screenPictureRequests()) {
      const res = await app.request(resizedImageUrl('/uploads/demo/foods/bun.png', request))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
    }
    // Nothing new was made, and no prepared file was drawn again.
    expect(await readdir(join(cache, 'demo', 'foods', 'bun.png'))).toEqual(files)
    const after = await Promise.all(
      files.map(async (name) => (await stat(join(cache, 'demo', 'foods', 'bun.png', name))).mtimeMs),
    )
    expect(after).toEqual(times)
    expect((await stat(join(cache, 'demo', 'foods', 'bun.png'))).mtimeMs).toBe(before.mtimeMs)
  })

  it('keeps current variants when run again (a restart)', async () => {
    const file = join(cache, 'demo', 'banner.svg', (await readdir(join(cache, 'demo', 'banner.svg')))[0]!)
    const made = (await stat(file)).mtimeMs
    expect(await prepareScreenVariants(cache, root())).toBe(2 * screenPictureRequests().length)
    expect((await stat(file)).mtimeMs).toBe(made)
  })
})
