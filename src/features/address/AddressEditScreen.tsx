import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useApp } from '../../app/appContext'
import { encodeArg } from '../../domain/args'
import { PageHeader } from '../../ui/PageHeader'
import { Spinner } from '../../ui/Spinner'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { AddressForm } from './AddressForm'
import { AddressesFailed, AddressGuestNotice, OfflineCopyNotice } from './AddressNotices'
import { forgetAddresses, useAddresses } from './useAddresses'
import './address.css'

export type AddressEditContext = {
  brandId: number
  restaurantId: number
  fromIndex: boolean
  addressId?: number | undefined
}

/** /addressAdd: a new address, or the one named by the arg. */
export function AddressEditScreen({ context }: { context: AddressEditContext }) {
  const { t } = useLingui()
  const title = context.addressId === undefined ? t`Add address` : t`Edit address`
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} />
      <div className="page address-edit-page">
        <MemberGate guestNotice={<AddressGuestNotice />}>
          {context.addressId === undefined ? (
            <Editor context={context} />
          ) : (
            <ExistingEditor context={context} />
          )}
        </MemberGate>
      </div>
    </>
  )
}

function ExistingEditor({ context }: { context: AddressEditContext }) {
  const { answer, reload } = useAddresses()
  if (answer === undefined) {
    return (
      <p className="dialog-loading" role="status">
        <Spinner size={20} /> <Trans>Loading…</Trans>
      </p>
    )
  }
  if (!answer.success) return <AddressesFailed onRetry={reload} />
  const address = answer.data?.find((item) => item.id === context.addressId)
  if (!address) {
    return (
      <p className="notice">
        <Trans>This address no longer exists.</Trans>
      </p>
    )
  }
  return (
    <>
      {answer.stale ? <OfflineCopyNotice savedAt={answer.savedAt} onRetry={reload} /> : null}
      <Editor context={context} address={address} serverUnreachable={answer.stale === true} />
    </>
  )
}

function Editor({
  context,
  address,
  serverUnreachable = false,
}: {
  context: AddressEditContext
  address?: Parameters<typeof AddressForm>[0]['editing']
  serverUnreachable?: boolean
}) {
  const router = useRouter()
  const { records } = useApp()
  function done() {
    forgetAddresses(records)
    // Back to the list the form was opened from, else to the list of this brand.
    if (router.history.canGoBack()) router.history.back()
    else {
      const arg = encodeArg([context.brandId, context.restaurantId, context.fromIndex ? 1 : 0])
      void router.navigate({ to: '/addressList/{-$arg}', params: { arg }, replace: true })
    }
  }
  return <AddressForm editing={address ?? null} onSaved={done} serverUnreachable={serverUnreachable} />
}
