import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'

/** Says the page shows saved data, or could not load, and offers to try again. */
export function OfflineNotice({ failed }: { failed: boolean }) {
  const router = useRouter()
  return (
    <div className="notice offline-notice" role="status">
      <p>
        {failed ? (
          <Trans>Network connection is unstable, please try again!</Trans>
        ) : (
          <Trans>You are offline. Showing the information saved on this device.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
