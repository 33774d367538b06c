import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isLoggedIn, useSession } from '../../db/session'
import { GuestWarning } from './GuestWarning'
import { useLoginSheet } from './useLoginSheet'

/** Shows its children to a member; a guest gets the SPEC §6 warning and a Log in button instead. */
export function MemberGate({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  const session = useSession()
  const login = useLoginSheet()
  if (isLoggedIn(session)) return <>{children}</>
  return (
    <section className="card member-gate">
      {intro}
      <GuestWarning />
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
