import type { TableCartChange, TableCartLine } from '../contract/tableCart'

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
