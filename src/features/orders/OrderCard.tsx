import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import { localized } from '../../domain/locale'
import { dishesSummary, orderStatusText, orderTypeText } from '../../domain/orderText'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import { usePriceFormat } from '../brand/usePriceFormat'
import type { ShownOrder } from './orderCalls'
import { orderTypeMessage, statusMessage } from './orderMessages'

type RestaurantNames = { name: string; name1: string; name2: string }

/** One order of the list: restaurant, time (UTC+8), type, status text and total; opens the detail (or its pay screen). */
export function OrderCard({
  order,
  restaurant,
  opens = 'detail',
}: {
  order: ShownOrder
  restaurant: RestaurantNames | undefined
  opens?: 'detail' | 'pay'
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat(order.brandId)
  const status = orderStatusText(order)
  const restaurantId = order.restaurantId
  const name = (restaurant && localized(restaurant, 'name', locale)) || t`Restaurant ${restaurantId}`
  const dishes = dishesSummary(order.lines, locale)
  const arg = encodeArg([order.brandId, order.restaurantId, 0, order.orderId])
  return (
    <li className="card order-card">
      <Link
        to={opens === 'pay' ? '/fixedPayOrder/{-$arg}' : '/orderDetail/{-$arg}'}
        params={{ arg }}
        className="order-card-link"
      >
        <span className="order-card-head">
          <span className="order-card-restaurant">{name}</span>
          <span className={`order-status order-status-${status}`}>{statusMessage(i18n, status)}</span>
        </span>
        <span className="muted order-card-meta">
          <span>
            {orderTypeMessage(i18n, orderTypeText(order.orderType))}
            {order.collectionNo ? ` · ${order.collectionNo}` : null}
          </span>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, 8)}</time>
        </span>
        {dishes ? <span className="order-card-dishes">{dishes}</span> : null}
        <span className="order-card-total">
          <span className="muted">{t`Total`}</span> <strong>{price(order.priceResult.price)}</strong>
        </span>
      </Link>
    </li>
  )
}
