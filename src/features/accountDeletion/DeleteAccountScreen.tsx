import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { encodeArg } from '../../domain/args'
import { DELETION_REASON_MAX_CHARS } from '../../domain/memberRouteArgs'
import { type FieldError, fieldErrorProps } from '../../ui/fieldError'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { argOf, type DeletionContext } from './loadDeletionContext'
import '../login/login.css'
import '../account/account.css'
import './accountDeletion.css'

/** /logout: what deleting the account means, an optional reason and the acknowledgement. */
export function DeleteAccountScreen({ context }: { context: DeletionContext }) {
  const { t } = useLingui()
  usePageTitle(t`Delete account`)
  return (
    <>
      <PageHeader title={t`Delete account`} />
      <div className="page deletion-page">
        <MemberGate
          intro={
            <h2 className="section-title">
              <Trans>Log in to delete your account</Trans>
            </h2>
          }
        >
          <DeletionTerms />
          <DeletionForm context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function DeletionTerms() {
  return (
    <section className="card deletion-terms" aria-labelledby="deletion-terms-title">
      <h2 id="deletion-terms-title" className="section-title">
        <Trans>What deleting your account means</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your personal data is removed: phone number, name, email, birthday, avatar and saved addresses.
          </Trans>
        </li>
        <li>
          <Trans>Your points, coupons, membership levels and order history can no longer be used.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Deletion cannot be undone.</Trans>
          </strong>
        </li>
        <li>
          <Trans>
            Your phone number can register again later, but as a new member: nothing from this account comes
            back.
          </Trans>
        </li>
      </ul>
    </section>
  )
}

type Field = 'reason' | 'understood'

function DeletionForm({ context }: { context: DeletionContext }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const ids = { reason: useId(), count: useId(), understood: useId(), error: useId() }
  const [reason, setReason] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [error, setError] = useState<FieldError<Field>>(null)
  const { errorFor, invalid } = fieldErrorProps(error, ids.error)
  const max = DELETION_REASON_MAX_CHARS
  const length = reason.trim().length

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    // No maxLength on the field: a pasted long text stays whole so the user can shorten it.
    if (length > max) {
      return setError({ field: 'reason', message: t`The reason can have at most ${max} characters.` })
    }
    if (!understood) {
      return setError({
        field: 'understood',
        message: t`Please confirm that you understand what deleting your account means.`,
      })
    }
    setError(null)
    const trimmed = reason.trim()
    void navigate({
      to: '/accountDetection/{-$arg}',
      params: { arg: encodeArg(argOf(context)) },
      search: trimmed ? { reason: trimmed } : {},
    })
  }

  return (
    <form className="card member-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={ids.reason}>
          <Trans>Why are you leaving? (optional)</Trans>
        </label>
        <textarea
          id={ids.reason}
          className="deletion-reason"
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...invalid('reason')}
          aria-describedby={[ids.count, error?.field === 'reason' ? ids.error : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={ids.count} className={length > max ? 'field-count field-count-over' : 'field-count'}>
          <Trans>
            {length} of {max} characters
          </Trans>
        </p>
        {errorFor('reason')}
      </div>
      <div className="field login-agreement">
        <label htmlFor={ids.understood}>
          <input
            id={ids.understood}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            {...invalid('understood')}
          />
          <span>
            <Trans>I understand that my account and its data will be deleted and cannot be restored.</Trans>
          </span>
        </label>
        {errorFor('understood')}
      </div>
      <button type="submit" className="button button-primary button-block">
        <Trans>Next</Trans>
      </button>
    </form>
  )
}
