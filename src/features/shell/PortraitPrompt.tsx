import { Trans } from '@lingui/react/macro'

/** Asks to hold a phone or tablet upright; shown by CSS only in landscape on touch screens. */
export function PortraitPrompt() {
  return (
    <div className="portrait-prompt">
      <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <rect x="14" y="4" width="20" height="36" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 30a16 16 0 0 0 12 14m-4 0h4v-4" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p>
        <Trans>Please turn your device upright. This page works best in portrait mode.</Trans>
      </p>
    </div>
  )
}
