import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readArg } from '../../src/domain/args'
import { collectionArg, collectionPath, favoriteMenuType } from '../../src/domain/favouriteRouteArgs'
import {
  FAVORITES_MAX,
  type FavoriteChange,
  type FavoriteTargetRef,
  hasRoomForFavorite,
  isFavorite,
  queueChange,
  sameFavorite,
  shownFavorites,
} from '../../src/domain/favourites'

/** Issue 38 item 5: the favourites' cap and how the device shows its list with changes not yet sent. */

const target = fc.record({
  kind: fc.constantFrom('restaurant' as const, 'food' as const),
  targetId: fc.integer({ min: 1, max: 6 }),
})
const change = fc.record({
  kind: fc.constantFrom('restaurant' as const, 'food' as const),
  targetId: fc.integer({ min: 1, max: 6 }),
  action: fc.constantFrom('add' as const, 'remove' as const),
  at: fc.integer({ min: 0, max: 1000 }),
})
const uniqueTargets = fc.uniqueArray(target, {
  selector: (item) => `${item.kind}:${item.targetId}`,
  maxLength: 8,
})

describe('the favourites cap', () => {
  it('has room below FAVORITES_MAX and none at or above it', () => {
    expect(hasRoomForFavorite(0)).toBe(true)
    expect(hasRoomForFavorite(FAVORITES_MAX - 1)).toBe(true)
    expect(hasRoomForFavorite(FAVORITES_MAX)).toBe(false)
    expect(hasRoomForFavorite(3, 3)).toBe(false)
  })
})

describe('the list with queued changes', () => {
  it('keeps one change per target, the newest', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        let queue: FavoriteChange[] = []
        for (const next of changes) queue = queueChange(queue, next)
        for (const queued of queue) {
          expect(queue.filter((other) => sameFavorite(other, queued))).toHaveLength(1)
          const last = changes.filter((other) => sameFavorite(other, queued)).at(-1)
          expect(queued).toEqual(last)
        }
        expect(queue).toHaveLength(new Set(changes.map((c) => `${c.kind}:${c.targetId}`)).size)
      }),
      { numRuns: 10_000 },
    )
  })

  it('shows a target as saved exactly when its last change is an add, else as the server listed it', () => {
    fc.assert(
      fc.property(uniqueTargets, fc.array(change, { maxLength: 20 }), (items, changes) => {
        let queue: FavoriteChange<FavoriteTargetRef>[] = []
        for (const next of changes)
          queue = queueChange(queue, { ...next, item: { kind: next.kind, targetId: next.targetId } })
        const shown = shownFavorites(items, queue)
        expect(new Set(shown.map((item) => `${item.kind}:${item.targetId}`)).size).toBe(shown.length)
        for (let targetId = 1; targetId <= 6; targetId++) {
          for (const kind of ['restaurant', 'food'] as const) {
            const ref = { kind, targetId }
            const last = queue.find((queued) => sameFavorite(queued, ref))
            const listed = items.some((item) => sameFavorite(item, ref))
            expect(isFavorite(items, queue, ref)).toBe(last ? last.action === 'add' : listed)
          }
        }
      }),
      { numRuns: 10_000 },
    )
  })

  it('puts saves not yet listed first, newest first, then the server’s order', () => {
    const items = [
      { kind: 'restaurant' as const, targetId: 1 },
      { kind: 'food' as const, targetId: 2 },
    ]
    const queue: FavoriteChange[] = [
      { kind: 'food', targetId: 3, action: 'add', at: 1, item: { kind: 'food', targetId: 3 } },
      { kind: 'food', targetId: 4, action: 'add', at: 2, item: { kind: 'food', targetId: 4 } },
      { kind: 'restaurant', targetId: 1, action: 'remove', at: 3 },
    ]
    expect(shownFavorites(items, queue).map((item) => item.targetId)).toEqual([4, 3, 2])
  })
})

describe('the favourites route', () => {
  it('builds the /collection link of a brand that its own arg reads back', () => {
    const path = collectionPath(7)
    expect(path).toMatch(/^\/collection\//)
    const outcome = collectionArg(readArg(path.slice('/collection/'.length), undefined))
    expect(outcome).toEqual({ kind: 'ok', arg: { brandId: 7, restaurantId: 0, fromIndex: false } })
    expect(collectionArg(readArg(undefined, undefined))).toEqual({ kind: 'missing' })
  })

  it('takes a saved dish’s menu type only when it is a menu type', () => {
    expect(favoriteMenuType(7)).toBe(7)
    expect(favoriteMenuType(3)).toBeNull()
    expect(favoriteMenuType(null)).toBeNull()
  })
})
