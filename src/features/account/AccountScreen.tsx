import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { revokeLogin } from '../../api/member'
import { useApp } from '../../app/appContext'
import { forgetCalls } from '../../data/calls'
import { clearLogin, saveLogin } from '../../db/login'
import { isLoggedIn, useSession } from '../../db/session'
import { encodeArg } from '../../domain/args'
import type { MemberInfo } from '../../domain/contract/member'
import { usePageTitle } from '../../ui/usePageTitle'
import { BrandHeader } from '../brand/BrandHeader'
import { MembershipLevels } from '../levels/MembershipLevels'
import { MemberGate } from '../login/MemberGate'
import { useOnline } from '../shell/useOnline'
import { AccountLinks } from './AccountLinks'
import { JoinBrandCard } from './JoinBrandCard'
import { MemberSummary } from './MemberSummary'
import { ProfileForm } from './ProfileForm'
import { StampCards } from './StampCards'
import { MEMBER_CALLS, useMemberOverview } from './useMemberOverview'
import './account.css'

export type AccountContext = { brandId: number; restaurantId: number; fromIndex: boolean }

/** /brand/account: the member's summary, stamp cards, profile form, addresses and Log out; guests are asked to log in. */
export function AccountScreen({ context }: { context: AccountContext }) {
  const { t } = useLingui()
  usePageTitle(t`Account`)
  return (
    <>
      <BrandHeader name={t`Account`} logo={undefined} />
      <div className="page account-page">
        <MemberGate
          intro={
            <h2 className="section-title">
              <Trans>Log in to see your points, coupons and addresses</Trans>
            </h2>
          }
        >
          <MemberArea context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function MemberArea({ context }: { context: AccountContext }) {
  const { records } = useApp()
  const session = useSession()
  const [version, setVersion] = useState(0)
  const [joins, setJoins] = useState(0)
  const member = session.member as MemberInfo | null
  const online = useOnline()
  const overview = useMemberOverview(member?.id ?? 0, context.brandId, {
    profile: version,
    membership: joins,
  })

  // The server's copy of the member replaces the stored one once it arrives.
  const fresh = overview.info?.success ? overview.info.data : undefined
  const saved = useRef<MemberInfo | null>(null)
  useEffect(() => {
    if (!fresh || saved.current === fresh || !session.token || !isLoggedIn(session)) return
    saved.current = fresh
    void saveLogin(fresh, session.token)
  }, [fresh, session])

  if (!member) return null
  const shown = { ...member, ...fresh }
  const arg = encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0])
  // Two columns on a desktop (account.css); on a phone the columns are not boxes.
  return (
    <>
      {online ? null : (
        <p className="notice offline-notice account-offline" role="status">
          <Trans>
            You are offline. Your level, points, coupons and wallet show again once you are back online, and
            your details can be saved then.
          </Trans>
        </p>
      )}
      <div className="account-column">
        <MemberSummary member={shown} overview={overview} />
        {overview.points?.success && overview.points.data?.joined === false ? (
          <JoinBrandCard member={shown} brandId={context.brandId} onJoined={() => setJoins((n) => n + 1)} />
        ) : null}
        <StampCards overview={overview} />
        <AccountLinks arg={arg} brandId={context.brandId} overview={overview} />
        {overview.points?.success && overview.points.data?.joined ? (
          <MembershipLevels context={context} standing={overview.points} callScope={overview.standing} />
        ) : null}
      </div>
      <div className="account-column">
        <ProfileForm
          key={shown.id}
          member={shown}
          onSaved={(next) => {
            if (session.token) void saveLogin({ ...shown, ...next }, session.token)
            forgetCalls(records, `${MEMBER_CALLS}${shown.id}:${context.brandId}:info`)
            setVersion((n) => n + 1)
          }}
        />
        <LogoutButton />
      </div>
    </>
  )
}

function LogoutButton() {
  const { api, records } = useApp()
  const [busy, setBusy] = useState(false)
  async function logOut() {
    setBusy(true)
    // The token is revoked on the server; the device forgets the member even when that fails.
    await revokeLogin(api)
    await clearLogin()
    forgetCalls(records, MEMBER_CALLS)
    setBusy(false)
  }
  return (
    <button type="button" className="button button-block logout-button" onClick={logOut} disabled={busy}>
      <Trans>Log out</Trans>
    </button>
  )
}
