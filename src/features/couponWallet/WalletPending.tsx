import type { RecordState } from '../../data/recordTypes'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'

type Props = {
  /** The read, not ready yet. */
  state: Exclude<RecordState<unknown>, { status: 'ready' }>
  /** What is being read, while it is. */
  loading: string
  /** Said when the read failed without a message of the server's. */
  failed: string
}

/** A wallet read with nothing to show yet: a spinner while it loads, its failure with Try again. */
export function WalletPending({ state, loading, failed }: Props) {
  if (state.status === 'loading')
    return (
      <p className="wallet-loading" role="status">
        <Spinner size={20} /> {loading}
      </p>
    )
  return (
    <RetryNotice
      role="alert"
      className="notice-warning"
      message={state.failure.errMsg || failed}
      onRetry={state.retry}
    />
  )
}
