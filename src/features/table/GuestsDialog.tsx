import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MAX_PERSONS } from '../../domain/contract/menu'
import { Dialog } from '../../ui/Dialog'

/**
 * How many guests sit at the table (qrcode/addScanPerson; SPEC §9 default 1): asked once when the
 * table's session starts, changeable later; the per-person dish limits count them.
 */
export function GuestsDialog({
  open,
  initial,
  onSave,
  onClose,
}: {
  open: boolean
  initial: number
  /** Resolves to the server's refusal, or null once saved. */
  onSave: (persons: number) => Promise<string | null>
  onClose: () => void
}) {
  const { t } = useLingui()
  const [persons, setPersons] = useState(initial)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save() {
    setSaving(true)
    const refusal = await onSave(persons)
    setSaving(false)
    if (refusal === null) onClose()
    else setError(refusal || t`Network connection is unstable, please try again!`)
  }

  return (
    <Dialog
      open={open}
      title={<Trans>How many guests?</Trans>}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
          <Trans>Confirm</Trans>
        </button>
      }
    >
      <p>
        <Trans>The number of guests at the table sets how many of some dishes the table may order.</Trans>
      </p>
      <div className="table-guests-count">
        <button
          type="button"
          className="button"
          aria-label={t`Fewer guests`}
          disabled={persons <= 1}
          onClick={() => setPersons((count) => Math.max(1, count - 1))}
        >
          −
        </button>
        <output aria-live="polite">
          <Plural value={persons} one="# guest" other="# guests" />
        </output>
        <button
          type="button"
          className="button"
          aria-label={t`More guests`}
          disabled={persons >= MAX_PERSONS}
          onClick={() => setPersons((count) => Math.min(MAX_PERSONS, count + 1))}
        >
          +
        </button>
      </div>
      {error ? (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  )
}
