import {
  type ExactlyOnceTally,
  exactlyOnceBreaks,
  type SentRecord,
  type StoredRecord,
  settledText,
  tallyExactlyOnce,
} from './exactlyOnceTally'

/**
 * The verdict on a run of table rounds (./tablePhones.ts): ./exactlyOnceTally.ts on the rounds
 * (one per cart generation, key `table-cart:<generation>`, however many phones sent it), and where
 * every line whose add was answered went. A stored round has no line ids, so its lines are those
 * of the cart a phone sent it from whose lines (in cart order, with their units) are the round's:
 * the phone whose send made the round sent exactly that cart, since a send is refused unless the
 * cart is still at the version the phone showed.
 */

/** A phone's send of a table's round: the cart it last sent it from, its line ids beside `lines`. */
type TableSend = SentRecord & { table: string; lineIds: string[]; double: boolean }

/** What a table run did, from the phones' side. */
export type TableRoundRun = {
  sends: TableSend[]
  /** Lines whose add a phone was answered for. */
  addedLines: { table: string; lineId: string }[]
  /** Each table's cart at the end of the run. */
  leftInCarts: { table: string; lineIds: string[] }[]
  /** Each phone's member token, to read its rounds back. */
  tokens: string[]
  events: {
    /** Change requests, and their attempts through the bad network. */
    changes: number
    changeAttempts: number
    /** Refusals a sender answered by reading the cart again, learning the price, or starting over. */
    cartChanged: number
    priceChanged: number
    sessionClosed: number
    /** Tables the staff closed between rounds. */
    closes: number
  }
}

export type TableRoundTally = {
  rounds: ExactlyOnceTally
  /** Rounds two phones sent at the same moment. */
  doubleSends: number
  lines: {
    added: number
    /** Lines in the stored rounds, and in the carts left at the end. */
    inRounds: number
    leftInCarts: number
    /** Lines whose add was answered, in no stored round and no cart left at the end. */
    lost: number
    /** Lines in more than one round (or in a round and a cart left at the end). */
    inTwoPlaces: number
    /** Stored rounds whose lines no phone's cart matched: their lines cannot be told. */
    unmatchedRounds: number
  }
  events: TableRoundRun['events']
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index])

export function tallyTableRounds(run: TableRoundRun, stored: readonly StoredRecord[]): TableRoundTally {
  const places = new Map<string, number>()
  const place = (table: string, lineId: string) =>
    places.set(`${table}/${lineId}`, (places.get(`${table}/${lineId}`) ?? 0) + 1)
  let inRounds = 0
  let unmatchedRounds = 0
  for (const round of stored) {
    const from = run.sends.find((send) => send.key === round.key && sameLines(send.lines, round.lines))
    if (!from) {
      unmatchedRounds += 1
      continue
    }
    for (const lineId of from.lineIds) place(from.table, lineId)
    inRounds += from.lineIds.length
  }
  let leftInCarts = 0
  for (const cart of run.leftInCarts) {
    for (const lineId of cart.lineIds) place(cart.table, lineId)
    leftInCarts += cart.lineIds.length
  }
  return {
    rounds: tallyExactlyOnce(run.sends, stored),
    doubleSends: new Set(run.sends.filter((send) => send.double).map((send) => send.key)).size,
    lines: {
      added: run.addedLines.length,
      inRounds,
      leftInCarts,
      lost: run.addedLines.filter((line) => !places.has(`${line.table}/${line.lineId}`)).length,
      inTwoPlaces: [...places.values()].filter((count) => count > 1).length,
      unmatchedRounds,
    },
    events: run.events,
  }
}

/** Duplicates as the issue counts them: rounds beyond one per generation, and lines sent twice. */
export const tableDuplicates = (tally: TableRoundTally) => tally.rounds.duplicates + tally.lines.inTwoPlaces

/** What breaks exactly-once in a table run: the rounds' breaks, and lines lost, sent twice or not to be told. */
export function tableRoundBreaks(tally: TableRoundTally): number {
  return (
    exactlyOnceBreaks(tally.rounds) + tally.lines.lost + tally.lines.inTwoPlaces + tally.lines.unmatchedRounds
  )
}

/** The run in one line: rounds sent and stored, duplicates, lost cart lines, then the detail and times. */
export function tableRoundLine(tally: TableRoundTally, faults: string): string {
  const { rounds, lines, events } = tally
  return (
    `${rounds.sent} rounds sent (${rounds.sends} sends, ${tally.doubleSends} rounds sent by two phones at once), ` +
    `${rounds.stored} rounds stored, ${tableDuplicates(tally)} duplicates (${rounds.duplicates} rounds beyond ` +
    `one per generation, ${lines.inTwoPlaces} lines in two rounds), ${lines.lost} lost cart lines (of ` +
    `${lines.added} added: ${lines.inRounds} in rounds, ${lines.leftInCarts} left in carts; ` +
    `${lines.unmatchedRounds} rounds matching no phone's cart, ${rounds.missing} missing, ` +
    `${rounds.wrongIds} wrong ids, ${rounds.refused} refused, ${rounds.gaveUp} given up); ` +
    `${events.changes} cart changes in ${events.changeAttempts} attempts, ${rounds.attempts} send attempts ` +
    `(resent after ${events.cartChanged} TABLE.CART_CHANGED, ${events.priceChanged} ORDER.PRICE_CHANGED, ` +
    `${events.sessionClosed} TABLE.SESSION_CLOSED), ${events.closes} tables closed by the staff; ` +
    `${settledText(rounds)}; ${faults}`
  )
}
