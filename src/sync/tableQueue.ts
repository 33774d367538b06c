import { sendApiRequest } from '../api/sendRequest'
import { buildApiHeaders } from '../data/headers'
import { listDayData, setDayData } from '../db/dayData'
import { settleTableCart, type TableCall } from './tableSync'

/** One POST through the bare transport with the device's headers: the envelope, or null without an answer. */
const call: TableCall = async (path, body) => {
  const outcome = await sendApiRequest({
    method: 'POST',
    path,
    body,
    json: true,
    headers: await buildApiHeaders(),
  })
  return outcome.kind === 'answer' && outcome.status < 500 ? outcome.envelope : null
}

/**
 * Sends what every table kept today still has to send (./tableSync.ts); resolves true when something
 * could not reach the server. Never throws.
 */
export async function replayTableCarts(): Promise<boolean> {
  let unanswered = false
  try {
    const kept = await listDayData('tableCart')
    for (const { id, value } of kept) {
      if (value.pending.length === 0 && !value.sending) continue
      const settled = await settleTableCart(id, value, call)
      await setDayData('tableCart', id, settled.kept)
      unanswered ||= settled.unanswered
      if (settled.unanswered) break
    }
  } catch (error) {
    console.error('Could not send the tables’ carts', error)
  }
  return unanswered
}
