import * as v from 'valibot'
import { OutboxOrderParams } from '../domain/contract/counter'

/**
 * An order in the device's order outbox (Dexie `orderOutbox`, ./orderOutbox.ts): written with its
 * submission key before the first send, sent again with the same key until the server answers.
 * `sending`: no answer yet; `placed`: the server confirmed it (`orderId`), the cart is cleared;
 * `refused`: the server answered with a business error (`refusal`), nothing was created and the
 * cart is kept. A group order's (`invite`) goes to order/invite/place, which makes one order per
 * group order whatever the key: the outbox keeps it sending until answered all the same.
 */

const whole = v.pipe(v.number(), v.integer())
const positiveId = v.pipe(whole, v.minValue(1))

/** The server's answer when it refused the order: its code, translated message and `data` (a fresh PriceResult for ORDER.PRICE_CHANGED). */
const RefusalSchema = v.object({
  errCode: v.string(),
  errMsg: v.string(),
  data: v.optional(v.unknown()),
})
export type OrderRefusal = v.InferOutput<typeof RefusalSchema>

/** A group order the host places (docs/api.md "Invites"): its code and the version of its lines shown. */
const InvitePlaceSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  version: v.pipe(whole, v.minValue(0)),
})
export type InvitePlace = v.InferOutput<typeof InvitePlaceSchema>

export const PendingOrderSchema = v.pipe(
  v.object({
    submissionKey: v.string(),
    memberId: positiveId,
    /** The `carts` key of the cart it was placed from, cleared once the server confirms. */
    cartKey: v.string(),
    /** The `appData` key of that cart's remark, cleared with it. */
    remarkKey: v.custom<`app_remark:${string}`>(
      (key) => typeof key === 'string' && key.startsWith('app_remark:'),
      'an app_remark: key',
    ),
    payload: OutboxOrderParams,
    /** Placed as a group order's order (order/invite/place, one per invite) instead of addOrder2. */
    invite: v.optional(InvitePlaceSchema),
    state: v.picklist(['sending', 'placed', 'refused']),
    createdAt: v.number(),
    attempts: v.pipe(whole, v.minValue(0)),
    /** Epoch ms before which the replay does not send it again (back-off). */
    nextAttemptAt: v.number(),
    lastError: v.optional(v.string()),
    orderId: v.optional(positiveId),
    refusal: v.optional(RefusalSchema),
  }),
  v.check((record) => record.payload.submissionKey === record.submissionKey, 'the payload carries the key'),
)

/** A row of `orderOutbox`. */
export type PendingOrderRecord = v.InferOutput<typeof PendingOrderSchema>
