import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { cleanRemark, graphemes, REMARK_MAX_CHARS } from '../../domain/menu/remark'
import type { MenuArg } from '../../domain/menuRouteArgs'
import { hasEmoji } from '../../domain/text'
import { PageHeader, useGoBack } from '../../ui/PageHeader'
import { showToast } from '../../ui/toasts'
import { usePageTitle } from '../../ui/usePageTitle'
import { PendingPage } from '../shell/PendingPage'
import { saveRemark, useRemark } from './remarkStore'
import './remark.css'

/** /remark: the order remark of the menu's cart, at most 50 characters, emoji stripped (SPEC §5). */
export function RemarkScreen({ arg }: { arg: MenuArg }) {
  const { t } = useLingui()
  usePageTitle(t`Remark`)
  const scope = { restaurantId: arg.restaurantId, menuType: arg.menuType, qrCode: arg.qrCode }
  const stored = useRemark(scope)
  return (
    <>
      <PageHeader title={t`Remark`} />
      <div className="page">
        {stored === undefined ? (
          <PendingPage />
        ) : (
          <RemarkForm initial={stored} onSave={(text) => saveRemark(scope, text)} />
        )}
      </div>
    </>
  )
}

type Dropped = { emoji: boolean; cut: boolean }

function RemarkForm({ initial, onSave }: { initial: string; onSave: (text: string) => Promise<void> }) {
  const { t } = useLingui()
  const goBack = useGoBack()
  const fieldId = useId()
  const hintId = useId()
  const [text, setText] = useState(initial)
  const [dropped, setDropped] = useState<Dropped>({ emoji: false, cut: false })
  const [saving, setSaving] = useState(false)
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
    try {
      await onSave(cleanRemark(text).text.trim())
      showToast(t`Remark saved`)
      goBack()
    } catch (error) {
      console.error('Could not save the remark', error)
      showToast(t`The remark could not be saved on this device.`)
    } finally {
      setSaving(false)
    }
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
      <button type="submit" className="button button-primary button-block" disabled={saving}>
        <Trans>Save</Trans>
      </button>
    </form>
  )
}
