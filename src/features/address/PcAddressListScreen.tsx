import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { MemberAddress } from '../../domain/contract/member'
import { canAddAddress } from '../../domain/memberRules'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { AddressForm } from './AddressForm'
import type { AddressListContext } from './AddressListScreen'
import { AddressListView } from './AddressListView'
import { AddressGuestNotice, AddressLimitNotice } from './AddressNotices'
import { useAddresses } from './useAddresses'
import './address.css'

/** /pcAddressList: the desktop address list, with the add/edit form in a panel beside it. */
export function PcAddressListScreen({ context }: { context: AddressListContext }) {
  const { t } = useLingui()
  usePageTitle(t`My addresses`)
  return (
    <>
      <PageHeader title={t`My addresses`} />
      <div className="page pc-address-page">
        <MemberGate guestNotice={<AddressGuestNotice />}>
          <PcAddressList context={context} />
        </MemberGate>
      </div>
    </>
  )
}

/** What the side panel holds: a new address (numbered so a save starts a blank form) or one being edited. */
type Panel = { kind: 'new'; round: number } | { kind: 'edit'; address: MemberAddress }

function PcAddressList({ context }: { context: AddressListContext }) {
  const { t } = useLingui()
  const state = useAddresses()
  const [panel, setPanel] = useState<Panel>({ kind: 'new', round: 0 })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const editing = panel.kind === 'edit' ? panel.address : null
  // At the cap the panel offers no blank form (Save would be refused); editing still works.
  const atLimit = state.answer?.success === true && !canAddAddress(state.answer.data?.length ?? 0)

  // Focus follows the form (on a phone-size screen it sits below the list and is scrolled to).
  function open(next: Panel) {
    setPanel(next)
    requestAnimationFrame(() => headingRef.current?.focus())
  }
  const blank = () => open({ kind: 'new', round: panel.kind === 'new' ? panel.round + 1 : 0 })

  function saved() {
    state.reload()
    setPanel({ kind: 'new', round: panel.kind === 'new' ? panel.round + 1 : 0 })
  }

  return (
    <div className="pc-address-layout">
      <section className="pc-address-list" aria-label={t`Saved addresses`}>
        <AddressListView
          context={context}
          state={state}
          onEdit={(address) => open({ kind: 'edit', address })}
          editingId={editing?.id ?? null}
          onDeleted={(id) => {
            if (editing?.id === id) setPanel({ kind: 'new', round: 0 })
          }}
          renderAdd={(disabledReasonId) => (
            <button
              type="button"
              className="button button-primary button-block"
              onClick={blank}
              disabled={disabledReasonId !== undefined}
              aria-describedby={disabledReasonId}
            >
              <Trans>Add a new address</Trans>
            </button>
          )}
        />
      </section>
      <section className="pc-address-panel" aria-labelledby={headingId}>
        <div className="pc-address-panel-head">
          <h2 id={headingId} ref={headingRef} className="pc-address-panel-title" tabIndex={-1}>
            {editing ? t`Edit address` : t`Add address`}
          </h2>
          {editing ? (
            <button type="button" className="link-button" onClick={blank}>
              <Trans>Cancel editing</Trans>
            </button>
          ) : null}
        </div>
        {!editing && atLimit ? (
          <AddressLimitNotice />
        ) : (
          <AddressForm
            key={editing ? `edit-${editing.id}` : `new-${panel.kind === 'new' ? panel.round : 0}`}
            editing={editing}
            onSaved={saved}
            serverUnreachable={state.answer?.stale === true}
          />
        )}
      </section>
    </div>
  )
}
