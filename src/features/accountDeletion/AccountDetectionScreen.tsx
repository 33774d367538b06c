import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useApp } from '../../app/appContext'
import { forgetCalls } from '../../data/calls'
import { clearLogin } from '../../db/login'
import { useSession } from '../../db/session'
import { encodeArg } from '../../domain/args'
import { PageHeader } from '../../ui/PageHeader'
import { showToast } from '../../ui/toasts'
import { usePageTitle } from '../../ui/usePageTitle'
import { MEMBER_CALLS } from '../account/useMemberOverview'
import { MemberGate } from '../login/MemberGate'
import { ConfirmDeletionDialog } from './ConfirmDeletionDialog'
import { LossSummary } from './LossSummary'
import { argOf, type DeletionContext } from './loadDeletionContext'
import { useAccountLoss } from './useAccountLoss'
import '../account/account.css'
import './accountDeletion.css'

type Props = { context: DeletionContext; reason: string }

/** /accountDetection: what the member would lose, then the final confirmation and the deletion. */
export function AccountDetectionScreen({ context, reason }: Props) {
  const { t } = useLingui()
  const { records } = useApp()
  const router = useRouter()
  // Once deleted the screen stops being a member screen, so the guest prompt does not flash up.
  const [deleted, setDeleted] = useState(false)
  usePageTitle(t`Delete account`)

  async function afterDeletion() {
    setDeleted(true)
    try {
      await clearLogin()
    } catch (error) {
      // The server has revoked every token, so the next call clears the session anyway.
      console.error('Could not clear the session after deleting the account', error)
    }
    forgetCalls(records, MEMBER_CALLS)
    showToast(t`Your account has been deleted.`)
    await router.navigate({
      to: '/brand/index/{-$arg}',
      params: { arg: encodeArg(argOf({ ...context, fromIndex: false })) },
      replace: true,
    })
  }

  return (
    <>
      <PageHeader title={t`Delete account`} />
      <div className="page deletion-page">
        {deleted ? (
          <p className="notice">
            <Trans>Your account has been deleted.</Trans>
          </p>
        ) : (
          <MemberGate
            intro={
              <h2 className="section-title">
                <Trans>Log in to delete your account</Trans>
              </h2>
            }
          >
            <Detection context={context} reason={reason} onDeleted={afterDeletion} />
          </MemberGate>
        )}
      </div>
    </>
  )
}

function Detection({ context, reason, onDeleted }: Props & { onDeleted: () => Promise<void> }) {
  const session = useSession()
  const [attempt, setAttempt] = useState(0)
  const [confirming, setConfirming] = useState(false)
  const loss = useAccountLoss(session.member?.id ?? 0, context.brandId, attempt)
  return (
    <>
      <LossSummary loss={loss} onRetry={() => setAttempt((n) => n + 1)} />
      {reason ? (
        <section className="card deletion-reason-shown" aria-labelledby="deletion-reason-title">
          <h2 id="deletion-reason-title" className="section-title">
            <Trans>Your reason for leaving</Trans>
          </h2>
          <p>{reason}</p>
        </section>
      ) : null}
      {/* Deleting waits for the figures: the member decides knowing what goes with the account. */}
      <button
        type="button"
        className="button button-danger button-block"
        disabled={loss.kind !== 'ok'}
        onClick={() => setConfirming(true)}
      >
        <Trans>Delete account</Trans>
      </button>
      <Link
        to="/brand/account/{-$arg}"
        params={{ arg: encodeArg(argOf(context)) }}
        className="button button-block"
      >
        <Trans>Keep my account</Trans>
      </Link>
      {confirming ? (
        <ConfirmDeletionDialog
          brandId={context.brandId}
          reason={reason}
          onCancel={() => setConfirming(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </>
  )
}
