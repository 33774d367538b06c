import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cleanRemark, graphemes, REMARK_MAX_CHARS } from '../../domain/menu/remark'
import { hasEmoji } from '../../domain/text'
import { showToast } from '../../ui/toasts'
import './remark.css'

type Dropped = { emoji: boolean; cut: boolean }

/**
 * The order remark's field (SPEC §5: at most 50 characters, emoji stripped as typed) and Save.
 * `onSaved` runs once the remark is stored; `extraActions` sit beside Save (e.g. Cancel); `autoFocus` focuses the field once shown.
 */
export function RemarkForm({
  initial,
  onSave,
  onSaved,
  extraActions,
  autoFocus,
}: {
  initial: string
  onSave: (text: string) => Promise<void>
  onSaved: (text: string) => void
  extraActions?: ReactNode
  autoFocus?: boolean
}) {
  const { t } = useLingui()
  const fieldId = useId()
  const hintId = useId()
  const [text, setText] = useState(initial)
  const [dropped, setDropped] = useState<Dropped>({ emoji: false, cut: false })
  const [saving, setSaving] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  // Opened in place to type: the field takes the focus.
  useEffect(() => {
    if (autoFocus) field.current?.focus()
  }, [autoFocus])
  const used = graphemes(text).length
  const max = REMARK_MAX_CHARS

  function change(value: string) {
    const clean = cleanRemark(value)
    setText(clean.text)
    setDropped({ emoji: hasEmoji(value), cut: clean.cut })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    const saved = cleanRemark(text).text.trim()
    try {
      await onSave(saved)
    } catch (error) {
      console.error('Could not save the remark', error)
      showToast(t`The remark could not be saved on this device.`)
      setSaving(false)
      return
    }
    setSaving(false)
    showToast(t`Remark saved`)
    onSaved(saved)
  }

  return (
    <form className="card remark-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="remark-label">
        <Trans>Notes for the restaurant</Trans>
      </label>
      <textarea
        id={fieldId}
        className="remark-field"
        rows={4}
        value={text}
        aria-describedby={hintId}
        placeholder={t`E.g. less ice, no spring onion`}
        ref={field}
        onChange={(event) => change(event.target.value)}
      />
      <div id={hintId} className="remark-hint">
        <span aria-live="polite">{t`${used}/${max} characters`}</span>
        {dropped.emoji ? (
          <span className="remark-dropped">
            <Trans>Emoji cannot be used and were removed.</Trans>
          </span>
        ) : null}
        {dropped.cut ? (
          <span className="remark-dropped">{t`A remark holds at most ${max} characters.`}</span>
        ) : null}
      </div>
      <div className="remark-actions">
        {extraActions}
        <button type="submit" className="button button-primary" disabled={saving}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  )
}
