import { useEffect } from 'react'
import { getLossCoupons, getLossOrders, getLossPoints } from '../../api/accountDeletion'
import { useApp } from '../../app/appContext'
import { forgetCalls, useCall } from '../../data/calls'
import type { AccountLossSummary } from '../../domain/contract/member'
import type { Envelope } from '../../domain/envelope'
import { MEMBER_CALLS } from '../account/useMemberOverview'

export type AccountLoss =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string | undefined }
  | { kind: 'ok'; summary: AccountLossSummary }

/** Combines the three answers: loading until all arrive, failed when any failed. */
function lossOf(
  points: Envelope<{ points: string }> | undefined,
  coupons: Envelope<{ coupons: number }> | undefined,
  orders: Envelope<{ orders: number }> | undefined,
): AccountLoss {
  const answers = [points, coupons, orders]
  const failed = answers.find((answer) => answer !== undefined && (!answer.success || !answer.data))
  if (failed) return { kind: 'failed', message: failed.errMsg }
  if (!points?.data || !coupons?.data || !orders?.data) return { kind: 'loading' }
  return {
    kind: 'ok',
    summary: { points: points.data.points, coupons: coupons.data.coupons, orders: orders.data.orders },
  }
}

/**
 * What deletion would take from the member in the brand, asked in parallel. A new attempt asks
 * again; the answers are forgotten when the screen closes so the next visit shows fresh figures.
 */
export function useAccountLoss(memberId: number, brandId: number, attempt: number): AccountLoss {
  const scope = `${MEMBER_CALLS}${memberId}:${brandId}:loss:`
  const { records } = useApp()
  useEffect(() => () => forgetCalls(records, scope), [records, scope])
  return lossOf(
    useCall(`${scope}points:${attempt}`, (api) => getLossPoints(api, brandId)),
    useCall(`${scope}coupons:${attempt}`, (api) => getLossCoupons(api, brandId)),
    useCall(`${scope}orders:${attempt}`, (api) => getLossOrders(api, brandId)),
  )
}
