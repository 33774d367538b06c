import type { ExchangeItems, PointDetails, PointExchangeResult } from '../domain/contract/points'
import type { ApiClient, ApiEnvelope } from './client'

/** The points calls (docs/api.md "Points"); every function resolves to an envelope and never throws. */

/** POST member/pointDetails — a page of the member's entries in the brand, newest first. */
export function getPointDetails(
  api: ApiClient,
  brandId: number,
  pageIndex: number,
  pageSize: number,
): Promise<ApiEnvelope<PointDetails>> {
  return api.post('member/member/pointDetails', { brandId, pageIndex, pageSize })
}

/** POST memberPoints/getExchangeItems — the brand's items and the member's balance. */
export function getExchangeItems(api: ApiClient, brandId: number): Promise<ApiEnvelope<ExchangeItems>> {
  return api.post('member/memberPoints/getExchangeItems', { brandId })
}

/** POST memberPoints/exchange — one of the item for its cost. */
export function exchangeItem(
  api: ApiClient,
  brandId: number,
  itemId: number,
): Promise<ApiEnvelope<PointExchangeResult>> {
  return api.post('member/memberPoints/exchange', { brandId, itemId })
}

/** POST memberPoints/getExchange — one of the member's exchanges. */
export function getExchange(
  api: ApiClient,
  brandId: number,
  exchangeId: number,
): Promise<ApiEnvelope<PointExchangeResult>> {
  return api.post('member/memberPoints/getExchange', { brandId, exchangeId })
}
