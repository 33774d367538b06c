import { RetryNotice } from '../../ui/RetryNotice'

/** A visible offline state (no error text, SPEC §8): what is shown instead, and "Try again". */
export function OfflineStatus({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryNotice role="status" className="offline-notice atlas-offline" message={message} onRetry={onRetry} />
  )
}
