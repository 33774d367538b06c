import { useEffect, useRef } from 'react'

/**
 * Calls `onBack` when the browser shows this page again from its back-forward cache: the payer
 * pressed Back on the provider's page, and a screen frozen at "Opening the payment page…" must
 * move on. Only while `active`.
 */
export function useBackFromProvider(active: boolean, onBack: () => void): void {
  const latest = useRef(onBack)
  latest.current = onBack
  useEffect(() => {
    if (!active) return
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current()
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [active])
}
