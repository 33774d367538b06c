import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MemberAddress } from '../../domain/memberApi'

type AddressCardProps = {
  address: MemberAddress
  editArg: string
  busy: boolean
  onSetDefault: () => void
  onDelete: () => void
  /** When choosing an address for an order: the card's main button. */
  onChoose?: () => void
}

/** One saved address with its actions. */
export function AddressCard({ address, editArg, busy, onSetDefault, onDelete, onChoose }: AddressCardProps) {
  const { t } = useLingui()
  const floor = address.floor
  const place = [address.currentAddress, address.address, floor && t`${floor}/F`, address.unit]
    .filter(Boolean)
    .join(', ')
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
    <li className="card address-card">
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
          <button type="button" className="link-button" onClick={onSetDefault} disabled={busy}>
            <Trans>Set as default</Trans>
          </button>
        )}
        <Link to="/addressAdd/{-$arg}" params={{ arg: editArg }} className="link-button">
          <Trans>Edit</Trans>
        </Link>
        <button type="button" className="link-button address-delete" onClick={onDelete} disabled={busy}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  )
}
