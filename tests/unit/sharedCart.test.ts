import { describe, expect, it } from 'vitest'
import type { TableCartChange, TableCartLine, TableCartView } from '../../src/domain/contract/tableCart'
import type { CartLine } from '../../src/domain/menu/types'
import { afterPush, afterSend, withPendingChanges, withView } from '../../src/domain/table/sharedCart'

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

describe('a kept table cart after an answer', () => {
  const view = (generation: string, version: number): TableCartView => ({
    version,
    generation,
    lines: [],
    guests: [],
    you: 1,
    sent: null,
  })
  const kept = (over: Partial<Parameters<typeof withView>[0]> = {}) => ({
    view: view('g1', 5),
    pending: [] as TableCartChange[],
    sending: null as { generation: string; version: number } | null,
    ...over,
  })

  it('a late answer of an older version leaves the newer one; a new generation always stands', () => {
    expect(withView(kept(), view('g1', 4)).view?.version).toBe(5)
    expect(withView(kept(), view('g2', 1)).view?.generation).toBe('g2')
  })

  it('a send waiting for the phone’s changes takes the version they made once none is left', () => {
    const waiting = kept({
      pending: [{ kind: 'set', lineId: 'a', number: 2 }],
      sending: { generation: 'g1', version: -1 },
    })
    const pushed = afterPush(waiting, { confirmed: 1, view: view('g1', 6) })
    expect(pushed.pending).toEqual([])
    expect(pushed.sending).toEqual({ generation: 'g1', version: 6 })
  })

  it('changes made while a push was on its way stay pending; a refused push is kept to be said', () => {
    const two = kept({
      pending: [
        { kind: 'set', lineId: 'a', number: 2 },
        { kind: 'set', lineId: 'b', number: 1 },
      ],
    })
    expect(afterPush(two, { confirmed: 1, view: view('g1', 6) }).pending).toHaveLength(1)
    const refused = afterPush(two, { confirmed: 2, refusal: { code: 'TABLE.CART_FULL', message: 'full' } })
    expect(refused).toMatchObject({ pending: [], refusal: { code: 'TABLE.CART_FULL' } })
  })

  it('a send answered ends the sending, with the cart after it or the refusal', () => {
    const sending = kept({ sending: { generation: 'g1', version: 5 } })
    expect(afterSend(sending, { cart: view('g2', 6) })).toMatchObject({
      sending: null,
      view: { generation: 'g2' },
    })
    expect(
      afterSend(sending, { refusal: { code: 'TABLE.SESSION_CLOSED', message: 'closed' } }),
    ).toMatchObject({
      sending: null,
      refusal: { code: 'TABLE.SESSION_CLOSED' },
    })
  })
})
