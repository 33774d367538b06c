import type { AccountLossSummary } from '../domain/contract/member'
import type { ApiClient, ApiEnvelope } from './client'

/**
 * Account deletion calls (SPEC §7 "Account logout", docs/api.md "Account deletion"); each resolves
 * to an envelope and never throws. SPEC's path member/accountLogOut/… lives in the member service.
 */
const BASE = 'member/member/accountLogOut'

/** GET getMemberAccountTotalPoints — the points the member would lose in the brand. */
export function getLossPoints(
  api: ApiClient,
  brandId: number,
): Promise<ApiEnvelope<Pick<AccountLossSummary, 'points'>>> {
  return api.get(`${BASE}/getMemberAccountTotalPoints`, { brandId })
}

/** GET getMemberAccountCoupons — the coupons the member would lose. */
export function getLossCoupons(
  api: ApiClient,
  brandId: number,
): Promise<ApiEnvelope<Pick<AccountLossSummary, 'coupons'>>> {
  return api.get(`${BASE}/getMemberAccountCoupons`, { brandId })
}

/** GET getMemberAccountOrders — the orders whose history the member would lose. */
export function getLossOrders(
  api: ApiClient,
  brandId: number,
): Promise<ApiEnvelope<Pick<AccountLossSummary, 'orders'>>> {
  return api.get(`${BASE}/getMemberAccountOrders`, { brandId })
}

/** POST saveAccountLogOutTo (JSON) — deletes the account; `data: true` on success. */
export function saveAccountLogOut(
  api: ApiClient,
  request: {
    brandId: number
    reason: string
  },
): Promise<ApiEnvelope<boolean>> {
  return api.post(`${BASE}/saveAccountLogOutTo`, request, { json: true })
}
