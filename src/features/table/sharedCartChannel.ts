import type { ApiClient, ApiEnvelope } from '../../api/client'
import { readTableCart } from '../../api/table'
import type { TableCartView } from '../../domain/contract/tableCart'
import type { TableCartKeptValue } from '../../domain/deviceRecords'
import type { PushOutcome } from '../../domain/table/sharedCart'
import { pushStep, sendStep, type TableCall } from '../../sync/tableSync'

/**
 * Where a shared cart lives on the server (./tableCartStore.ts): a table's (issue 37 item 3) or a
 * group order's (src/features/invite/inviteChannel.ts). Both merge changes per line the same way;
 * they differ in their calls, the device record they are kept under, and whether the phone sends
 * the cart itself (a table's round) or the host places it through the checkout (a group order).
 */
export type SharedCartChannel = {
  /** The day-scoped record the phone keeps the cart in: `app_<kind>:<id>`. */
  kind: 'tableCart' | 'inviteCart'
  id: string
  /** The cart now, or (with `after`) once its version is another. */
  read(api: ApiClient, params: { guestKey: string; after?: number }): Promise<ApiEnvelope<TableCartView>>
  /** Sends the first pending changes (and the guest's name); null when no answer came. */
  push(kept: TableCartKeptValue, call: TableCall): Promise<PushOutcome | null>
  /** Sends a round (a table's); absent where the phone never sends the cart itself. */
  send?: typeof sendStep
}

/** A table's cart: its code is the capability. */
export function tableChannel(qrCode: string): SharedCartChannel {
  return {
    kind: 'tableCart',
    id: qrCode,
    read: (api, params) => readTableCart(api, { qrCode, ...params }),
    push: (kept, call) => pushStep(qrCode, kept, call),
    send: sendStep,
  }
}
