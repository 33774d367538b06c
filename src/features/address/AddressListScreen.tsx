import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { deleteMemberAddress, updateMemberAddress } from '../../api/address'
import { isNetworkFailure } from '../../api/client'
import { setSetting } from '../../db/settings'
import { encodeArg } from '../../domain/args'
import type { MemberAddress } from '../../domain/memberApi'
import { Dialog } from '../../ui/Dialog'
import { Spinner } from '../../ui/Spinner'
import { OfflineNotice } from '../brand/OfflineNotice'
import { MemberGate } from '../login/MemberGate'
import { PageHeader, useGoBack } from '../shell/PageHeader'
import { showToast } from '../shell/toasts'
import { usePageTitle } from '../shell/usePageTitle'
import { AddressCard } from './AddressCard'
import { forgetAddresses, sortAddresses, useAddresses } from './useAddresses'
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
        <MemberGate>
          <AddressList context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function AddressList({ context }: { context: AddressListContext }) {
  const { t } = useLingui()
  const goBack = useGoBack()
  const [version, setVersion] = useState(0)
  const answer = useAddresses(version)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<MemberAddress | null>(null)
  const prefix = [context.brandId, context.restaurantId, context.fromIndex ? 1 : 0]

  async function run(call: () => Promise<{ success: boolean; errMsg?: string; errCode?: string }>) {
    setBusy(true)
    const result = await call()
    setBusy(false)
    if (!result.success) {
      if (!isNetworkFailure({ code: 0, ...result }))
        showToast(result.errMsg || t`Could not save, please try again.`)
      return false
    }
    forgetAddresses()
    setVersion((n) => n + 1)
    return true
  }

  if (answer === undefined) {
    return (
      <p className="dialog-loading" role="status">
        <Spinner size={20} /> <Trans>Loading…</Trans>
      </p>
    )
  }
  if (!answer.success) return <OfflineNotice failed />
  const addresses = sortAddresses(answer.data ?? [])
  return (
    <>
      {addresses.length === 0 ? (
        <p className="notice">
          <Trans>You have no saved addresses yet.</Trans>
        </p>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              editArg={encodeArg([...prefix, address.id])}
              busy={busy}
              onSetDefault={() =>
                void run(() => updateMemberAddress(address.id, { ...address, isdefault: 1 }))
              }
              onDelete={() => setDeleting(address)}
              onChoose={
                context.select
                  ? () => void setSetting('selectedAddressId', address.id).then(goBack)
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <Link
        to="/addressAdd/{-$arg}"
        params={{ arg: encodeArg(prefix) }}
        className="button button-primary button-block"
      >
        <Trans>Add a new address</Trans>
      </Link>
      <Dialog
        open={deleting !== null}
        title={t`Delete this address?`}
        onClose={() => setDeleting(null)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={async () => {
                const target = deleting
                if (target && (await run(() => deleteMemberAddress(target.id)))) setDeleting(null)
              }}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        }
      >
        <p>{deleting ? [deleting.currentAddress, deleting.address].filter(Boolean).join(', ') : null}</p>
      </Dialog>
    </>
  )
}
