import { createHash } from 'node:crypto'
import { canonicalJson } from '../../../src/domain/canonicalJson'
import type { OrderDetail } from '../../../src/domain/contract/order'
import { validationError } from '../../http/errors'
import { submissionKeyReusedError } from './orderErrors'

/**
 * What a submission key answers once it has placed an order (DESIGN §4 exactly-once): a repeat of
 * the same request gets that order; another member's key is refused without a word about its
 * order; a different request under the member's own key is refused, so a client bug surfaces
 * instead of silently answering an order the client did not send.
 */

/**
 * SHA-256 (hex) of the request as parsed (AddOrderParams: its defaults and transforms applied,
 * unknown fields dropped), as canonical JSON: the same order reads the same however its JSON was
 * written. Every field counts, expectedPrice too: a retry under the key sends exactly the body of
 * its first attempt (the PWA's outbox keeps it), and a price the client agreed to afresh is a new order.
 */
export function submissionFingerprint(input: object): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex')
}

/** The order a key already placed, as the answer to this request under the key (or its refusal). */
export function answerUnderKey(
  placed: { order: OrderDetail; fingerprint: string | null },
  memberId: number,
  fingerprint: string,
): OrderDetail {
  const { order } = placed
  // A key is never a way to read another member's order.
  if (order.memberId !== memberId) throw validationError('submissionKey', 'submissionKeyTaken')
  // Orders placed before fingerprints were kept answer any request under their key, as they did.
  if (placed.fingerprint !== null && placed.fingerprint !== fingerprint)
    throw submissionKeyReusedError(order.id)
  return order
}
