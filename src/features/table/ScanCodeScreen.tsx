import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { usePageTitle } from '../../ui/usePageTitle'
import type { TableCodeOutcome } from './resolveTableCode'
import { ScanTableButton } from './ScanTableButton'

/** What /scanCode shows when a table's code opens no menu (a code that does goes straight to its menu). */
export type ScanCodeProblem = Exclude<TableCodeOutcome, { kind: 'menu' }>

/** Asks again each time the browser comes back online. */
function useRetryWhenOnline(retry: () => void, active: boolean): void {
  useEffect(() => {
    if (!active) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [retry, active])
}

function ProblemText({ problem }: { problem: ScanCodeProblem }) {
  switch (problem.kind) {
    case 'invalid':
      return <Trans>Check that you scanned the code on your table, or ask the staff for help.</Trans>
    case 'unavailable':
      return <Trans>This table cannot take orders online at the moment. Please ask the staff.</Trans>
    case 'offline':
      return (
        <Trans>
          This device has not opened this table before, so its menu is not saved here. It opens by itself when
          you are back online.
        </Trans>
      )
    case 'failed':
      return <>{problem.message}</>
  }
}

/**
 * /scanCode/:arg when the table's code opens no menu (issue 37, SPEC §8): 'Links are invalid' for a
 * code no table has, 'Unable to access the page, please check the link for errors' for a table that
 * takes no orders, that opening a table this device never opened needs a connection (asked again
 * when the browser is back online), or the server's refusal; with a way to scan again and home.
 */
export function ScanCodeScreen({ problem }: { problem: ScanCodeProblem }) {
  const { t } = useLingui()
  const router = useRouter()
  const retry = useCallback(() => void router.invalidate(), [router])
  const canRetry = problem.kind === 'offline' || problem.kind === 'failed'
  useRetryWhenOnline(retry, problem.kind === 'offline')
  const title = {
    invalid: t`Links are invalid`,
    unavailable: t`Unable to access the page, please check the link for errors`,
    offline: t`Opening this table needs a connection`,
    failed: t`Unable to access the page, please try again`,
  }[problem.kind]
  usePageTitle(title)
  return (
    <section className="page error-page" aria-labelledby="scan-code-title">
      <h1 id="scan-code-title" className="page-title">
        {title}
      </h1>
      {problem.kind === 'failed' && !problem.message ? null : (
        <p role={problem.kind === 'offline' ? 'status' : 'alert'}>
          <ProblemText problem={problem} />
        </p>
      )}
      {canRetry ? (
        <button type="button" className="button button-primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
      <ScanTableButton withText />
      <Link to="/brand/index/{-$arg}" params={{ arg: undefined }} className="link-button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}
