import type { InviteStartInput, InviteView } from '../domain/contract/invite'
import { TABLE_CART_WAIT_MS } from '../domain/table/tableSession'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The group order calls (docs/api.md "Invites"): the host starts, reads, locks, unlocks and cancels;
 * anyone with the code reads. The changes go through src/features/invite/inviteChannel.ts, the
 * host's order through the order outbox (src/sync/orderSync.ts), as every order does. Every function resolves to an envelope and never throws.
 */

/** POST order/invite/start 🔒: a new group order of the host at a restaurant. */
export function startInvite(api: ApiClient, input: InviteStartInput): Promise<ApiEnvelope<InviteView>> {
  return api.request({ method: 'POST', path: 'order/invite/start', body: input, json: true })
}

type ReadParams = { code: string; guestKey?: string; after?: number }

/** GET order/invite (a friend's) or order/invite/host 🔒: with `after`, once its version is another. */
export function readInvite(
  api: ApiClient,
  params: ReadParams,
  as: 'friend' | 'host',
): Promise<ApiEnvelope<InviteView>> {
  return api.request(
    {
      method: 'GET',
      path: as === 'host' ? 'order/invite/host' : 'order/invite',
      params,
      // The server answers a waiting read within TABLE_CART_WAIT_MS; a little longer covers the trip.
      timeoutMs: TABLE_CART_WAIT_MS + 10_000,
    },
    { notify: false },
  )
}

/** POST order/invite/lock, unlock or cancel 🔒: the host's moves. */
export function moveInvite(
  api: ApiClient,
  move: 'lock' | 'unlock' | 'cancel',
  code: string,
): Promise<ApiEnvelope<InviteView>> {
  return api.request({ method: 'POST', path: `order/invite/${move}`, body: { code }, json: true })
}
