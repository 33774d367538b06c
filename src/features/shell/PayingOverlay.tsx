import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Spinner } from '../../ui/Spinner'
import './payingOverlay.css'

/** Full-screen cover while a payment is being confirmed (shown on any URL with /pay/). */
export function PayingOverlay() {
  const labelId = useId()
  return (
    <div
      className="paying-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelId}
      aria-busy="true"
    >
      <Spinner size={40} />
      <p id={labelId} className="paying-overlay-text">
        <Trans>Paying…</Trans>
      </p>
      <p className="paying-overlay-hint">
        <Trans>Please do not close this page until the payment is confirmed.</Trans>
      </p>
    </div>
  )
}
