/**
 * A group order's state as answered (./invite.ts): `expired` once its business day has ended while
 * it was open or locked. Its own module: the device records (src/domain/deviceRecords.ts) name it
 * without loading the invite's calls.
 */
export const INVITE_STATES = ['open', 'locked', 'ordered', 'cancelled', 'expired'] as const
export type InviteState = (typeof INVITE_STATES)[number]
