import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../../ui/usePageTitle'

/** SPEC §8: the page for unknown paths, bad links and /shop/error. */
export function ErrorPage() {
  const { t } = useLingui()
  usePageTitle(t`Page unavailable`)
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <svg className="error-page-art" viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M32 18v18m0 8v2" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1 id="error-title" className="page-title">
        <Trans>Unable to access the page, please check the link for errors</Trans>
      </h1>
      <Link to="/brand/index/{-$arg}" params={{ arg: undefined }} className="button button-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
