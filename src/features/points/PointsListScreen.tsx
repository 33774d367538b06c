import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { PointEntryRow } from './PointEntryRow'
import { PointsPending } from './PointsPending'
import { integralExchangeLink } from './pointsLink'
import { useForgetPoints, useHistoryPage, usePointsName } from './usePoints'
import './points.css'

export type PointsContext = { brandId: number }

/** /appIntegralList: the member's points balance in the brand and its history, newest first. */
export function PointsListScreen({ context }: { context: PointsContext }) {
  const { t } = useLingui()
  const pointsName = usePointsName()
  usePageTitle(pointsName)
  return (
    <>
      <PageHeader title={pointsName} />
      <div className="page points-page">
        <MemberGate
          intro={
            <h2 className="section-title">
              <Trans>Log in to see your points and what they exchange for</Trans>
            </h2>
          }
        >
          <History brandId={context.brandId} label={t`Points history`} />
        </MemberGate>
      </div>
    </>
  )
}

function History({ brandId, label }: { brandId: number; label: string }) {
  const [pages, setPages] = useState([1])
  const first = useHistoryPage(brandId, 1)
  const balance = first?.success ? first.data?.balance : undefined
  return (
    <>
      <section className="card points-balance" aria-labelledby="points-balance-title">
        <h2 id="points-balance-title" className="muted points-balance-label">
          <Trans>Your balance</Trans>
        </h2>
        <p className="points-balance-value" data-testid="points-balance">
          {balance === undefined ? <span aria-busy="true">…</span> : balance}
        </p>
        <Link {...integralExchangeLink(brandId)} className="button button-primary button-block">
          <Trans>Exchange points</Trans>
        </Link>
      </section>
      <section className="points-history" aria-label={label}>
        <h2 className="section-title">{label}</h2>
        {pages.map((pageIndex) => (
          <HistoryPage
            key={pageIndex}
            brandId={brandId}
            pageIndex={pageIndex}
            last={pageIndex === pages.length}
            onMore={() => setPages([...pages, pages.length + 1])}
          />
        ))}
      </section>
    </>
  )
}

function HistoryPage({
  brandId,
  pageIndex,
  last,
  onMore,
}: {
  brandId: number
  pageIndex: number
  last: boolean
  onMore: () => void
}) {
  const { t } = useLingui()
  const answer = useHistoryPage(brandId, pageIndex)
  const forget = useForgetPoints(brandId)
  if (!answer?.success || !answer.data)
    return (
      <PointsPending
        answer={answer}
        loading={<Trans>Loading your points…</Trans>}
        failed={t`Your points could not be loaded.`}
        onRetry={forget}
      />
    )
  const page = answer.data
  if (pageIndex === 1 && page.list.length === 0)
    return (
      <p className="card muted">
        <Trans>No points yet. Completed orders earn points.</Trans>
      </p>
    )
  return (
    <>
      <ul className="points-entries">
        {page.list.map((entry) => (
          <PointEntryRow key={entry.id} entry={entry} brandId={brandId} />
        ))}
      </ul>
      {last && page.hasMore ? (
        <button type="button" className="button button-block" onClick={onMore}>
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </>
  )
}
