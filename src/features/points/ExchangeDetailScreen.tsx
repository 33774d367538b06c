import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { exchangeItem, getExchange } from '../../api/points'
import { useApp } from '../../app/appContext'
import { useCall } from '../../data/calls'
import { useSession } from '../../db/session'
import type { ExchangeItem, PointExchangeResult } from '../../domain/contract/points'
import { localized } from '../../domain/locale'
import { canExchange } from '../../domain/points'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { ask } from '../../ui/questions'
import { Spinner } from '../../ui/Spinner'
import { ExchangePage } from './ExchangePage'
import { ExchangeStanding } from './ExchangeStanding'
import { PointsPending } from './PointsPending'
import { exchangeDetailLink, integralListLink } from './pointsLink'
import { useExchangeItems, useForgetPoints } from './usePoints'
import './points.css'

export type ExchangeDetailContext = { brandId: number; itemId?: number; exchangeId?: number }

/**
 * /integralExchangeDetail: an item's detail and its exchange (`?itemId=`), then the result
 * (`?exchangeId=`): the coupon now in the wallet, or the gift's pick-up code to show staff.
 */
export function ExchangeDetailScreen({ context }: { context: ExchangeDetailContext }) {
  return (
    <ExchangePage>
      {context.exchangeId !== undefined ? (
        <ExchangeResult brandId={context.brandId} exchangeId={context.exchangeId} />
      ) : context.itemId !== undefined ? (
        <ItemDetail brandId={context.brandId} itemId={context.itemId} />
      ) : (
        <NotOffered brandId={context.brandId} />
      )}
    </ExchangePage>
  )
}

function NotOffered({ brandId }: { brandId: number }) {
  return (
    <div className="card points-message" role="alert">
      <p>
        <Trans>This item is not offered any more.</Trans>
      </p>
      <Link to="/appIntegralExchange" search={{ brandId }} className="button">
        <Trans>See what you can exchange</Trans>
      </Link>
    </div>
  )
}

function ItemDetail({ brandId, itemId }: { brandId: number; itemId: number }) {
  const { t } = useLingui()
  const answer = useExchangeItems(brandId)
  const forget = useForgetPoints(brandId)
  if (!answer?.success || !answer.data)
    return <PointsPending answer={answer} failed={t`The items could not be loaded.`} onRetry={forget} />
  const item = answer.data.items.find((candidate) => candidate.id === itemId)
  if (!item) return <NotOffered brandId={brandId} />
  return <ItemCard brandId={brandId} item={item} balance={answer.data.balance} />
}

function ItemCard({ brandId, item, balance }: { brandId: number; item: ExchangeItem; balance: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { api } = useApp()
  const navigate = useNavigate()
  const forget = useForgetPoints(brandId)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const name = localized(item, 'name', locale)
  const description = localized(item, 'description', locale)
  const affordable = canExchange(balance, item.cost, item.stock)
  async function exchange() {
    const cost = item.cost
    const yes = await ask({
      title: t`Exchange points`,
      message: t`Exchange ${cost} points for ${name}?`,
      yes: t`Exchange`,
      no: t`Cancel`,
    })
    if (!yes) return
    setBusy(true)
    setRefusal(null)
    const answer = await exchangeItem(api, brandId, item.id)
    setBusy(false)
    forget()
    if (answer.success && answer.data) {
      await navigate({ ...exchangeDetailLink(brandId, { exchangeId: answer.data.id }), replace: true })
      return
    }
    setRefusal(answer.errMsg || t`The exchange did not go through. Try again.`)
  }
  return (
    <article className="card exchange-detail" aria-labelledby="exchange-item-name">
      <p className="exchange-item-kind muted">
        {item.kind === 'coupon' ? <Trans>Coupon</Trans> : <Trans>Gift at the shop</Trans>}
      </p>
      <h2 id="exchange-item-name" className="exchange-detail-name">
        {name}
      </h2>
      {description ? <p>{description}</p> : null}
      <p className="exchange-item-cost">
        <Trans>{item.cost} points</Trans>
      </p>
      <ExchangeStanding item={item} balance={balance} />
      <p className="muted">
        <Trans>Your balance: {balance} points</Trans>
      </p>
      {refusal ? (
        <p className="notice notice-warning" role="alert">
          {refusal}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={!affordable || busy}
        onClick={() => void exchange()}
      >
        {busy ? <Spinner size={18} /> : null}
        <Trans>Exchange for {item.cost} points</Trans>
      </button>
    </article>
  )
}

function ExchangeResult({ brandId, exchangeId }: { brandId: number; exchangeId: number }) {
  const { t } = useLingui()
  const memberId = (useSession().member as { id: number } | null)?.id ?? 0
  const answer = useCall(`member:${memberId}:${brandId}:points:exchange:${exchangeId}`, (api) =>
    getExchange(api, brandId, exchangeId),
  )
  const forget = useForgetPoints(brandId)
  if (!answer?.success || !answer.data)
    return <PointsPending answer={answer} failed={t`This exchange could not be loaded.`} onRetry={forget} />
  return <ResultCard brandId={brandId} result={answer.data} />
}

function ResultCard({ brandId, result }: { brandId: number; result: PointExchangeResult }) {
  const locale = useLocale()
  const name = localized(result.item, 'name', locale)
  return (
    <article className="card exchange-result" aria-labelledby="exchange-result-title">
      <h2 id="exchange-result-title" className="exchange-detail-name">
        <Trans>Exchanged: {name}</Trans>
      </h2>
      <p className="muted">
        <Trans>
          {result.cost} points on <time dateTime={result.createdAt}>{formatDate(result.createdAt, 8)}</time>
        </Trans>
      </p>
      {result.giftCode ? (
        <div className="gift-code-box">
          <p>
            <Trans>Show this code at the counter to pick up your gift:</Trans>
          </p>
          <p className="gift-code" data-testid="gift-code">
            {result.giftCode}
          </p>
        </div>
      ) : (
        <p className="exchange-coupon-note" data-testid="coupon-in-wallet">
          <Trans>The coupon is in your wallet. Choose it at checkout.</Trans>
        </p>
      )}
      <p>
        <Trans>
          Your balance: <strong>{result.balance}</strong> points
        </Trans>
      </p>
      <Link {...integralListLink(brandId)} className="button button-block">
        <Trans>See your points</Trans>
      </Link>
    </article>
  )
}
