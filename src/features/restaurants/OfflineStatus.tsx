import { Trans } from '@lingui/react/macro'

/** A visible offline state (no error text, SPEC §8): what is shown instead, and "Try again". */
export function OfflineStatus({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="notice offline-notice atlas-offline" role="status">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
