import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { deleteMemberAddress, updateMemberAddress } from '../../api/address'
import { isNetworkFailure } from '../../api/client'
import { useApp } from '../../app/appContext'
import { setSetting } from '../../db/settings'
import { formatAddress } from '../../domain/address'
import { encodeArg } from '../../domain/args'
import type { MemberAddress } from '../../domain/contract/member'
import { canAddAddress } from '../../domain/memberRules'
import { useLocale } from '../../i18n/useLocale'
import { Dialog } from '../../ui/Dialog'
import { useGoBack } from '../../ui/PageHeader'
import { Spinner } from '../../ui/Spinner'
import { showToast } from '../../ui/toasts'
import { AddressCard } from './AddressCard'
import type { AddressListContext } from './AddressListScreen'
import {
  AddressesFailed,
  AddressLimitNotice,
  OfflineChangesReason,
  OfflineCopyNotice,
} from './AddressNotices'
import { type AddressesState, sortAddresses } from './useAddresses'

type AddressListViewProps = {
  context: AddressListContext
  state: AddressesState
  /** The add control; `disabledReasonId` (offline, or at the address cap) is set when it must be disabled. */
  renderAdd: (disabledReasonId: string | undefined) => ReactNode
  /** Desktop list: edit in the side panel instead of going to /addressAdd. */
  onEdit?: (address: MemberAddress) => void
  editingId?: number | null
  onDeleted?: (id: number) => void
}

/**
 * The saved addresses, default first, with set default, edit, delete (confirmed) and, in select
 * mode, choosing one. Offline it shows the stored copy read-only and says why changes wait.
 */
export function AddressListView({
  context,
  state,
  renderAdd,
  onEdit,
  editingId,
  onDeleted,
}: AddressListViewProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { api, mirror } = useApp()
  const goBack = useGoBack()
  const reasonId = useId()
  const limitId = useId()
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<MemberAddress | null>(null)
  const prefix = [context.brandId, context.restaurantId, context.fromIndex ? 1 : 0]
  const { answer, offline, reload } = state

  async function run(call: () => Promise<{ success: boolean; errMsg?: string; errCode?: string }>) {
    setBusy(true)
    const result = await call()
    setBusy(false)
    if (!result.success) {
      // Network failures are toasted by the client; nothing was saved, so the list stays as it was.
      if (!isNetworkFailure({ code: 0, ...result }))
        showToast(result.errMsg || t`Could not save, please try again.`)
      return false
    }
    reload()
    return true
  }

  if (answer === undefined) {
    return (
      <p className="dialog-loading" role="status">
        <Spinner size={20} /> <Trans>Loading…</Trans>
      </p>
    )
  }
  if (!answer.success) return <AddressesFailed onRetry={reload} />
  const addresses = sortAddresses(answer.data ?? [])
  const offlineReasonId = offline ? reasonId : undefined
  const atLimit = !canAddAddress(addresses.length)
  return (
    <>
      {answer.stale ? <OfflineCopyNotice savedAt={answer.savedAt} onRetry={reload} /> : null}
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
              offlineReasonId={offlineReasonId}
              onSetDefault={() =>
                void run(() => updateMemberAddress(api, address.id, { ...address, isdefault: 1 }))
              }
              onDelete={() => setDeleting(address)}
              onEdit={onEdit ? () => onEdit(address) : undefined}
              editing={editingId === address.id}
              onChoose={
                context.select
                  ? () => void setSetting(mirror, 'selectedAddressId', address.id).then(goBack)
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {offline ? <OfflineChangesReason id={reasonId} /> : null}
      {atLimit ? <AddressLimitNotice id={limitId} /> : null}
      {renderAdd(offlineReasonId ?? (atLimit ? limitId : undefined))}
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
                if (!target || !(await run(() => deleteMemberAddress(api, target.id)))) return
                setDeleting(null)
                onDeleted?.(target.id)
              }}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        }
      >
        <p>{deleting ? formatAddress(deleting, locale) : null}</p>
      </Dialog>
    </>
  )
}
