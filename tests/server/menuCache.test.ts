import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressAnswer, type Encoding } from '../../server/http/compression'
import { type BuiltMenu, MenuCache } from '../../server/services/restaurant/menuCache'

/** An answer of `bytes` bytes in all (its unchanged form takes 10), built at `revision`. */
function built(revision: number | null, bytes = 100): BuiltMenu {
  return {
    revision,
    version: `v${revision}`,
    fullBody: new Uint8Array(bytes - 10),
    unchangedBody: new Uint8Array(10),
  }
}

describe('MenuCache (built menu answers of one process)', () => {
  it('answers only for the exact revision the answer was read at', () => {
    const cache = new MenuCache()
    cache.set('1/1/', built(7))
    expect(cache.get('1/1/', 7)?.version).toBe('v7')
    expect(cache.get('1/1/', 8)).toBeUndefined()
    expect(cache.get('1/7/', 7)).toBeUndefined()
  })

  it('keeps nothing without a revision, nor an answer larger than the whole budget', () => {
    const cache = new MenuCache(150)
    cache.set('1/1/', built(null))
    cache.set('2/1/', built(3, 151))
    expect(cache.size).toBe(0)
  })

  it('replaces an older revision but never a newer one (a slow read finishing late)', () => {
    const cache = new MenuCache()
    cache.set('1/1/', built(5))
    cache.set('1/1/', built(9))
    cache.set('1/1/', built(6))
    expect(cache.get('1/1/', 9)?.version).toBe('v9')
    expect(cache.get('1/1/', 6)).toBeUndefined()
    expect(cache.size).toBe(1)
  })

  it('drops the least recently used answers once the bytes pass the budget', () => {
    const cache = new MenuCache(300)
    cache.set('a', built(1))
    cache.set('b', built(1))
    cache.set('c', built(1))
    expect(cache.get('a', 1)).toBeDefined()
    cache.set('d', built(1))
    expect(cache.get('b', 1)).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 1)?.version)).toEqual(['v1', 'v1', 'v1'])
    // Replacing an answer frees its old bytes: still three fit.
    cache.set('d', built(2))
    expect(cache.size).toBe(3)
  })

  describe('compressed copies', () => {
    /** An answer whose full body is `bytes` bytes of JSON-like text, built at `revision`. */
    function textMenu(revision: number, bytes = 4000): BuiltMenu {
      const body = new TextEncoder().encode(`{"text":"${'menu '.repeat(bytes / 5)}"}`.slice(0, bytes))
      return { revision, version: `v${revision}`, fullBody: body, unchangedBody: new Uint8Array(10) }
    }
    /** The real compression, counting its calls. */
    function countingCompress() {
      const counted = { calls: 0 }
      const compress = (bytes: Uint8Array, encoding: Encoding) => {
        counted.calls++
        return compressAnswer(bytes, encoding)
      }
      return { counted, compress }
    }

    it('makes each encoding once, shared by requests arriving meanwhile, and counts it in the budget', async () => {
      const cache = new MenuCache()
      const menu = textMenu(3)
      cache.set('1/1/', menu)
      const { counted, compress } = countingCompress()
      const [first, meanwhile] = await Promise.all([
        cache.compressedBody('1/1/', menu, 'br', compress),
        cache.compressedBody('1/1/', menu, 'br', compress),
      ])
      expect(meanwhile).toBe(first)
      expect(await cache.compressedBody('1/1/', menu, 'br', compress)).toBe(first)
      expect(new Uint8Array(brotliDecompressSync(first))).toEqual(menu.fullBody)
      expect(counted.calls).toBe(1)
      expect(cache.compressions).toBe(1)
      expect(cache.bytes).toBe(4000 + 10 + first.byteLength)
      await cache.compressedBody('1/1/', menu, 'gzip', compress)
      expect(counted.calls).toBe(2)
    })

    it('keeps no copy for an answer that is not the one kept, and frees copies with their answer', async () => {
      const cache = new MenuCache()
      const { counted, compress } = countingCompress()
      const old = textMenu(3)
      cache.set('1/1/', old)
      await cache.compressedBody('1/1/', old, 'br', compress)
      cache.set('1/1/', textMenu(4))
      expect(cache.bytes).toBe(4010)
      await cache.compressedBody('1/1/', old, 'br', compress)
      await cache.compressedBody('1/1/', old, 'br', compress)
      expect(counted.calls).toBe(3)
      expect(cache.bytes).toBe(4010)
    })

    it('drops the least recently used answers once their copies pass the budget', async () => {
      const cache = new MenuCache(8021)
      const { compress } = countingCompress()
      const a = textMenu(1)
      const b = textMenu(2)
      cache.set('a', a)
      cache.set('b', b)
      expect(cache.size).toBe(2)
      await cache.compressedBody('b', b, 'br', compress)
      expect(cache.get('a', 1)).toBeUndefined()
      expect(cache.get('b', 2)).toBeDefined()
      expect(cache.bytes).toBeLessThanOrEqual(8021)
    })
  })
})
