import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { saveAccountLogOut } from '../../api/accountDeletion'
import { useApp } from '../../app/appContext'
import { Dialog } from '../../ui/Dialog'

type Props = {
  brandId: number
  reason: string
  onCancel: () => void
  /** Runs after the server has deleted the account. */
  onDeleted: () => Promise<void>
}

/**
 * The last step: "Delete my account" or Cancel. Cancel comes first so it takes the focus: Enter
 * pressed out of habit keeps the account. A refusal shows the server's message and stays open.
 */
export function ConfirmDeletionDialog({ brandId, reason, onCancel, onDeleted }: Props) {
  const { t } = useLingui()
  const { api } = useApp()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    if (busy) return
    setBusy(true)
    setError(null)
    const answer = await saveAccountLogOut(api, { brandId, reason })
    if (answer.success) return onDeleted()
    setBusy(false)
    setError(answer.errMsg || t`Your account could not be deleted, please try again.`)
  }

  return (
    <Dialog
      open
      title={t`Delete your account for good?`}
      onClose={() => {
        if (!busy) onCancel()
      }}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy ? <Trans>Deleting…</Trans> : <Trans>Delete my account</Trans>}
          </button>
        </>
      }
    >
      <p>
        <Trans>You will be logged out, and this account and its data cannot be restored.</Trans>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  )
}
