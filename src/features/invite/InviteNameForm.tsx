import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { GUEST_NAME_MAX } from '../../domain/contract/tableCart'

/**
 * The name a person orders under in a group order: the host sees each person's dishes under it, so
 * it is asked before the first dish (the server requires it with every change).
 */
export function InviteNameForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: string
  submitLabel: string
  onSave: (name: string) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [name, setName] = useState(initial)
  const [missing, setMissing] = useState(false)
  return (
    <form
      className="invite-name-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = name.trim()
        setMissing(trimmed === '')
        if (trimmed) onSave(trimmed)
      }}
    >
      <label htmlFor={id}>
        <Trans>Your name in the group order</Trans>
      </label>
      <input
        id={id}
        className="input"
        maxLength={GUEST_NAME_MAX}
        value={name}
        autoComplete="given-name"
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      {missing ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t`Please enter your name: the host sees your dishes under it.`}
        </p>
      ) : null}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  )
}
