import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { Spinner } from '../../ui/Spinner'
import { FigureList } from '../account/FigureList'
import { useBrand } from '../brand/BrandContext'
import type { AccountLoss } from './useAccountLoss'

/** The points, coupons and orders deletion would take away; loading and failure with Try again. */
export function LossSummary({ loss, onRetry }: { loss: AccountLoss; onRetry: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { memberSetting } = useBrand()
  const title = (
    <h2 id="loss-title" className="section-title">
      <Trans>If you delete your account, you lose</Trans>
    </h2>
  )
  if (loss.kind === 'loading') {
    return (
      <section className="card loss-summary" aria-labelledby="loss-title" aria-busy="true">
        {title}
        <p className="dialog-loading" role="status">
          <Spinner size={20} /> <Trans>Checking what your account holds…</Trans>
        </p>
      </section>
    )
  }
  if (loss.kind === 'failed') {
    return (
      <section className="card loss-summary" aria-labelledby="loss-title">
        {title}
        <div role="alert">
          <p>
            <Trans>We could not check what your account holds, so it cannot be deleted yet.</Trans>
          </p>
          {loss.message ? <p className="muted">{loss.message}</p> : null}
        </div>
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </section>
    )
  }
  const pointsName = (memberSetting && localized(memberSetting, 'pointsName', locale)) || t`Points`
  const rows = [
    { label: pointsName, value: loss.summary.points },
    { label: t`Coupons`, value: String(loss.summary.coupons) },
    { label: t`Orders`, value: String(loss.summary.orders) },
  ]
  return (
    <section className="card loss-summary" aria-labelledby="loss-title">
      {title}
      <FigureList rows={rows} />
    </section>
  )
}
