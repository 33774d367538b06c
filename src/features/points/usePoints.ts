import { useLingui } from '@lingui/react/macro'
import { getExchangeItems, getPointDetails } from '../../api/points'
import { useApp } from '../../app/appContext'
import { forgetCalls, useCall } from '../../data/calls'
import { useSession } from '../../db/session'
import { POINT_PAGE_SIZE } from '../../domain/contract/points'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { MEMBER_CALLS } from '../account/useMemberOverview'
import { useBrand } from '../brand/BrandContext'

/** The key prefix of the member's calls in the brand: the account's figures share it, so both are forgotten together. */
function memberScope(memberId: number, brandId: number): string {
  return `${MEMBER_CALLS}${memberId}:${brandId}:`
}

/** The brand's name for its points ("Kong Kee Points"), or "Points". */
export function usePointsName(): string {
  const { t } = useLingui()
  const locale = useLocale()
  const { memberSetting } = useBrand()
  return (memberSetting && localized(memberSetting, 'pointsName', locale)) || t`Points`
}

function useMemberId(): number {
  return (useSession().member as { id: number } | null)?.id ?? 0
}

/** One page of the member's history in the brand. */
export function useHistoryPage(brandId: number, pageIndex: number) {
  const memberId = useMemberId()
  return useCall(`${memberScope(memberId, brandId)}points:history:${pageIndex}`, (api) =>
    getPointDetails(api, brandId, pageIndex, POINT_PAGE_SIZE),
  )
}

/** The brand's exchange items and the member's balance. */
export function useExchangeItems(brandId: number) {
  const memberId = useMemberId()
  return useCall(`${memberScope(memberId, brandId)}points:items`, (api) => getExchangeItems(api, brandId))
}

/** Forgets the member's answers in the brand after a change of points (the history, items, the account's figures). */
export function useForgetPoints(brandId: number): () => void {
  const { records } = useApp()
  const memberId = useMemberId()
  return () => forgetCalls(records, memberScope(memberId, brandId))
}
