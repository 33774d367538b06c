import { useEffect } from 'react'
import { onApiNotice } from '../../api/client'
import { showToast, useToasts } from './toasts'

/** The live region toasts appear in; it also relays the API client's notices (timeout, offline, …). */
export function Toaster() {
  const toasts = useToasts()
  useEffect(() => onApiNotice((notice) => showToast(notice.message)), [])
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.text}
        </p>
      ))}
    </div>
  )
}
