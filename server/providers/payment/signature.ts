import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed notifications (issue 13): HMAC-SHA256 with the shared secret over `timestamp + '.' +
 * rawBody`, hex, the timestamp in Unix seconds. A notification whose timestamp is more than
 * MAX_SKEW_SECONDS from the receiver's clock is refused, so a captured one cannot be replayed
 * later; within that window a replay is refused by the payment's own state (applied once).
 */

/** How far a notification's timestamp may be from now: 300 s. */
const MAX_SKEW_SECONDS = 300

/** The hex signature of a body sent at `timestamp` (Unix seconds). */
export function signBody(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

/** Why a signed body is refused, or null when it is the secret holder's and fresh. */
export function signatureRefusal(
  secret: string,
  timestampText: string | null,
  signature: string | null,
  rawBody: string,
  now: Date,
): 'signature' | 'stale' | null {
  if (!timestampText || !signature || !/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature))
    return 'signature'
  const timestamp = Number(timestampText)
  if (Math.abs(now.getTime() / 1000 - timestamp) > MAX_SKEW_SECONDS) return 'stale'
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature'
}
