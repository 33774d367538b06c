import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Envelope } from '../../domain/envelope'
import { RetryNotice } from '../../ui/RetryNotice'
import { Spinner } from '../../ui/Spinner'

type Props = {
  /** The call's answer: undefined while it runs. */
  answer: Envelope<unknown> | undefined
  /** What is being read, while it is ("Loading…" when not said). */
  loading?: ReactNode
  /** Said when the call failed without a message of the server's. */
  failed: string
  onRetry: () => void
}

/**
 * A points screen's call that has no data to draw yet: a spinner while it runs, the server's message
 * (or `failed`) with Try again once it has failed.
 */
export function PointsPending({ answer, loading, failed, onRetry }: Props) {
  if (answer === undefined)
    return (
      <p className="points-loading" role="status">
        <Spinner size={20} /> {loading ?? <Trans>Loading…</Trans>}
      </p>
    )
  return (
    <RetryNotice
      role="alert"
      className="notice-warning"
      message={answer.errMsg || failed}
      onRetry={onRetry}
    />
  )
}
