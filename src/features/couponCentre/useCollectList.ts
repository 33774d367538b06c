import { useRef, useState } from 'react'
import { getCollectList } from '../../api/couponCentre'
import { type ShownAnswer, useCall } from '../../data/calls'
import { isLoggedIn, useSession } from '../../db/session'
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
 * The centre's list: a member's (with what they hold; forgotten at logout like every member call) or
 * a guest's. The previous answer stays shown while the next loads, so a ticket being collected (and
 * its message) stays on screen across the reload that follows a collect or a login.
 */
export function useCollectList(brandId: number): CollectList {
  const session = useSession()
  const memberId = isLoggedIn(session) ? (session.member?.id ?? null) : null
  const [version, setVersion] = useState(0)
  const key =
    memberId === null
      ? `coupon-centre:${brandId}:${version}`
      : `${MEMBER_CALLS}${memberId}:${brandId}:collect:${version}`
  const answer = useCall(key, (api) => getCollectList(api, brandId))
  const last = useRef<ShownAnswer<CollectGroup[]> | undefined>(undefined)
  if (answer) last.current = answer
  return { answer: answer ?? last.current, memberId, reload: () => setVersion((n) => n + 1) }
}
