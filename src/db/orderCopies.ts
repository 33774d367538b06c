import { OrderCopyRecordSchema, orderCopyMember } from '../domain/deviceRecords'
import type { DeviceSource } from './deviceSource'
import { backgroundWorkAllowed, openDb } from './open'
import { type RecordRule, readStored } from './recordCheck'
import type { OrderCopyRecord } from './records'
import { readSession } from './storedState'

/**
 * The offline copies of the member's orders (issue 36) and coupon wallet (issue 38): each order
 * detail, order list page and wallet page as the member last saw it, shown when the network cannot
 * be reached. Personal data: written only
 * while their member is the one logged in, emptied by clearLogin, and at most MAX_ORDER_COPIES
 * (the ones saved longest ago go first).
 */

export const MAX_ORDER_COPIES = 60

const ORDER_COPY_RULE: RecordRule<OrderCopyRecord> = { store: 'orderCopies', schema: OrderCopyRecordSchema }

/** Keeps `value` under `key`, unless its member is no longer the one logged in (a late answer). */
async function saveOrderCopy(key: string, value: unknown, savedAt: number): Promise<void> {
  const memberId = orderCopyMember(key)
  if (memberId === null) return
  const db = await openDb()
  await db.transaction('rw', db.orderCopies, db.session, async () => {
    if ((await readSession(db))?.member?.id !== memberId) return
    await db.orderCopies.put({ key, memberId, value: value as OrderCopyRecord['value'], savedAt })
    const extra = (await db.orderCopies.count()) - MAX_ORDER_COPIES
    if (extra > 0) await db.orderCopies.orderBy('savedAt').limit(extra).delete()
  })
}

/** The device source of the order records (src/features/orders/orderCalls.ts). */
export function orderCopies<T>(): DeviceSource<T> {
  return {
    async read(key) {
      const db = await openDb()
      const copy = readStored(ORDER_COPY_RULE, key, await db.orderCopies.get(key))
      return copy && { value: copy.value as T, savedAt: copy.savedAt }
    },
    async write(key, saved) {
      await backgroundWorkAllowed()
      await saveOrderCopy(key, saved.value, saved.savedAt)
    },
    async remove(key) {
      await (await openDb()).orderCopies.delete(key)
    },
  }
}
