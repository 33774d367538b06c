import { describe, expect, it } from 'vitest'
import type { TableCartChange, TableCartLine } from '../../src/domain/contract/tableCart'
import type { CartLine } from '../../src/domain/menu/types'
import { withPendingChanges } from '../../src/domain/table/sharedCart'

/** A table's shared cart as a phone shows it: the server's lines with its own unconfirmed changes over them. */

const line = (productId: number, number: number): CartLine => ({ productId, number }) as CartLine
const shared = (lineId: string, productId: number, number: number, guestNo: number): TableCartLine => ({
  lineId,
  line: line(productId, number),
  guestNo,
})
const summary = (lines: TableCartLine[]) =>
  lines.map((entry) => `${entry.lineId}:${entry.line.number}@${entry.guestNo}`)

describe('withPendingChanges', () => {
  const server = [shared('a', 1, 2, 1), shared('b', 2, 1, 2)]

  it('shows an add at once under the phone’s guest number, after the server’s lines', () => {
    const pending: TableCartChange[] = [{ kind: 'add', lineId: 'c', line: line(3, 1) }]
    expect(summary(withPendingChanges(server, pending, 2))).toEqual(['a:2@1', 'b:1@2', 'c:1@2'])
  })

  it('an add the server already holds (its answer came) is not shown twice', () => {
    const pending: TableCartChange[] = [{ kind: 'add', lineId: 'a', line: line(1, 5) }]
    expect(summary(withPendingChanges(server, pending, 1))).toEqual(['a:2@1', 'b:1@2'])
  })

  it('sets quantities on their own line, in order, and 0 removes the line', () => {
    const pending: TableCartChange[] = [
      { kind: 'set', lineId: 'b', number: 4 },
      { kind: 'set', lineId: 'a', number: 0 },
      { kind: 'set', lineId: 'b', number: 3 },
    ]
    expect(summary(withPendingChanges(server, pending, 1))).toEqual(['b:3@2'])
  })

  it('a change to a line the table has sent (gone from the server’s cart) changes nothing', () => {
    const pending: TableCartChange[] = [{ kind: 'set', lineId: 'gone', number: 2 }]
    expect(summary(withPendingChanges(server, pending, 1))).toEqual(['a:2@1', 'b:1@2'])
  })
})
