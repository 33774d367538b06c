import type { CounterPlace } from '../domain/contract/counter'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * The counter-code calls (docs/api.md "Counter codes"): what a take-out or self-service code opens
 * (the menu itself reads the restaurant's state, as for any pick-up menu). Orders placed with a code go through the order outbox
 * (src/sync/orderSync.ts placePathOf). Every function resolves to an envelope and never throws.
 */

/** POST restaurant/takeOutScan/takeOutAddressAndRest: the take-out code's restaurant and pick-up menu. */
export function takeOutPlace(api: ApiClient, code: string): Promise<ApiEnvelope<CounterPlace>> {
  return api.request(
    { method: 'POST', path: 'restaurant/takeOutScan/takeOutAddressAndRest', body: { code } },
    { notify: false },
  )
}

/** GET restaurant/public/exclusive/selfServiceCode: the self-service code's restaurant and pick-up menu. */
export function selfServicePlace(api: ApiClient, code: string): Promise<ApiEnvelope<CounterPlace>> {
  return api.request(
    { method: 'GET', path: 'restaurant/public/exclusive/selfServiceCode', params: { code } },
    { notify: false },
  )
}
