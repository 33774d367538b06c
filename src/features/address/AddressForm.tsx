import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { type AddressDraft, addMemberAddress, updateMemberAddress } from '../../api/address'
import { isNetworkFailure } from '../../api/client'
import { useApp } from '../../app/appContext'
import { useSession } from '../../db/session'
import type { MemberAddress } from '../../domain/contract/member'
import { type AddressFormError, validateAddressForm } from '../../domain/memberRules'
import { type FieldError, fieldErrorProps } from '../../ui/fieldError'
import { showToast } from '../../ui/toasts'
import { useOnline } from '../shell/useOnline'
import { OfflineChangesReason } from './AddressNotices'
import { LocationField } from './LocationField'
import '../login/login.css'

type Field = 'receiver' | 'phone' | 'location' | 'detail' | 'form'

const FIELD_OF: Record<AddressFormError, Field> = {
  RECEIVER_EMPTY: 'receiver',
  PHONE_EMPTY: 'phone',
  PHONE_LENGTH: 'phone',
  ADDRESS_NOT_CHOSEN: 'location',
  DETAIL_EMPTY: 'detail',
}

const EMPTY: AddressDraft = {
  receiver: '',
  phone: '',
  currentAddress: '',
  address: '',
  floor: '',
  unit: '',
  dimensionMap: '',
  isdefault: 0,
  sex: 0,
}

type AddressFormProps = {
  editing: MemberAddress | null
  onSaved: () => void
  /** The list behind the form is the offline copy: saving waits for the server. */
  serverUnreachable?: boolean
}

/**
 * Add or edit an address; the checks run in SPEC §5 order with its exact messages. Offline the
 * fields stay editable but Save is disabled, so nothing is half-saved.
 */
export function AddressForm({ editing, onSaved, serverUnreachable = false }: AddressFormProps) {
  const { t } = useLingui()
  const { api } = useApp()
  const offline = !useOnline() || serverUnreachable
  const ids = {
    offline: useId(),
    receiver: useId(),
    phone: useId(),
    detail: useId(),
    floor: useId(),
    unit: useId(),
    error: useId(),
  }
  // A new address is most often the member's own: the contact phone starts as theirs.
  const memberPhone = useSession().member?.phone ?? ''
  const [draft, setDraft] = useState<AddressDraft>(() =>
    editing ? { ...EMPTY, ...editing } : { ...EMPTY, phone: memberPhone },
  )
  const [error, setError] = useState<FieldError<Field>>(null)
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }))
  // A field's error goes as soon as that field passes (the next failure waits for Save).
  useEffect(() => {
    setError((current) => {
      if (!current || current.field === 'form') return current
      const failure = validateAddressForm(draft)
      return failure && FIELD_OF[failure] === current.field ? current : null
    })
  }, [draft])

  const messages: Record<AddressFormError, string> = {
    RECEIVER_EMPTY: t`Please enter the name of the consignee`,
    PHONE_EMPTY: t`Please enter contact information`,
    PHONE_LENGTH: t`Please enter the correct contact information`,
    ADDRESS_NOT_CHOSEN: t`Please choose the receiving address`,
    DETAIL_EMPTY: t`Please enter a detailed address`,
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (saving || offline) return
    setError(null)
    const failure = validateAddressForm(draft)
    if (failure) return setError({ field: FIELD_OF[failure], message: messages[failure] })
    setSaving(true)
    const clean = {
      ...draft,
      receiver: draft.receiver.trim(),
      phone: draft.phone.trim(),
      currentAddress: draft.currentAddress.trim(),
      address: draft.address.trim(),
    }
    const answer = editing
      ? await updateMemberAddress(api, editing.id, clean)
      : await addMemberAddress(api, clean)
    setSaving(false)
    if (!answer.success) {
      if (!isNetworkFailure(answer)) {
        setError({ field: 'form', message: answer.errMsg || t`Could not save, please try again.` })
      }
      return
    }
    showToast(t`Saved`)
    onSaved()
  }

  const { errorFor, invalid } = fieldErrorProps(error, ids.error)

  return (
    <form className="card member-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={ids.receiver}>
          <Trans>Consignee</Trans>
        </label>
        <input
          id={ids.receiver}
          autoComplete="name"
          value={draft.receiver}
          onChange={(e) => set({ receiver: e.target.value })}
          {...invalid('receiver')}
        />
        {errorFor('receiver')}
      </div>
      <fieldset className="field sex-choice">
        <legend className="field-label">
          <Trans>Title</Trans>
        </legend>
        {([1, 2] as const).map((sex) => (
          <label key={sex}>
            <input type="radio" name="sex" checked={draft.sex === sex} onChange={() => set({ sex })} />
            {sex === 1 ? t`Mr.` : t`Ms.`}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.phone}>
          <Trans>Contact number</Trans>
        </label>
        <input
          id={ids.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value.replace(/\D/g, '') })}
          {...invalid('phone')}
        />
        {errorFor('phone')}
      </div>
      <LocationField
        value={draft.currentAddress}
        dimensionMap={draft.dimensionMap}
        onChange={set}
        errorId={error?.field === 'location' ? ids.error : undefined}
      />
      {errorFor('location')}
      <div className="field">
        <label htmlFor={ids.detail}>
          <Trans>Detailed address</Trans>
        </label>
        <input
          id={ids.detail}
          placeholder={t`Block, building name`}
          value={draft.address}
          onChange={(e) => set({ address: e.target.value })}
          {...invalid('detail')}
        />
        {errorFor('detail')}
      </div>
      <div className="field-pair">
        <div className="field">
          <label htmlFor={ids.floor}>
            <Trans>Floor</Trans>
          </label>
          <input id={ids.floor} value={draft.floor} onChange={(e) => set({ floor: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={ids.unit}>
            <Trans>Flat / unit</Trans>
          </label>
          <input id={ids.unit} value={draft.unit} onChange={(e) => set({ unit: e.target.value })} />
        </div>
      </div>
      <label className="check-row">
        <input
          type="checkbox"
          checked={draft.isdefault === 1}
          onChange={(e) => set({ isdefault: e.target.checked ? 1 : 0 })}
        />
        <Trans>Set as default address</Trans>
      </label>
      {errorFor('form')}
      {offline ? <OfflineChangesReason id={ids.offline} /> : null}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={saving || offline}
        aria-describedby={offline ? ids.offline : undefined}
      >
        <Trans>Save address</Trans>
      </button>
    </form>
  )
}
