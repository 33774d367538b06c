import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { LazyUnreachableNotice } from '../shell/LazyUnreachableNotice'

/** Says the page shows saved data, or could not load (./UnreachableNotice), and offers to try again. */
export function OfflineNotice({ failed }: { failed: boolean }) {
  const router = useRouter()
  const retry = () => void router.invalidate()
  if (failed) return <LazyUnreachableNotice onRetry={retry} className="offline-notice" />
  return (
    <div className="notice offline-notice" role="status">
      <p>
        <Trans>You are offline. Showing the information saved on this device.</Trans>
      </p>
      <button type="button" className="button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
