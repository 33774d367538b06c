import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_MEMBER_ADDRESSES } from '../../domain/memberRules'
import { formatDate } from '../../domain/time'

/** Shown instead of the list when it could not be loaded and no offline copy exists. */
export function AddressesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice offline-notice" role="status">
      <p>
        <Trans>Network connection is unstable, please try again!</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

/** Above the offline copy: says what it is and when it was saved. */
export function OfflineCopyNotice({
  savedAt,
  onRetry,
}: {
  savedAt: number | undefined
  onRetry: () => void
}) {
  const { t } = useLingui()
  const when = savedAt ? formatDate(savedAt, 8) : ''
  return (
    <div className="notice offline-notice" role="status">
      <p>
        <strong>
          <Trans>Offline copy</Trans>
        </strong>{' '}
        {when
          ? t`These are the addresses saved on this device on ${when}; they could not be refreshed.`
          : t`These are the addresses saved on this device; they could not be refreshed.`}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

/** Why the change buttons are disabled; controls point at it with aria-describedby. */
export function OfflineChangesReason({ id }: { id: string }) {
  return (
    <p id={id} className="muted address-offline-reason">
      <Trans>You are offline. Adding, editing and deleting addresses needs a connection.</Trans>
    </p>
  )
}

/** At the cap (MAX_MEMBER_ADDRESSES): why Add is disabled; the Add control points at it. */
export function AddressLimitNotice({ id }: { id?: string }) {
  const max = MAX_MEMBER_ADDRESSES
  return (
    <p id={id} className="notice address-limit-notice" role={id ? 'status' : undefined}>
      <Trans>You have saved {max} addresses, the most you can keep. Delete one to add another.</Trans>
    </p>
  )
}

/** To a guest on the address screens: addresses belong to an account (not SPEC §6's order warning). */
export function AddressGuestNotice() {
  return (
    <p className="notice guest-warning">
      <Trans>
        Log in to see your delivery addresses and to add new ones. They are kept with your account.
      </Trans>
    </p>
  )
}
