import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import './dialog.css'

type DialogProps = {
  open: boolean
  title: ReactNode
  /** Called for Escape, the close button and the dialog's own actions. */
  onClose: () => void
  children: ReactNode
  /** Buttons at the bottom; when absent the dialog gets a close button beside its title. */
  actions?: ReactNode
  /** Accessible name of that close button. */
  closeLabel?: string
  /** A tap on the backdrop (outside the dialog's box) closes it too, as for a bottom sheet. */
  closeOnBackdrop?: boolean
}

/** Whether a click landed outside the element's box: on a modal dialog's backdrop. */
function isOutside(event: MouseEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}

/**
 * Modal on the native <dialog>: the first control takes focus, Escape closes,
 * and focus returns to the element that opened it (or to the main part, when that is gone).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  closeLabel,
  closeOnBackdrop,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus()
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      // The opener may be gone (the cart bar, once the sheet emptied the cart): the page's main part then.
      if (opener?.isConnected) opener.focus()
      else document.getElementById('main')?.focus()
    }
  }, [open])

  if (!open) return null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard equivalent, handled above
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget && isOutside(event)) onClose()
            }
          : undefined
      }
    >
      <div className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {actions ? null : (
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {/* Focusable and named so long texts (Terms, Privacy) scroll from the keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus to be keyboard-scrollable */}
      <section className="dialog-body" tabIndex={0} aria-labelledby={titleId}>
        {children}
      </section>
      {actions ? <div className="dialog-actions">{actions}</div> : null}
    </dialog>
  )
}
