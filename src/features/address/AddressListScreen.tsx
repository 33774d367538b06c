import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { AddressListView } from './AddressListView'
import { AddressGuestNotice } from './AddressNotices'
import { useAddresses } from './useAddresses'
import './address.css'

export type AddressListContext = {
  brandId: number
  restaurantId: number
  fromIndex: boolean
  select: boolean
}

/** /addressList: the member's saved addresses; add, edit, delete, set default, or choose one. */
export function AddressListScreen({ context }: { context: AddressListContext }) {
  const { t } = useLingui()
  usePageTitle(t`My addresses`)
  return (
    <>
      <PageHeader title={t`My addresses`} />
      <div className="page">
        <MemberGate guestNotice={<AddressGuestNotice />}>
          <AddressList context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function AddressList({ context }: { context: AddressListContext }) {
  const state = useAddresses()
  const arg = encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0])
  return (
    <AddressListView
      context={context}
      state={state}
      renderAdd={(disabledReasonId) =>
        disabledReasonId ? (
          <button
            type="button"
            className="button button-primary button-block"
            disabled
            aria-describedby={disabledReasonId}
          >
            <Trans>Add a new address</Trans>
          </button>
        ) : (
          <Link to="/addressAdd/{-$arg}" params={{ arg }} className="button button-primary button-block">
            <Trans>Add a new address</Trans>
          </Link>
        )
      }
    />
  )
}
