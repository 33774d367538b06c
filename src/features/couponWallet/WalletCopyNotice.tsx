import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../domain/time'
import { RetryNotice } from '../../ui/RetryNotice'

/** Above wallet coupons shown from the device (the network could not be reached): how old, and Try again. */
export function WalletCopyNotice({ savedAt, onRetry }: { savedAt: number; onRetry: () => void }) {
  const { t } = useLingui()
  const when = formatDate(savedAt, 8)
  return (
    <RetryNotice
      role="status"
      className="offline-notice"
      message={t`You are offline: your coupons as saved on this device on ${when}. They may have changed since.`}
      onRetry={onRetry}
    />
  )
}
