/**
 * A coupon gift link (/sendSingle, member-web/coupon/send…): how long it lasts and what a friend who
 * opens it is told. Used by the server (expiry) and the PWA (the link's state in words).
 */

const DAY_MS = 24 * 60 * 60_000

/** A link lasts this many days, never past the coupon's own end. */
const GIFT_LINK_DAYS = 7

/** When a link made `now` for a coupon valid until `validUntil` stops working. */
export function giftExpiry(now: Date, validUntil: Date): Date {
  const byDays = new Date(now.getTime() + GIFT_LINK_DAYS * DAY_MS)
  return validUntil < byDays ? validUntil : byDays
}

/** A link's state as the friend and the giver see it. */
export type GiftState = 'open' | 'claimed' | 'cancelled' | 'expired'

/** The state of a stored link at `now`: an open link past its expiry reads as expired. */
export function giftState(status: string, expiresAt: Date, now: Date): GiftState {
  if (status === 'open') return expiresAt > now ? 'open' : 'expired'
  if (status === 'claimed' || status === 'cancelled') return status
  return 'expired'
}
