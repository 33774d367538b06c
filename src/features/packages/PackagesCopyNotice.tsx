import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../domain/time'
import { RetryNotice } from '../../ui/RetryNotice'

/** Above the member's packages shown from the device (the network could not be reached): how old, and Try again. */
export function PackagesCopyNotice({ savedAt, onRetry }: { savedAt: number; onRetry: () => void }) {
  const { t } = useLingui()
  const when = formatDate(savedAt, 8)
  return (
    <RetryNotice
      role="status"
      className="packages-copy-notice"
      message={t`You are offline: your packages as saved on this device on ${when}. Vouchers used since are not shown.`}
      onRetry={onRetry}
    />
  )
}
