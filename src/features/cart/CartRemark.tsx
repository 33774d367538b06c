import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { CartScope } from '../../db/carts'
import { RemarkForm } from './RemarkForm'
import { saveRemark, useRemark } from './remarkStore'

/**
 * The remark row of the cart: tapping it opens the remark form in place, so the cart stays open;
 * Save or Cancel folds it back and returns the focus to the row.
 */
export function CartRemark({ scope }: { scope: CartScope }) {
  const { t } = useLingui()
  const stored = useRemark(scope)
  const [saved, setSaved] = useState<string | undefined>(undefined)
  const [editing, setEditing] = useState(false)
  const formId = useId()
  const row = useRef<HTMLButtonElement>(null)
  const remark = saved ?? stored

  function fold() {
    setEditing(false)
    // After the form has gone, the focus goes back where the diner was.
    requestAnimationFrame(() => row.current?.focus())
  }

  return (
    <div className="cart-remark-area">
      <button
        ref={row}
        type="button"
        className="cart-remark"
        aria-expanded={editing}
        aria-controls={editing ? formId : undefined}
        disabled={remark === undefined}
        onClick={() => setEditing((open) => !open)}
      >
        <span className="cart-remark-label">
          <Trans>Remark</Trans>
        </span>
        <span className="cart-remark-text">{remark ? remark : t`Add a note for the restaurant`}</span>
      </button>
      {editing && remark !== undefined ? (
        <div id={formId}>
          <RemarkForm
            initial={remark}
            autoFocus
            onSave={(text) => saveRemark(scope, text)}
            onSaved={(text) => {
              setSaved(text)
              fold()
            }}
            extraActions={
              <button type="button" className="button" onClick={fold}>
                <Trans>Cancel</Trans>
              </button>
            }
          />
        </div>
      ) : null}
    </div>
  )
}
