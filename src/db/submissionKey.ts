/**
 * Submission keys (DESIGN §4 exactly-once): the order outbox's (src/db/orderOutbox.ts) and any
 * other one-time purchase's. Pure besides the platform's crypto, so a screen can mint one without
 * the device database's code (Dexie).
 */

const KEY_RANDOM_CHARS = 10
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A new submission key (SPEC §5: random text, a slice of an id, a timestamp), e.g.
 * `q3ZlT0aPxw-5f1c9a2e-1764000000000`: unguessable and unique per order.
 */
export function mintSubmissionKey(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_RANDOM_CHARS))
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  const idSlice = crypto.randomUUID().replace(/-/g, '').slice(0, 8)
  return `${random}-${idSlice}-${now}`
}
