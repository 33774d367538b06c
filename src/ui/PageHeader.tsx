import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** Goes back in history, or to the brand home when the page was opened directly. */
export function useGoBack(): () => void {
  const router = useRouter()
  return () => {
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/brand/index/{-$arg}', params: { arg: undefined } })
  }
}

/** Title bar of an inner screen with a back button. */
export function PageHeader({ title, end }: { title: ReactNode; end?: ReactNode }) {
  const { t } = useLingui()
  const goBack = useGoBack()
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
