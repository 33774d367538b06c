import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { InviteState } from '../../domain/contract/inviteState'

/**
 * Where the group order stands, in words for the host or a friend: open (add dishes), locked (the
 * host is checking out), placed (the host has its order), cancelled or expired (the link no longer
 * works). A friend's page learns a closed group order from the server's refusal, in its words.
 */
export function InviteStateNotice({
  state,
  viewer,
  closedMessage,
  orderLink,
}: {
  state: InviteState
  viewer: 'host' | 'friend' | 'unknown'
  closedMessage: string | null
  /** The arg of the host's order once placed. */
  orderLink: string | null
}) {
  if (closedMessage)
    return (
      <p className="notice notice-warning" role="alert">
        {closedMessage}
      </p>
    )
  switch (state) {
    case 'open':
      return viewer === 'friend' ? (
        <p className="notice" role="status">
          <Trans>Add your dishes. The host places one order for everyone.</Trans>
        </p>
      ) : null
    case 'locked':
      return (
        <p className="notice" role="status">
          {viewer === 'host' ? (
            <Trans>Friends cannot change their dishes while you check out.</Trans>
          ) : (
            <Trans>
              The host is checking out. Dishes can be changed again if the host unlocks the group order.
            </Trans>
          )}
        </p>
      )
    case 'ordered':
      return (
        <div className="notice" role="status">
          <p>
            <Trans>The group order has been placed.</Trans>
          </p>
          {orderLink ? (
            <Link to="/orderDetail/{-$arg}" params={{ arg: orderLink }} className="button button-primary">
              <Trans>View order</Trans>
            </Link>
          ) : null}
        </div>
      )
    case 'cancelled':
      return (
        <p className="notice notice-warning" role="alert">
          <Trans>This group order was cancelled.</Trans>
        </p>
      )
    case 'expired':
      return (
        <p className="notice notice-warning" role="alert">
          <Trans>This group order has expired.</Trans>
        </p>
      )
  }
}
