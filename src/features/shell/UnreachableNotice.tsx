import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { RetryNotice } from '../../ui/RetryNotice'
import { useOnline } from './useOnline'

/**
 * A page whose data could not be fetched and has no copy on the device. Offline, it says so and that
 * the page is not saved yet, and loads again by itself once the browser is back online; online (the
 * server did not answer), SPEC §8's message. Both with "Try again".
 */
export function UnreachableNotice({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  const { t } = useLingui()
  const online = useOnline()
  useRetryWhenOnline(onRetry)
  const message = online
    ? t`Network connection is unstable, please try again!`
    : t`You are offline, and this page is not saved on this device yet. It will open when you are back online.`
  return (
    <RetryNotice
      role="alert"
      className={`unreachable-notice ${className}`}
      message={message}
      onRetry={onRetry}
    />
  )
}

/** Calls the latest `retry` each time the browser comes back online. */
function useRetryWhenOnline(retry: () => void): void {
  const latest = useRef(retry)
  useEffect(() => {
    latest.current = retry
  }, [retry])
  useEffect(() => {
    const onOnline = () => latest.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [])
}
