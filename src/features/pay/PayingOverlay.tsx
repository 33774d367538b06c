import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { Spinner } from '../../ui/Spinner'
import type { PayWaitShown } from './payWaitStore'
import './payingOverlay.css'

/**
 * Full-screen cover while a payment is confirmed (SPEC §2, §4 "Pay-waiting overlay"): the wait,
 * Cancel where the payment type allows it, and a word when the server is not answering. Focus
 * moves in when it opens; the app shell makes everything beneath inert.
 */
export function PayingOverlay({ shown }: { shown: PayWaitShown }) {
  const labelId = useId()
  const hintId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    ref.current?.focus()
  }, [])
  useEffect(() => {
    if (shown.cancelButton) cancelRef.current?.focus()
  }, [shown.cancelButton])

  return (
    <div
      ref={ref}
      className="paying-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      aria-busy="true"
      tabIndex={-1}
    >
      <Spinner size={40} />
      <p id={labelId} className="paying-overlay-text">
        <Trans>Paying…</Trans>
      </p>
      <p id={hintId} className="paying-overlay-hint">
        <Trans>Please do not close this page until the payment is confirmed.</Trans>
      </p>
      {shown.unreachable ? (
        <p className="paying-overlay-hint" role="status">
          <Trans>Network connection is unstable. We keep checking the payment.</Trans>
        </p>
      ) : null}
      {shown.cancelButton ? (
        <button
          ref={cancelRef}
          type="button"
          className="button paying-overlay-cancel"
          disabled={shown.cancelBusy}
          onClick={shown.onCancel}
        >
          {shown.cancelBusy ? <Trans>Cancelling…</Trans> : <Trans>Cancel payment</Trans>}
        </button>
      ) : null}
    </div>
  )
}
