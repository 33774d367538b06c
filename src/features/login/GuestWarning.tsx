import './login.css'
import { Trans } from '@lingui/react/macro'

/** SPEC §6: guests are told that their order details do not outlive the page. */
export function GuestWarning() {
  return (
    <p className="notice guest-warning">
      <Trans>
        You are browsing as a guest. Your order details will be lost when this page is closed. Log in to keep
        them.
      </Trans>
    </p>
  )
}
