import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId, useState } from 'react'
import { isNetworkFailure } from '../../api/client'
import { updateMemberInfo } from '../../api/member'
import { resizedUploadUrl, uploadImage } from '../../api/upload'
import { useApp } from '../../app/appContext'
import type { MemberInfo } from '../../domain/contract/member'
import { type ImageFileProblem, imageFileProblem } from '../../domain/uploadFiles'
import { loadImageSize } from '../../ui/loadImageSize'
import { Spinner } from '../../ui/Spinner'
import { showToast } from '../../ui/toasts'
import { MemberAvatar } from './MemberAvatar'

/**
 * The member's picture with a file picker: checked here (type, 5 MB), uploaded to storage, loaded
 * once resized so a broken picture is never saved, then saved at once as headImg.
 */
export function AvatarField({
  member,
  onSaved,
}: {
  member: MemberInfo
  onSaved: (next: MemberInfo) => void
}) {
  const { t } = useLingui()
  const { api } = useApp()
  const ids = { input: useId(), hint: useId(), error: useId() }
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const name = member.name || member.memberName || t`Member`

  const problems: Record<ImageFileProblem, string> = {
    NOT_IMAGE: t`Please choose a PNG, JPEG, GIF or WebP image.`,
    TOO_LARGE: t`The picture is larger than 5 MB, please choose a smaller one.`,
  }

  /** Uploads and saves; answers the message to show, or null once saved. */
  async function save(file: File): Promise<string | null> {
    const uploaded = await uploadImage(api, file, { configType: 'avatar' })
    if (!uploaded.success) return uploaded.message
    try {
      await loadImageSize(resizedUploadUrl(uploaded.url, 150, 'fill'))
    } catch (problem) {
      return (problem as Error).message
    }
    const answer = await updateMemberInfo(api, { headImg: uploaded.url })
    if (!answer.success) {
      // Network failures are already announced by the API client.
      return isNetworkFailure(answer) ? '' : answer.errMsg || t`Could not save, please try again.`
    }
    showToast(t`Profile picture updated`)
    onSaved(
      answer.data && typeof answer.data === 'object' ? answer.data : { ...member, headImg: uploaded.url },
    )
    return null
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = '' // picking the same file again must fire change again
    if (!file || busy) return
    const problem = imageFileProblem(file)
    if (problem) return setError(problems[problem])
    setError('')
    setBusy(true)
    const message = await save(file)
    setBusy(false)
    if (message) setError(message)
  }

  const describedBy = error ? `${ids.hint} ${ids.error}` : ids.hint
  return (
    <div className="avatar-field">
      <MemberAvatar headImg={member.headImg} name={name} alt="" />
      <div className="avatar-controls">
        <input
          id={ids.input}
          className="visually-hidden avatar-input"
          type="file"
          accept="image/*"
          onChange={onPick}
          disabled={busy}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={ids.input} className="button avatar-pick">
          {busy ? <Spinner size={18} /> : null}
          <Trans>Change profile picture</Trans>
        </label>
        <p id={ids.hint} className="muted avatar-hint">
          <Trans>PNG, JPEG, GIF or WebP, up to 5 MB</Trans>
        </p>
        <p className="avatar-status" role="status">
          {busy ? t`Uploading…` : ''}
        </p>
        {error ? (
          <p id={ids.error} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
