import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { reportErrorLater } from '../../db/lazyLogs'
import { usePageTitle } from '../../ui/usePageTitle'

/** A screen whose code or data failed to load: report it and offer to try again (SPEC §8). */
export function LoadFailedPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  usePageTitle(t`Page unavailable`)
  useEffect(() => {
    reportErrorLater(error)
  }, [error])
  return (
    <section className="page error-page" aria-labelledby="load-failed-title">
      <h1 id="load-failed-title" className="page-title">
        <Trans>Unable to access the page, please try again</Trans>
      </h1>
      <button type="button" className="button button-primary" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
      <Link to="/brand/index/{-$arg}" params={{ arg: undefined }} className="link-button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
