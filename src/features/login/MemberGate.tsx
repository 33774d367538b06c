import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isLoggedIn, useSession } from '../../db/session'
import { GuestWarning } from './GuestWarning'
import { useLoginSheet } from './useLoginSheet'

/**
 * Shows its children to a member; a guest gets the SPEC §6 warning (about order details) and a Log
 * in button instead, or `guestNotice` where the screen keeps something else (addresses).
 */
export function MemberGate({
  children,
  intro,
  guestNotice,
}: {
  children: ReactNode
  intro?: ReactNode
  guestNotice?: ReactNode
}) {
  const session = useSession()
  const login = useLoginSheet()
  if (isLoggedIn(session)) return <>{children}</>
  return (
    <section className="card member-gate">
      {intro}
      {guestNotice ?? <GuestWarning />}
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => void login.requireLogin()}
      >
        <Trans>Log in</Trans>
      </button>
      {login.sheet}
    </section>
  )
}
