import type { OutboxResult } from './outboxSender'

/**
 * The verdict on a run of exactly-once submissions, from what the phones sent and what the server
 * stored (read back through the API or the database). It knows no order fields: a caller maps its
 * records (./orderPhones.ts orders, ./tablePhones.ts table rounds) to keys, line fingerprints and ids.
 */

/** What one phone sent under one key, and how its outbox ended. */
export type SentRecord = {
  key: string
  /** One fingerprint per cart line sent, in cart order (./phones.ts lineFingerprint: product, units and choices). */
  lines: string[]
  result: OutboxResult
  /** The id the phone took from the settling answer, or null. */
  answeredId: number | null
}

/** What the server holds: one entry per stored record, with the key it was stored under. */
export type StoredRecord = { id: number; key: string; lines: string[] }

export type ExactlyOnceTally = {
  /** Keys sent: what the phones meant to submit once each. */
  sent: number
  /** Phones' sends: one per key, or more when several phones sent one key. */
  sends: number
  placed: number
  refused: number
  gaveUp: number
  stored: number
  /** Stored records beyond one per sent key, and stored records under a key no phone sent. */
  duplicates: number
  /** Sent keys with no stored record. */
  missing: number
  /** Lines sent that the stored record lacks (all of a missing record's), and lines stored that were not sent. */
  lostLines: number
  extraLines: number
  /** Phones whose answer named another id than the one stored under their key (or any, when none is). */
  wrongIds: number
  attempts: number
  retries: number
  /** On the phone's clock (real time plus the back-off the outbox would wait), in ms. */
  settledMs: { median: number; p95: number }
  /** Real time only (the network and the server), in ms. */
  realMs: { median: number; p95: number }
}

/** The value at quantile q (0–1) of sorted values, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** The median and the 95th percentile of some figures (nearest rank), rounded. */
export const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: Math.round(quantile(sorted, 0.5)), p95: Math.round(quantile(sorted, 0.95)) }
}

function groupBy<R extends { key: string }>(records: readonly R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>()
  for (const record of records) groups.set(record.key, [...(groups.get(record.key) ?? []), record])
  return groups
}

/** How many of `wanted` are not in `present`, as multisets. */
function notIn(wanted: readonly string[], present: readonly string[]): number {
  const left = new Map<string, number>()
  for (const line of present) left.set(line, (left.get(line) ?? 0) + 1)
  let absent = 0
  for (const line of wanted) {
    const count = left.get(line) ?? 0
    if (count === 0) absent += 1
    else left.set(line, count - 1)
  }
  return absent
}

/**
 * The verdict. A key several phones sent (one table cart sent from two phones at once) is one
 * submission: stored once, its lines held to the phone whose lines the server stored (the closest),
 * and each phone's answer checked against the one record.
 */
export function tallyExactlyOnce(
  sent: readonly SentRecord[],
  stored: readonly StoredRecord[],
): ExactlyOnceTally {
  const byKey = groupBy(stored)
  const sentByKey = groupBy(sent)
  let duplicates = stored.filter((record) => !sentByKey.has(record.key)).length
  let missing = 0
  let lostLines = 0
  let extraLines = 0
  let wrongIds = 0
  for (const [key, records] of sentByKey) {
    const found = byKey.get(key) ?? []
    duplicates += Math.max(0, found.length - 1)
    const first = found[0]
    if (!first) missing += 1
    const storedLines = first?.lines ?? []
    const closest = records
      .map((record) => ({ lost: notIn(record.lines, storedLines), extra: notIn(storedLines, record.lines) }))
      .sort((a, b) => a.lost + a.extra - (b.lost + b.extra))[0]!
    lostLines += closest.lost
    extraLines += closest.extra
    for (const record of records) {
      if (
        first
          ? record.result.outcome === 'placed' && record.answeredId !== first.id
          : record.answeredId !== null
      )
        wrongIds += 1
    }
  }
  const attempts = sent.reduce((sum, record) => sum + record.result.attempts, 0)
  return {
    sent: sentByKey.size,
    sends: sent.length,
    placed: sent.filter((record) => record.result.outcome === 'placed').length,
    refused: sent.filter((record) => record.result.outcome === 'refused').length,
    gaveUp: sent.filter((record) => record.result.outcome === 'gave-up').length,
    stored: stored.length,
    duplicates,
    missing,
    lostLines,
    extraLines,
    wrongIds,
    attempts,
    retries: attempts - sent.length,
    settledMs: spread(sent.map((record) => record.result.settledAfterMs)),
    realMs: spread(sent.map((record) => record.result.settledAfterMs - record.result.backoffMs)),
  }
}

/** What breaks exactly-once in the tally: duplicates, missing records, lines lost or extra, wrong ids, sends refused or given up. */
export function exactlyOnceBreaks(tally: ExactlyOnceTally): number {
  return (
    tally.duplicates +
    tally.missing +
    tally.lostLines +
    tally.extraLines +
    tally.wrongIds +
    tally.refused +
    tally.gaveUp
  )
}

/** The time from the first attempt to the confirmed answer, in words. */
export function settledText(tally: ExactlyOnceTally): string {
  return (
    `first attempt to confirmed answer: median ${tally.settledMs.median} ms, p95 ${tally.settledMs.p95} ms ` +
    `on the phone's clock (the outbox's back-off counted, not slept), of which the network and server: ` +
    `median ${tally.realMs.median} ms, p95 ${tally.realMs.p95} ms`
  )
}

/** The run in one line: what the issue asks each run to print, then the retries and the times. */
export function tallyLine(tally: ExactlyOnceTally, faults: string): string {
  return (
    `${tally.sent} submissions sent, ${tally.stored} orders stored, ${tally.duplicates} duplicates, ` +
    `${tally.lostLines} lost lines (${tally.missing} missing, ${tally.extraLines} extra lines, ` +
    `${tally.wrongIds} wrong ids, ${tally.refused} refused, ${tally.gaveUp} given up); ` +
    `${tally.retries} retries (${tally.attempts} attempts); ${settledText(tally)}; ${faults}`
  )
}
