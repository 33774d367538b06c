import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressedBytesKept, compressedCopy, MAX_COMPRESSED_BYTES } from '../../server/http/compression'
import { precompressPwa } from '../../server/http/precompress'
import { compressedCopyOf, type FoundFile } from '../../server/http/staticFiles'

/** The compressed copies of static files stay within their byte bound (issue 9, idle memory). */

/** Raw size of one filler file (bytes): random base64, so its gzip copy is ~3/4 of it. */
const FILLER_BYTES = 128 * 1024
/** Random base64 text of about `bytes` bytes: it barely compresses, so copies are large. */
const noise = (bytes: number) => randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')

let fillers = 0
/** A gzip copy made on request for a file never seen before (as an uploaded SVG would be); its size. */
async function filler(): Promise<number> {
  const text = Buffer.from(noise(FILLER_BYTES))
  fillers += 1
  return (await compressedCopy(`filler-${fillers}`, 'gzip', async () => text)).byteLength
}

const found = async (path: string): Promise<FoundFile> => {
  const info = await stat(path)
  return { path, size: info.size, mtimeMs: info.mtimeMs }
}

describe('compressed copies', () => {
  it('keep at most MAX_COMPRESSED_BYTES, however many files are asked for', async () => {
    let made = 0
    while (made < 2 * MAX_COMPRESSED_BYTES) {
      made += await filler()
      expect(compressedBytesKept()).toBeLessThanOrEqual(MAX_COMPRESSED_BYTES)
    }
    expect(compressedBytesKept()).toBeGreaterThan(MAX_COMPRESSED_BYTES / 2)
  })

  it('drop the least recently used first: a copy in use stays, one left alone is made again', async () => {
    const used = Buffer.from(noise(FILLER_BYTES))
    const unused = Buffer.from(noise(FILLER_BYTES))
    const reads = { used: 0, unused: 0 }
    const read = (name: 'used' | 'unused') => async () => {
      reads[name] += 1
      return name === 'used' ? used : unused
    }
    await compressedCopy('lru-unused', 'gzip', read('unused'))
    await compressedCopy('lru-used', 'gzip', read('used'))
    let made = 0
    while (made < MAX_COMPRESSED_BYTES) {
      made += await filler()
      await compressedCopy('lru-used', 'gzip', read('used'))
    }
    expect(gunzipSync(await compressedCopy('lru-used', 'gzip', read('used')))).toEqual(used)
    expect(reads.used).toBe(1)
    expect(gunzipSync(await compressedCopy('lru-unused', 'gzip', read('unused')))).toEqual(unused)
    expect(reads.unused).toBe(2)
  })

  describe('of the built PWA', () => {
    let dir = ''
    const page = '<script type="module" src="/shop/assets/entry-a1.js"></script>'
    const entry = `console.log(${JSON.stringify('港式奶茶 '.repeat(400))})`

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'shop-memory-'))
      await mkdir(join(dir, 'assets'))
      await writeFile(join(dir, 'index.html'), `${page}${' '.repeat(2000)}`)
      await writeFile(join(dir, 'assets', 'entry-a1.js'), entry)
      await writeFile(join(dir, 'assets', 'lazy-c3.js'), noise(400 * 1024))
    })
    afterAll(() => rm(dir, { recursive: true, force: true }))

    it('keep the first visit’s files while copies made on request push the others out', async () => {
      expect(await precompressPwa(dir)).toEqual(['index.html', 'assets/entry-a1.js', 'assets/lazy-c3.js'])
      const index = await found(join(dir, 'index.html'))
      const script = await found(join(dir, 'assets', 'entry-a1.js'))
      const lazy = await found(join(dir, 'assets', 'lazy-c3.js'))
      let firstVisitBytes = 0
      for (const file of [index, script]) {
        for (const encoding of ['br', 'gzip'] as const) {
          firstVisitBytes += (await compressedCopyOf(file, encoding)).byteLength
        }
      }
      // Fill the cache but one filler's room: more recent than the first visit's copies, never theirs.
      const room = MAX_COMPRESSED_BYTES - firstVisitBytes - FILLER_BYTES
      let made = 0
      while (made < room) made += await filler()

      // Kept copies are answered without reading the files, which are gone now.
      await rm(dir, { recursive: true, force: true })
      expect(brotliDecompressSync(await compressedCopyOf(script, 'br')).toString()).toBe(entry)
      expect(gunzipSync(await compressedCopyOf(index, 'gzip')).toString()).toContain(page)
      await expect(compressedCopyOf(lazy, 'br')).rejects.toThrow()
      expect(compressedBytesKept()).toBeLessThanOrEqual(MAX_COMPRESSED_BYTES)
    })
  })
})
