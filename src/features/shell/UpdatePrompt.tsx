import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** Banner offered when a new service worker is waiting; Reload switches to it. */
export function UpdatePrompt() {
  const [available, setAvailable] = useState(false)
  const [reloading, setReloading] = useState(false)
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let live = true
    // workbox-window stays out of the first-load bundle.
    void import('../../pwa/registerServiceWorker').then(({ onUpdateAvailable }) => {
      if (live) unsubscribe = onUpdateAvailable(() => setAvailable(true))
    })
    return () => {
      live = false
      unsubscribe?.()
    }
  }, [])
  if (!available) return null
  return (
    <section className="update-prompt" aria-live="polite">
      <p>
        <Trans>A new version is available</Trans>
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          void import('../../pwa/registerServiceWorker').then(({ applyUpdate }) => applyUpdate())
        }}
      >
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="link-button" onClick={() => setAvailable(false)}>
        <Trans>Later</Trans>
      </button>
    </section>
  )
}
