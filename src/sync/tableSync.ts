import {
  TABLE_CART_MAX_CHANGES,
  type TableCartSendAnswer,
  type TableCartView,
} from '../domain/contract/tableCart'
import type { TableCartKeptValue } from '../domain/deviceRecords'
import type { Envelope } from '../domain/envelope'
import { afterPush, afterSend, type PushOutcome, type TableRefusal } from '../domain/table/sharedCart'

/**
 * Sending what a phone keeps of a table's cart (issue 37 item 7): its changes not confirmed yet,
 * then the round it is sending. The table's screen does it while it shows (src/features/table/
 * tableCartStore.ts); the sync triggers (./triggers.ts: start, online, visible, Background Sync) do
 * it for every table kept today (./tableQueue.ts), so a round sent offline goes even if the
 * phone never opens the table's screen again. Both may send the same thing at once: a change is
 * made once per line id and a generation is one round, so twice is once.
 */

/** One POST to the API: its envelope, or null when no answer came (offline, timeout, 5xx). */
export type TableCall = (path: string, body: Record<string, unknown>) => Promise<Envelope<unknown> | null>

const refusalOf = (envelope: Envelope<unknown>): TableRefusal => {
  const price =
    envelope.errCode === 'ORDER.PRICE_CHANGED'
      ? (envelope.data as { price?: string } | undefined)?.price
      : undefined
  return { code: envelope.errCode ?? '', message: envelope.errMsg ?? '', ...(price ? { price } : {}) }
}

/**
 * Sends the first pending changes (and the guest's name) of a shared cart to its change call, the
 * cart named by `where` (a table's `qrCode`, a group order's `code`); null when no answer came.
 * `viewOf` reads the cart in the answer.
 */
export async function pushChanges(
  path: string,
  where: Record<string, string>,
  kept: TableCartKeptValue,
  call: TableCall,
  viewOf: (data: unknown) => TableCartView = (data) => data as TableCartView,
): Promise<PushOutcome | null> {
  const batch = kept.pending.slice(0, TABLE_CART_MAX_CHANGES)
  const answer = await call(path, {
    ...where,
    guestKey: kept.guestKey,
    guestName: kept.guestName,
    changes: batch,
  })
  if (!answer) return null
  return answer.success && answer.data
    ? { confirmed: batch.length, view: viewOf(answer.data) }
    : { confirmed: batch.length, refusal: refusalOf(answer) }
}

/** Sends the first pending changes of a table's cart; null when no answer came. */
export function pushStep(
  qrCode: string,
  kept: TableCartKeptValue,
  call: TableCall,
): Promise<PushOutcome | null> {
  return pushChanges('order/tableCart/change', { qrCode }, kept, call)
}

/** Sends the round being sent; null when no answer came (or its version is not known yet). */
export async function sendStep(
  qrCode: string,
  sending: NonNullable<TableCartKeptValue['sending']>,
  call: TableCall,
): Promise<{ answer: TableCartSendAnswer } | { refusal: TableRefusal } | null> {
  if (sending.version < 0) return null
  const answer = await call('order/tableCart/send', { qrCode, ...sending })
  if (!answer) return null
  return answer.success && answer.data
    ? { answer: answer.data as TableCartSendAnswer }
    : { refusal: refusalOf(answer) }
}

/**
 * Sends a kept table cart's changes, then its round, until one gets no answer; resolves to the
 * kept cart after and whether something is left unanswered.
 */
export async function settleTableCart(
  qrCode: string,
  start: TableCartKeptValue,
  call: TableCall,
): Promise<{ kept: TableCartKeptValue; unanswered: boolean }> {
  let kept = start
  while (kept.pending.length > 0) {
    const pushed = await pushStep(qrCode, kept, call)
    if (!pushed) return { kept, unanswered: true }
    kept = afterPush(kept, pushed)
  }
  if (!kept.sending) return { kept, unanswered: false }
  const sent = await sendStep(qrCode, kept.sending, call)
  if (!sent) return { kept, unanswered: true }
  kept = afterSend(kept, 'answer' in sent ? { cart: sent.answer.cart } : sent)
  return { kept, unanswered: false }
}
