import { describe, expect, it } from 'vitest'
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
})
