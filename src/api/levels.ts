import type { BuyLevelInput, LevelEquity } from '../domain/contract/levels'
import type { OrderDetail } from '../domain/contract/order'
import type { ApiClient, ApiEnvelope } from './client'

/** The membership level calls (issue 39; docs/api.md "Membership levels"). */

/** GET restaurant/member/getMemberTypeEquity — the brand's levels, what each gives and costs. */
export function getLevelEquity(api: ApiClient, brandId: number): Promise<ApiEnvelope<LevelEquity[]>> {
  return api.get('restaurant/member/getMemberTypeEquity', { brandId })
}

/**
 * POST order/addBuyMemberLevelOrder — an order for one term of a level, to pay on the pay screen;
 * the same submission key answers the same order, so a retry after a lost answer buys once.
 */
export function buyMemberLevel(api: ApiClient, input: BuyLevelInput): Promise<ApiEnvelope<OrderDetail>> {
  return api.post('order/addBuyMemberLevelOrder', input, { json: true })
}
