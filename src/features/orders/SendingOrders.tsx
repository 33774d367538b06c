import { Trans, useLingui } from '@lingui/react/macro'
import { localized } from '../../domain/locale'
import { dishesSummary } from '../../domain/orderText'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { usePriceFormat } from '../brand/usePriceFormat'
import { type PendingOrder, usePendingOrders } from '../checkout/usePendingOrders'
import type { OrderList } from './useOrderList'

/**
 * The member's orders placed on this device that the server has not answered yet (the order
 * outbox): shown above the server's orders as 'sending', with their submission keys, also offline
 * and after a reload. The outbox sends them again by itself; the server makes each one order once.
 */
export function SendingOrders({ list }: { list: OrderList }) {
  const { t } = useLingui()
  const pending = usePendingOrders()
  if (pending.length === 0) return null
  return (
    <ul className="order-cards order-cards-sending" aria-label={t`Orders being sent`}>
      {pending.map((order) => (
        <SendingOrderCard key={order.submissionKey} order={order} list={list} />
      ))}
    </ul>
  )
}

/** One order being sent: its restaurant, when, its submission key, dishes and total. */
function SendingOrderCard({ order, list }: { order: PendingOrder; list: OrderList }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { submissionKey, payload, createdAt } = order
  const price = usePriceFormat(payload.brandId)
  const restaurant = list.restaurantName(payload.restaurantId)
  const restaurantId = payload.restaurantId
  const name = (restaurant && localized(restaurant, 'name', locale)) || t`Restaurant ${restaurantId}`
  const dishes = dishesSummary(payload.lines, locale)
  return (
    <li className="card order-card">
      <span className="order-card-head">
        <span className="order-card-restaurant">{name}</span>
        <span className="order-status order-status-sending" role="status">
          <Trans>Sending…</Trans>
        </span>
      </span>
      <span className="muted order-card-meta">
        <time dateTime={new Date(createdAt).toISOString()}>{formatDate(createdAt, 8)}</time>
        <span>
          <Trans>Submission key: {submissionKey}</Trans>
        </span>
      </span>
      {dishes ? <span className="order-card-dishes">{dishes}</span> : null}
      <span className="order-card-total">
        <span className="muted">{t`Total`}</span> <strong>{price(payload.expectedPrice)}</strong>
      </span>
    </li>
  )
}
