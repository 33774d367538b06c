import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * Goes back in history; when the page was opened directly, to `fallback` (the screen it belongs
 * to, e.g. a dish's menu) or else the brand home.
 */
export function useGoBack(fallback?: () => void): () => void {
  const router = useRouter()
  return () => {
    if (router.history.canGoBack()) router.history.back()
    else if (fallback) fallback()
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
