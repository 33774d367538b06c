import type { StampCardList } from '../domain/contract/stamps'
import type { ApiClient, ApiEnvelope } from './client'

/** GET member-web/stampCard/list — the brand's stamp cards with the member's stamps (docs/api.md "Stamp cards"). */
export function getStampCards(api: ApiClient, brandId: number): Promise<ApiEnvelope<StampCardList>> {
  return api.get('member-web/stampCard/list', { brandId })
}
