import { useEffect, useRef } from 'react'

/**
 * Opens the browser's print dialog once, when `ready` first turns true (the receipt is on screen):
 * /printing is the page a "Print receipt" link opens, so one tap leads to the dialog, and the
 * receipt stays on screen, with its Print button, when the dialog is closed.
 */
export function usePrintOnce(ready: boolean): void {
  const printed = useRef(false)
  useEffect(() => {
    if (!ready || printed.current) return
    // After the receipt has painted: the dialog's preview is made from the page as it stands.
    const timer = window.setTimeout(() => {
      printed.current = true
      window.print()
    }, 0)
    return () => window.clearTimeout(timer)
  }, [ready])
}
