import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { isNetworkFailure } from '../../api/client'
import { updateMemberInfo } from '../../api/member'
import { useApp } from '../../app/appContext'
import type { MemberInfo } from '../../domain/contract/member'
import {
  isValidEmail,
  MEMBER_NAME_MAX,
  type MemberNameError,
  validateMemberName,
} from '../../domain/memberRules'
import { type FieldError, fieldErrorProps } from '../../ui/fieldError'
import { showToast } from '../../ui/toasts'
import { useOnline } from '../shell/useOnline'
import { AvatarField } from './AvatarField'
import '../login/login.css'

type Field = 'name' | 'email' | 'form'

/** Today as `YYYY-MM-DD` at UTC+8 (DESIGN §4: dates are shown at UTC+8). */
function todayHongKong(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
}

/**
 * Editable profile: picture (saved as soon as it is picked), name, sex, email (validated) and
 * birthday, saved with member/updateMemberInfo.
 */
export function ProfileForm({
  member,
  onSaved,
}: {
  member: MemberInfo
  onSaved: (next: MemberInfo) => void
}) {
  const { t } = useLingui()
  const { api } = useApp()
  const ids = {
    name: useId(),
    sex: useId(),
    email: useId(),
    birthday: useId(),
    error: useId(),
    offline: useId(),
  }
  const online = useOnline()
  const [name, setName] = useState(member.name || member.memberName || '')
  const [sex, setSex] = useState<0 | 1 | 2>(member.sex ?? 0)
  const [email, setEmail] = useState(member.email ?? '')
  const [birthday, setBirthday] = useState(member.birthday ?? '')
  const [error, setError] = useState<FieldError<Field>>(null)
  const [saving, setSaving] = useState(false)

  const nameMessages: Record<MemberNameError, string> = {
    EMPTY: t`Please enter your name`,
    TOO_LONG: t`A name can have at most ${MEMBER_NAME_MAX} characters`,
    EMOJI: t`A name cannot contain emoji`,
    MARKUP: t`A name cannot contain < or >`,
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (saving || !online) return
    setError(null)
    const nameError = validateMemberName(name)
    if (nameError) return setError({ field: 'name', message: nameMessages[nameError] })
    const trimmedEmail = email.trim()
    if (trimmedEmail !== '' && !isValidEmail(trimmedEmail)) {
      return setError({ field: 'email', message: t`Please enter a correct email address` })
    }
    setSaving(true)
    const update = { name: name.trim(), sex, email: trimmedEmail, birthday }
    const answer = await updateMemberInfo(api, update)
    setSaving(false)
    if (!answer.success) {
      if (!isNetworkFailure(answer))
        setError({ field: 'form', message: answer.errMsg || t`Could not save, please try again.` })
      return
    }
    showToast(t`Saved`)
    const saved =
      answer.data && typeof answer.data === 'object'
        ? answer.data
        : { ...member, ...update, memberName: update.name }
    // The form stays mounted (a new picture must not drop typed changes), so it shows what was saved.
    setName(saved.name || saved.memberName || '')
    setEmail(saved.email ?? '')
    onSaved(saved)
  }

  const { errorFor, invalid } = fieldErrorProps(error, ids.error)

  return (
    <form className="card member-form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids.name}-title`}>
      <h2 id={`${ids.name}-title`} className="section-title">
        <Trans>Personal information</Trans>
      </h2>
      <AvatarField member={member} onSaved={onSaved} />
      <div className="field">
        <label htmlFor={ids.name}>
          <Trans>Name</Trans>
        </label>
        <input
          id={ids.name}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...invalid('name')}
        />
        {errorFor('name')}
      </div>
      <div className="field">
        <label htmlFor={ids.sex}>
          <Trans>Sex</Trans>
        </label>
        <select id={ids.sex} value={sex} onChange={(e) => setSex(Number(e.target.value) as 0 | 1 | 2)}>
          <option value={0}>{t`Prefer not to say`}</option>
          <option value={1}>{t`Male`}</option>
          <option value={2}>{t`Female`}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.email}>
          <Trans>Email</Trans>
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...invalid('email')}
        />
        {errorFor('email')}
      </div>
      <div className="field">
        <label htmlFor={ids.birthday}>
          <Trans>Birthday</Trans>
        </label>
        <input
          id={ids.birthday}
          type="date"
          max={todayHongKong()}
          value={birthday}
          onChange={(e) => setBirthday(e.target.value)}
        />
      </div>
      {errorFor('form')}
      {online ? null : (
        <p id={ids.offline} className="muted">
          <Trans>You are offline. Saving your details needs a connection.</Trans>
        </p>
      )}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={saving || !online}
        aria-describedby={online ? undefined : ids.offline}
      >
        <Trans>Save</Trans>
      </button>
    </form>
  )
}
