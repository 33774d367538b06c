import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatAddress } from '../../domain/address'
import type { MemberAddress } from '../../domain/contract/member'
import { useLocale } from '../../i18n/useLocale'

type AddressCardProps = {
  address: MemberAddress
  /** Arg of /addressAdd for the Edit link; ignored when `onEdit` is given. */
  editArg: string
  busy: boolean
  /** Changes need the server: when set, the change buttons are disabled and described by this id. */
  offlineReasonId?: string | undefined
  onSetDefault: () => void
  onDelete: () => void
  /** Edit in place (the desktop list's side panel) instead of going to /addressAdd. */
  onEdit?: () => void
  /** The address open in that panel. */
  editing?: boolean
  /** When choosing an address for an order: the card's main button. */
  onChoose?: () => void
}

/** One saved address with its actions. */
export function AddressCard(props: AddressCardProps) {
  const { address, busy, offlineReasonId, onChoose } = props
  const { t } = useLingui()
  const place = formatAddress(address, useLocale())
  const blocked = busy || offlineReasonId !== undefined
  const body = (
    <>
      <span className="address-place">{place}</span>
      <span className="muted">
        {address.receiver}
        {address.sex === 1 ? ` ${t`Mr.`}` : address.sex === 2 ? ` ${t`Ms.`}` : ''} · {address.phone}
      </span>
    </>
  )
  return (
    <li className="card address-card" aria-current={props.editing ? 'true' : undefined}>
      {address.isdefault === 1 ? (
        <span className="address-default">
          <Trans>Default</Trans>
        </span>
      ) : null}
      {onChoose ? (
        <button type="button" className="address-body address-choose" onClick={onChoose}>
          {body}
        </button>
      ) : (
        <div className="address-body">{body}</div>
      )}
      <div className="address-actions">
        {address.isdefault === 1 ? null : (
          <button
            type="button"
            className="link-button"
            onClick={props.onSetDefault}
            disabled={blocked}
            aria-describedby={offlineReasonId}
          >
            <Trans>Set as default</Trans>
          </button>
        )}
        {props.onEdit || offlineReasonId ? (
          <button
            type="button"
            className="link-button"
            onClick={props.onEdit}
            disabled={offlineReasonId !== undefined}
            aria-describedby={offlineReasonId}
          >
            <Trans>Edit</Trans>
          </button>
        ) : (
          <Link to="/addressAdd/{-$arg}" params={{ arg: props.editArg }} className="link-button">
            <Trans>Edit</Trans>
          </Link>
        )}
        <button
          type="button"
          className="link-button address-delete"
          onClick={props.onDelete}
          disabled={blocked}
          aria-describedby={offlineReasonId}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  )
}
