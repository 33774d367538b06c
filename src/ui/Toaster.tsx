import { useToasts } from './toasts'

/** The live region toasts appear in (`showToast` puts them there). */
export function Toaster() {
  const toasts = useToasts()
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
