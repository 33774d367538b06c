import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { reportErrorLater } from '../../db/lazyLogs'
import { isCodeFetchFailure } from '../../pwa/codeFetchFailure'
import { ScreenUnreachable } from '../../pwa/lazyScreen'
import { failedFile, serverAnswers } from '../../pwa/screenCodeFailure'
import { usePageTitle } from '../../ui/usePageTitle'
import { UnreachableNotice } from './UnreachableNotice'

/**
 * A screen whose code or data failed to load: report it and offer to try again (SPEC §8). Code
 * the network could not bring (the screen's, or what its loader or frame imports) is no fault to
 * report: the notice says whether the device is offline, and the page loads again by itself once
 * the server answers.
 */
export function LoadFailedPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const unreachable = error instanceof ScreenUnreachable || isCodeFetchFailure(error)
  usePageTitle(t`Page unavailable`)
  useEffect(() => {
    if (!unreachable) reportErrorLater(error)
  }, [error, unreachable])
  return (
    <section className="page error-page" aria-labelledby="load-failed-title">
      <h1 id="load-failed-title" className="page-title">
        {unreachable ? (
          <Trans>Page unavailable</Trans>
        ) : (
          <Trans>Unable to access the page, please try again</Trans>
        )}
      </h1>
      {unreachable ? (
        <UnreachableNotice onRetry={() => void reloadOnceServerAnswers(error)} />
      ) : (
        <button type="button" className="button button-primary" onClick={() => void router.invalidate()}>
          <Trans>Try again</Trans>
        </button>
      )}
      <Link to="/brand/index/{-$arg}" params={{ arg: undefined }} className="link-button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}

/** A device back online may not reach the server at once (the Wi-Fi still joining): asked again after these. */
const SERVER_ASK_DELAYS_MS = [0, 1_000, 3_000]

/**
 * Code that failed to arrive is fetched again by a reload, not in place: Vite never adds a
 * stylesheet link a second time, and React keeps a lazy component's failure for good.
 */
async function reloadOnceServerAnswers(error: Error): Promise<void> {
  const failed = error instanceof ScreenUnreachable ? error.cause : error
  const file = failed instanceof Error ? failedFile(failed, window.location.href) : undefined
  for (const delay of SERVER_ASK_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay))
    if (await serverAnswers(file ?? `${import.meta.env.BASE_URL}manifest.webmanifest`)) {
      window.location.reload()
      return
    }
  }
}
