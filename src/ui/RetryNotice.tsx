import { Trans } from '@lingui/react/macro'

type RetryNoticeProps = {
  message: string
  onRetry: () => void
  /** `status` for a state the page still works in (offline copy), `alert` for a failure. */
  role: 'status' | 'alert'
  className: string
}

/** A message with "Try again": what went wrong loading something, and the way to ask again. */
export function RetryNotice({ message, onRetry, role, className }: RetryNoticeProps) {
  return (
    <div className={`notice ${className}`} role={role}>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
