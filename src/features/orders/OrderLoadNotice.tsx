import { useLingui } from '@lingui/react/macro'
import type { RecordState } from '../../data/recordTypes'
import { formatDate } from '../../domain/time'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'
import type { ShownOrder } from './orderCalls'

/** What a screen of one order shows until the order is there: loading, or why not with Try again. */
export function OrderLoadNotice({ state }: { state: Exclude<RecordState<ShownOrder>, { status: 'ready' }> }) {
  const { t } = useLingui()
  if (state.status === 'loading')
    return (
      <p className="orders-loading" role="status">
        <Spinner size={20} /> {t`Loading the order…`}
      </p>
    )
  return (
    <RetryNotice
      role="alert"
      className="notice-warning"
      message={state.failure.errMsg || t`The order could not be loaded.`}
      onRetry={state.retry}
    />
  )
}

/**
 * Above an order or a list page shown from the device (the network could not be reached): what it
 * is, how old, and Try again.
 */
export function OrderCopyNotice({ savedAt, onRetry }: { savedAt: number; onRetry: () => void }) {
  const { t } = useLingui()
  const when = formatDate(savedAt, 8)
  return (
    <RetryNotice
      role="status"
      className="offline-notice"
      message={t`Saved on this device on ${when}: it could not be refreshed, so it may have changed since.`}
      onRetry={onRetry}
    />
  )
}
