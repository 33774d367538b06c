import { Trans } from '@lingui/react/macro'
import { Spinner } from '../../ui/Spinner'

/** Shown in the main area while a screen's data loads. */
export function PendingPage() {
  return (
    <p className="page-pending" role="status">
      <Spinner size={20} />
      <Trans>Loading…</Trans>
    </p>
  )
}
