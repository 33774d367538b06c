import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * The app page this one was opened from when it came as a page load (a link tapped before the
 * app's script ran, or opened in place of the page): its path below /shop, else null. The router
 * then has no history to go back through, but the browser says where the diner was.
 */
function pageOpenedFrom(): string | null {
  if (!document.referrer) return null
  const from = new URL(document.referrer)
  if (from.origin !== window.location.origin || !from.pathname.startsWith('/shop/')) return null
  // Not this page itself (reloaded).
  if (from.pathname === window.location.pathname) return null
  return `${from.pathname.slice('/shop'.length)}${from.search}`
}

/**
 * Goes back in history; when the page was opened directly, to `fallback` (the screen it belongs
 * to, e.g. a dish's menu), else to the app page it was opened from, else the brand home.
 */
export function useGoBack(fallback?: () => void): () => void {
  const router = useRouter()
  return () => {
    if (router.history.canGoBack()) return router.history.back()
    if (fallback) return fallback()
    const from = pageOpenedFrom()
    if (from) void router.navigate({ href: from, replace: true })
    else void router.navigate({ to: '/brand/index/{-$arg}', params: { arg: undefined } })
  }
}

/** Title bar of an inner screen with a back button. */
export function PageHeader({
  title,
  end,
  backFallback,
}: {
  title: ReactNode
  end?: ReactNode
  /** Where Back leads when there is no history (see useGoBack). */
  backFallback?: () => void
}) {
  const { t } = useLingui()
  const goBack = useGoBack(backFallback)
  return (
    <header className="page-header">
      <button type="button" className="icon-button" aria-label={t`Back`} onClick={goBack}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <h1 className="page-header-title">{title}</h1>
      <div className="page-header-end">{end}</div>
    </header>
  )
}
