import { describe, expect, it } from 'vitest'
import type { StoredRecord } from '../faults/exactlyOnceTally'
import { type TableRoundRun, tableDuplicates, tallyTableRounds } from '../faults/tableRoundTally'

/** The verdict on table rounds (tests/faults/tableRoundTally.ts) from hand-made runs. */

type Send = TableRoundRun['sends'][number]

const send = (
  key: string,
  lines: [lineId: string, fingerprint: string][],
  answeredId: number | null,
): Send => ({
  table: 'T1',
  key,
  lineIds: lines.map(([lineId]) => lineId),
  lines: lines.map(([, fingerprint]) => fingerprint),
  double: false,
  answeredId,
  result: {
    outcome: answeredId === null ? 'refused' : 'placed',
    envelope: null,
    attempts: 2,
    settledAfterMs: 10,
    backoffMs: 0,
  },
})

function runOf(sends: Send[], added: string[], left: string[] = []): TableRoundRun {
  return {
    sends,
    addedLines: added.map((lineId) => ({ table: 'T1', lineId })),
    leftInCarts: [{ table: 'T1', lineIds: left }],
    tokens: [],
    events: { changes: 0, changeAttempts: 0, cartChanged: 0, priceChanged: 0, sessionClosed: 0, closes: 0 },
  }
}

describe('the tally of table rounds', () => {
  it('counts a round two phones sent once, held to the phone whose cart the server stored', () => {
    // Phone 2 sent an older version of the same generation and was answered the round phone 1 made.
    const run = runOf(
      [
        {
          ...send(
            'table-cart:g1',
            [
              ['a', 'bun'],
              ['b', 'tea'],
            ],
            7,
          ),
          double: true,
        },
        { ...send('table-cart:g1', [['a', 'bun']], 7), double: true },
      ],
      ['a', 'b'],
    )
    const tally = tallyTableRounds(run, [{ id: 7, key: 'table-cart:g1', lines: ['bun', 'tea'] }])
    expect(tally.rounds).toMatchObject({
      sent: 1,
      sends: 2,
      stored: 1,
      duplicates: 0,
      lostLines: 0,
      wrongIds: 0,
    })
    expect(tally.doubleSends).toBe(1)
    expect(tally.lines).toEqual({
      added: 2,
      inRounds: 2,
      leftInCarts: 0,
      lost: 0,
      inTwoPlaces: 0,
      unmatchedRounds: 0,
    })
  })

  it('finds a line sent in two rounds, a line in no round, and a round no phone’s cart matches', () => {
    const run = runOf(
      [
        send('table-cart:g1', [['a', 'bun']], 1),
        // A late retry of a's add put it in the next cart, which went as round 2.
        send(
          'table-cart:g2',
          [
            ['a', 'bun'],
            ['c', 'rice'],
          ],
          2,
        ),
        send('table-cart:g3', [['d', 'tea']], 3),
      ],
      ['a', 'b', 'c', 'd', 'e'],
      ['e'],
    )
    const stored: StoredRecord[] = [
      { id: 1, key: 'table-cart:g1', lines: ['bun'] },
      { id: 2, key: 'table-cart:g2', lines: ['bun', 'rice'] },
      // The server stored another cart than the phone sent.
      { id: 3, key: 'table-cart:g3', lines: ['coffee'] },
    ]
    const tally = tallyTableRounds(run, stored)
    expect(tally.lines).toEqual({
      added: 5,
      inRounds: 3,
      leftInCarts: 1,
      lost: 2,
      inTwoPlaces: 1,
      unmatchedRounds: 1,
    })
    expect(tally.rounds).toMatchObject({ lostLines: 1, extraLines: 1 })
    expect(tableDuplicates(tally)).toBe(1)
  })

  it('counts a second round of one generation, and a phone answered another round than the stored one', () => {
    const run = runOf([send('table-cart:g1', [['a', 'bun']], 9)], ['a'])
    const stored: StoredRecord[] = [
      { id: 1, key: 'table-cart:g1', lines: ['bun'] },
      { id: 2, key: 'table-cart:g1', lines: ['bun'] },
    ]
    const tally = tallyTableRounds(run, stored)
    expect(tally.rounds).toMatchObject({ sent: 1, stored: 2, duplicates: 1, wrongIds: 1 })
    // Both rounds hold the line: it went twice.
    expect(tally.lines.inTwoPlaces).toBe(1)
    expect(tableDuplicates(tally)).toBe(2)
  })
})
