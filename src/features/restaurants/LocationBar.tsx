import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner } from '../../ui/Spinner'
import type { usePosition } from './usePosition'

/** "Use my location" with what came of it: distances shown, or one of the five location errors. */
export function LocationBar({ position }: { position: ReturnType<typeof usePosition> }) {
  const { t } = useLingui()
  const status = position.error ?? (position.position ? t`Distances are measured from your location.` : '')
  return (
    <div className="atlas-location">
      <button
        type="button"
        className="button location-button"
        onClick={() => void position.locateMe()}
        disabled={position.locating}
      >
        {position.locating ? <Spinner size={16} /> : null}
        {position.position ? <Trans>Update my location</Trans> : <Trans>Use my location</Trans>}
      </button>
      <p className={`atlas-location-status${position.error ? ' atlas-location-error' : ''}`} role="status">
        {status}
      </p>
    </div>
  )
}
