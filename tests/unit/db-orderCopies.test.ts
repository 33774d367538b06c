import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/db/database'
import { clearLogin, saveLogin } from '../../src/db/login'
import { MAX_ORDER_COPIES, orderCopies } from '../../src/db/orderCopies'
import { resetDatabase } from './helpers/resetDatabase'

type Order = { orderId: number; status: number }
const copies = orderCopies<Order>()
const detailKey = (memberId: number, orderId: number) => `member:${memberId}:orders:detail:${orderId}`

beforeEach(async () => {
  await resetDatabase()
})

describe('the offline copies of the member’s orders', () => {
  it('keeps an order as last seen, with when, and reads it back', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    await copies.write(detailKey(7, 1), { value: { orderId: 1, status: 0 }, savedAt: 1000 })
    await copies.write(detailKey(7, 1), { value: { orderId: 1, status: 1 }, savedAt: 2000 })
    expect(await copies.read(detailKey(7, 1))).toEqual({ value: { orderId: 1, status: 1 }, savedAt: 2000 })
    expect(await copies.read(detailKey(7, 2))).toBeUndefined()
  })

  it('writes nothing for a member who is no longer logged in, or a key of no member', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    await copies.write(detailKey(8, 1), { value: { orderId: 1, status: 0 }, savedAt: 1000 })
    await copies.write('orders:detail:1', { value: { orderId: 1, status: 0 }, savedAt: 1000 })
    await clearLogin()
    await copies.write(detailKey(7, 1), { value: { orderId: 1, status: 0 }, savedAt: 1000 })
    expect(await db.orderCopies.count()).toBe(0)
  })

  it('keeps the newest copies only, and logging out empties them', async () => {
    await saveLogin({ id: 7, phone: '91234567' }, 'token-7')
    for (let orderId = 1; orderId <= MAX_ORDER_COPIES + 3; orderId++)
      await copies.write(detailKey(7, orderId), { value: { orderId, status: 0 }, savedAt: orderId })
    expect(await db.orderCopies.count()).toBe(MAX_ORDER_COPIES)
    expect(await copies.read(detailKey(7, 3))).toBeUndefined()
    expect(await copies.read(detailKey(7, 4))).toBeDefined()
    await clearLogin()
    expect(await db.orderCopies.count()).toBe(0)
  })

  it('drops a copy kept under another member’s key rather than show it', async () => {
    await db.orderCopies.put({ key: detailKey(7, 1), memberId: 8, value: { orderId: 1 }, savedAt: 1 })
    expect(await copies.read(detailKey(7, 1))).toBeUndefined()
  })
})
