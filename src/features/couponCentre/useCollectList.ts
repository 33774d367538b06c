import { useMemo, useRef, useState } from 'react'
import { getCollectList } from '../../api/couponCentre'
import type { AppContext } from '../../app/appContext'
import { callQuery, loadCall, type ShownAnswer, useAnswer } from '../../data/calls'
import { isLoggedIn, SIGNED_OUT, useSession } from '../../db/session'
import type { CollectGroup } from '../../domain/contract/couponCentre'
import { MEMBER_CALLS } from '../account/useMemberOverview'

export type CollectList = {
  /** The newest answer; while a fresher one loads (after a collect or a login), the one before. */
  answer: ShownAnswer<CollectGroup[]> | undefined
  /** The member's id, null for a guest: the counts are theirs. */
  memberId: number | null
  /** Asks again (after a collect, or "Try again"). */
  reload: () => void
}

/**
 * The centre's list as a call record: a member's (with what they hold; under MEMBER_CALLS, so
 * forgotten at logout like every member call) or a guest's (public).
 */
function collectListQuery(brandId: number, memberId: number | null, version: number) {
  const key =
    memberId === null
      ? `coupon-centre:${brandId}:${version}`
      : `${MEMBER_CALLS}${memberId}:${brandId}:collect:${version}`
  return callQuery(key, (api) => getCollectList(api, brandId))
}

/** Loader step: a guest's first render shows the coupons, not a spinner (the list comes with the route). */
export async function prepareCouponCentre(app: AppContext, brandId: number): Promise<void> {
  if (!isLoggedIn(app.mirror.session() ?? SIGNED_OUT))
    await loadCall(app.records, collectListQuery(brandId, null, 0))
}

/**
 * The centre's list for the screen. The previous answer stays shown while the next loads, so a
 * ticket being collected (and its message) stays on screen across the reload that follows a
 * collect or a login.
 */
export function useCollectList(brandId: number): CollectList {
  const session = useSession()
  const memberId = isLoggedIn(session) ? (session.member?.id ?? null) : null
  const [version, setVersion] = useState(0)
  const answer = useAnswer(
    useMemo(() => collectListQuery(brandId, memberId, version), [brandId, memberId, version]),
  )
  const last = useRef<ShownAnswer<CollectGroup[]> | undefined>(undefined)
  if (answer) last.current = answer
  return { answer: answer ?? last.current, memberId, reload: () => setVersion((n) => n + 1) }
}
