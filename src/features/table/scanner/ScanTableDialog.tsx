import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'
import { encodeArg } from '../../../domain/args'
import { counterCodeKind } from '../../../domain/counter/counterCode'
import { tableCodeOfLink, tableCodeOfTyped } from '../../../domain/table/tableCodeText'
import { Dialog } from '../../../ui/Dialog'
import type { CameraProblem } from './cameraProblem'
import { type CameraState, useCameraScan } from './useCameraScan'
import './scanner.css'

/** Why the camera shows nothing, and what to do instead. */
function ProblemText({ problem }: { problem: CameraProblem }) {
  switch (problem) {
    case 'denied':
      return (
        <Trans>
          The camera is not allowed for this site, so the code cannot be scanned. Allow the camera in your
          browser's site settings and open the scanner again, or type the table code below.
        </Trans>
      )
    case 'absent':
      return <Trans>No camera was found on this device. Type the table code below instead.</Trans>
    case 'busy':
      return (
        <Trans>
          The camera could not be started: another app may be using it. Close that app and open the scanner
          again, or type the table code below.
        </Trans>
      )
    case 'insecure':
      return (
        <Trans>
          The camera can only be used on a secure (https) page. Type the table code below instead.
        </Trans>
      )
    case 'unsupported':
      return <Trans>This browser cannot use the camera. Type the table code below instead.</Trans>
    case 'decoder':
      return (
        <Trans>
          The code reader could not be loaded. Check your connection and open the scanner again, or type the
          table code below.
        </Trans>
      )
    case 'failed':
      return <Trans>The camera could not be started. Type the table code below instead.</Trans>
  }
}

function CameraStatus({ state, notTable }: { state: CameraState; notTable: boolean }) {
  if (state.kind === 'problem') {
    return (
      <p className="scanner-problem" role="alert">
        <ProblemText problem={state.problem} />
      </p>
    )
  }
  return (
    <>
      <p className="scanner-status muted" role="status">
        {state.kind === 'starting' ? (
          <Trans>Starting the camera…</Trans>
        ) : (
          <Trans>Point the camera at the QR code on your table.</Trans>
        )}
      </p>
      {notTable ? (
        <p className="scanner-problem" role="alert">
          <Trans>This QR code is not a table code of this shop. Scan the code on your table.</Trans>
        </p>
      ) : null}
    </>
  )
}

/** The field for the code printed under the QR (or a pasted link), for when the camera cannot read it. */
function TypedCodeForm({ onCode }: { onCode: (qrCode: string) => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const [text, setText] = useState('')
  const [wrong, setWrong] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = tableCodeOfTyped(text, window.location.origin)
    setWrong(code === null)
    if (code !== null) onCode(code)
  }
  return (
    <form className="scanner-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="scanner-label">
        <Trans>Table code</Trans>
      </label>
      <p id={hintId} className="muted scanner-hint">
        <Trans>The code printed under the QR code on your table, or the link it opens.</Trans>
      </p>
      <input
        id={inputId}
        className="scanner-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-describedby={wrong ? `${hintId} ${errorId}` : hintId}
        aria-invalid={wrong || undefined}
      />
      {wrong ? (
        <p id={errorId} className="scanner-problem" role="alert">
          {t`That is not a table code. Type the code as printed under the QR code on your table.`}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-block">
        <Trans>Open table</Trans>
      </button>
    </form>
  )
}

/**
 * The table-code scanner (issue 37): the back camera, read for QR codes (BarcodeDetector, or ZXing's
 * loaded on demand: ./qrDetector.ts); a code linking to a table of this app opens /scanCode with it,
 * any other says it is not a table code. Without a camera (refused, absent, not https) it says why;
 * the code can always be typed. A modal dialog: focus stays inside, Escape closes, focus returns to
 * the button that opened it; closing stops the camera.
 */
export function ScanTableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const video = useRef<HTMLVideoElement>(null)
  const [notTable, setNotTable] = useState(false)
  const opened = useRef(false)

  const open = useCallback(
    (qrCode: string) => {
      if (opened.current) return
      opened.current = true
      onClose()
      // A self-service code at a counter opens its own route; a table's or a take-out code /scanCode.
      const to = counterCodeKind(qrCode) === 'selfService' ? '/autoCode/{-$arg}' : '/scanCode/{-$arg}'
      void navigate({ to, params: { arg: encodeArg([qrCode]) } })
    },
    [navigate, onClose],
  )
  const camera = useCameraScan(video, (text) => {
    const code = tableCodeOfLink(text, window.location.origin)
    if (code) open(code)
    else setNotTable(true)
  })

  return (
    <Dialog open title={t`Scan table code`} onClose={onClose} closeLabel={t`Close`}>
      <div className="scanner-view" hidden={camera.kind === 'problem'}>
        <video ref={video} className="scanner-video" muted playsInline aria-label={t`Camera view`} />
        <span className="scanner-frame" aria-hidden="true" />
      </div>
      <CameraStatus state={camera} notTable={notTable} />
      <TypedCodeForm onCode={open} />
    </Dialog>
  )
}
