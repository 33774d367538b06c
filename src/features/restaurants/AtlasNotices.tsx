import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../domain/time'
import { Spinner } from '../../ui/Spinner'
import type { AtlasResult } from './atlasRead'
import { OfflineStatus } from './OfflineStatus'

/**
 * The offline state of an atlas list (SPEC §8 shows no error for a failed lookup): the saved copy
 * and when it was saved, or that nothing is saved yet; with "Try again".
 */
export function AtlasOfflineNotice({ result, onRetry }: { result: AtlasResult; onRetry: () => void }) {
  const { t } = useLingui()
  const when = result.savedAt ? formatDate(result.savedAt, 5) : ''
  const message = result.savedAt
    ? t`You are offline. Showing the restaurants saved on this device at ${when}.`
    : t`You are offline. The restaurants will show when the connection is back.`
  return <OfflineStatus message={message} onRetry={onRetry} />
}

export function AtlasLoading() {
  return (
    <p className="muted atlas-loading" role="status">
      <Spinner size={20} /> <Trans>Loading restaurants…</Trans>
    </p>
  )
}
