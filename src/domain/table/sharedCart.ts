import type { TableCartChange, TableCartLine, TableCartView } from '../contract/tableCart'

/**
 * A table's shared cart as one phone shows it (issue 37 item 3): the server's lines with the
 * phone's own changes that the server has not confirmed yet laid over them, in the order they were
 * made, so a tap shows at once and still shows offline. The server applies the same changes the same
 * way (server/services/order/tableCart.ts): an add once per line id, a quantity on its line, 0 removes.
 */
export function withPendingChanges(
  lines: readonly TableCartLine[],
  pending: readonly TableCartChange[],
  /** The phone's guest number at the table; 0 until the server has given it one. */
  you: number,
): TableCartLine[] {
  let shown = [...lines]
  for (const change of pending) {
    if (change.kind === 'add') {
      if (!shown.some((line) => line.lineId === change.lineId))
        shown.push({ lineId: change.lineId, line: change.line, guestNo: you })
      continue
    }
    shown =
      change.number === 0
        ? shown.filter((line) => line.lineId !== change.lineId)
        : shown.map((line) =>
            line.lineId === change.lineId ? { ...line, line: { ...line.line, number: change.number } } : line,
          )
  }
  return shown
}

/** A refusal as the server worded it: its code, message, and the new price when the price changed. */
export type TableRefusal = { code: string; message: string; price?: string }

/** What the phone keeps of a table's cart (src/domain/deviceRecords.ts `app_tableCart`). */
type Kept = {
  view: TableCartView | null
  pending: TableCartChange[]
  sending: { generation: string; version: number } | null
  refusal?: TableRefusal | null
}

/**
 * The kept cart with a view the server answered. An older answer of the same generation that
 * arrives late (a waiting read and a change cross) leaves the newer one. A send waiting for the
 * phone's changes to land (version -1) takes the version they made once none is left.
 */
export function withView<K extends Kept>(kept: K, view: TableCartView): K {
  const known = kept.view
  if (known && view.generation === known.generation && view.version < known.version) return kept
  const sending = kept.sending
  const settled =
    sending && sending.version < 0 && kept.pending.length === 0 && view.generation === sending.generation
      ? { ...sending, version: view.version }
      : sending
  return { ...kept, view, sending: settled }
}

/** The outcome of sending the first `confirmed` pending changes: answered with a view or a refusal. */
export type PushOutcome =
  | { confirmed: number; view: TableCartView }
  | { confirmed: number; refusal: TableRefusal }

/** The kept cart once the server answered its first pending changes (a refused batch is said, and dropped). */
export function afterPush<K extends Kept>(kept: K, outcome: PushOutcome): K {
  const rest = { ...kept, pending: kept.pending.slice(outcome.confirmed) }
  return 'view' in outcome ? withView(rest, outcome.view) : { ...rest, refusal: outcome.refusal }
}

/** The kept cart once the server answered its send: sent (with the cart after it) or refused. */
export function afterSend<K extends Kept>(
  kept: K,
  outcome: { cart: TableCartView } | { refusal: TableRefusal },
): K {
  const done = { ...kept, sending: null }
  return 'cart' in outcome ? withView(done, outcome.cart) : { ...done, refusal: outcome.refusal }
}
