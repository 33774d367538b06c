import { useLingui } from '@lingui/react/macro'
import type { RecordState } from '../../data/recordTypes'
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
