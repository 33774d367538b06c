import { Trans } from '@lingui/react/macro'

export type StorageProblem = 'blocked' | 'quota' | 'unavailable'

/** Shown instead of the app when IndexedDB cannot be used, so the page is never blank. */
export function StorageErrorScreen({ reason }: { reason: StorageProblem }) {
  return (
    <main className="storage-error">
      <h1 className="page-title">
        <Trans>The app cannot save data on this device</Trans>
      </h1>
      <p>
        {reason === 'quota' ? (
          <Trans>Your device storage is full. Free up some space, then reload the page.</Trans>
        ) : reason === 'blocked' ? (
          <Trans>
            The app is open in another tab with an older version. Close its other tabs, then reload this page.
          </Trans>
        ) : (
          <Trans>
            This browser does not let the app store data, which can happen in private browsing. Open the page
            in a normal window or another browser.
          </Trans>
        )}
      </p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </main>
  )
}
