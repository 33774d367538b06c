import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ExchangeItem } from '../../domain/contract/points'
import { localized } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { ExchangePage } from './ExchangePage'
import { ExchangeStanding } from './ExchangeStanding'
import type { PointsContext } from './PointsListScreen'
import { PointsPending } from './PointsPending'
import { exchangeDetailLink } from './pointsLink'
import { useExchangeItems, useForgetPoints } from './usePoints'
import './points.css'

/** /appIntegralExchange: what the brand offers for points, with cost, stock and whether the member can afford it. */
export function ExchangeListScreen({ context }: { context: PointsContext }) {
  return (
    <ExchangePage>
      <Items brandId={context.brandId} />
    </ExchangePage>
  )
}

function Items({ brandId }: { brandId: number }) {
  const { t } = useLingui()
  const answer = useExchangeItems(brandId)
  const forget = useForgetPoints(brandId)
  if (!answer?.success || !answer.data)
    return <PointsPending answer={answer} failed={t`The items could not be loaded.`} onRetry={forget} />
  const { balance, items } = answer.data
  return (
    <>
      <p className="card points-balance-line">
        <Trans>
          Your balance: <strong data-testid="points-balance">{balance}</strong> points
        </Trans>
      </p>
      {items.length === 0 ? (
        <p className="card muted">
          <Trans>Nothing to exchange at the moment.</Trans>
        </p>
      ) : (
        <ul className="exchange-items">
          {items.map((item) => (
            <ItemCard key={item.id} item={item} balance={balance} brandId={brandId} />
          ))}
        </ul>
      )}
    </>
  )
}

function ItemCard({ item, balance, brandId }: { item: ExchangeItem; balance: number; brandId: number }) {
  const locale = useLocale()
  const name = localized(item, 'name', locale)
  return (
    <li className="card exchange-item">
      <Link {...exchangeDetailLink(brandId, { itemId: item.id })} className="exchange-item-link">
        <span className="exchange-item-kind muted">
          {item.kind === 'coupon' ? <Trans>Coupon</Trans> : <Trans>Gift at the shop</Trans>}
        </span>
        <span className="exchange-item-name">{name}</span>
        <span className="exchange-item-cost">
          <Trans>{item.cost} points</Trans>
        </span>
      </Link>
      <ExchangeStanding item={item} balance={balance} />
    </li>
  )
}
