import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/db/database'
import {
  listQueuedFavorites,
  queueFavoriteChange,
  readFavorites,
  saveFavoriteList,
  settleFavoriteChange,
} from '../../src/db/favourites'
import { clearLogin, saveLogin } from '../../src/db/login'
import type { FavoriteItem } from '../../src/domain/contract/favorite'
import { shownFavorites } from '../../src/domain/favourites'
import { resetDatabase } from './helpers/resetDatabase'
import { reportedBadRecord, storedOnceFixed } from './helpers/storedRecords'

/** Issue 38 item 5: the favourites kept on the device, and the changes made offline. */

const owner = { memberId: 7, brandId: 1 }
const item = (kind: FavoriteItem['kind'], targetId: number): FavoriteItem => ({
  kind,
  targetId,
  restaurantId: kind === 'restaurant' ? targetId : 2,
  menuType: kind === 'restaurant' ? null : 7,
  name: `名${targetId}`,
  name1: `Name ${targetId}`,
  name2: `名${targetId}`,
  restaurantName: '',
  restaurantName1: '',
  restaurantName2: '',
  imageUrl: '',
  savedAt: '2026-12-07T00:00:00.000Z',
})

beforeEach(async () => {
  await resetDatabase()
  await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
})

describe('the favourites on the device', () => {
  it('keeps the server’s list with when it came, and keeps queued changes across a new list', async () => {
    await saveFavoriteList(owner, [item('restaurant', 1)], 1000)
    const add = {
      kind: 'food' as const,
      targetId: 5,
      action: 'add' as const,
      at: 2000,
      item: item('food', 5),
    }
    await queueFavoriteChange(owner, add)
    await saveFavoriteList(owner, [item('restaurant', 1)], 3000)
    const copy = await readFavorites(owner)
    expect(copy?.savedAt).toBe(3000)
    expect(copy?.pending).toEqual([add])
    expect(shownFavorites(copy!.items, copy!.pending).map((shown) => shown.targetId)).toEqual([5, 1])
    expect(await listQueuedFavorites()).toHaveLength(1)
  })

  it('settles a sent change with the server’s list, or its refusal, but not a newer change of the target', async () => {
    const add = { kind: 'food' as const, targetId: 5, action: 'add' as const, at: 1 }
    await queueFavoriteChange(owner, add)
    const remove = { ...add, action: 'remove' as const, at: 2 }
    await queueFavoriteChange(owner, remove)
    // The add's answer lands after the removal was made: the removal still waits.
    await settleFavoriteChange(owner, add, { items: [item('food', 5)], savedAt: 10 })
    expect((await readFavorites(owner))?.pending).toEqual([remove])
    await settleFavoriteChange(owner, remove, { refusal: 'Nope' })
    const copy = await readFavorites(owner)
    expect(copy?.pending).toEqual([])
    expect(copy?.refusal).toBe('Nope')
    expect(await listQueuedFavorites()).toEqual([])
  })

  it('writes nothing for a member no longer logged in, and logging out empties the table', async () => {
    await saveFavoriteList(owner, [item('restaurant', 1)], 1000)
    await saveFavoriteList({ memberId: 8, brandId: 1 }, [item('restaurant', 1)], 1000)
    expect(await db.favourites.count()).toBe(1)
    await clearLogin()
    expect(await db.favourites.count()).toBe(0)
    await queueFavoriteChange(owner, { kind: 'restaurant', targetId: 1, action: 'add', at: 1 })
    expect(await db.favourites.count()).toBe(0)
  })

  it('drops a copy kept under another member’s key rather than show it', async () => {
    await db.favourites.put({
      key: 'favorites:8:1',
      memberId: 7,
      brandId: 1,
      items: [],
      savedAt: 1,
      pending: [],
      queued: 0,
      refusal: null,
    })
    expect(await readFavorites(owner)).toBeNull()
    expect(await readFavorites({ memberId: 8, brandId: 1 })).toBeNull()
    // Reported and deleted in the background: awaited, so that work ends within this test.
    expect(await reportedBadRecord('favourites')).toContain('favorites:8:1')
    await storedOnceFixed('favourites', 'favorites:8:1', (value) => value === undefined)
  })
})
