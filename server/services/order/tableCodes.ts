import { randomBytes } from 'node:crypto'
import { type CounterCodeKind, counterCodeOf } from '../../../src/domain/counter/counterCode'

/**
 * A new table code: 128 random bits as 32 hex digits. Holding a table's code is what lets a phone
 * order at that table and read its session, so it must not be guessable from another table's; hex
 * fits the route args' QR code field (no `_`, their separator). A group order's code (./invites.ts)
 * is made the same way, for the same reasons.
 */
export function newTableCode(): string {
  return randomBytes(16).toString('hex')
}

/** A new counter code of this kind: its prefix and 128 random bits (src/domain/counter/counterCode.ts). */
export function newCounterCode(kind: CounterCodeKind): string {
  return counterCodeOf(kind, newTableCode())
}
