import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatAddress } from '../../domain/address'
import { localized } from '../../domain/locale'
import { isDeliveredOrderType } from '../../domain/menu/types'
import { orderTypeText } from '../../domain/orderText'
import { formatDate } from '../../domain/time'
import { useLocale } from '../../i18n/useLocale'
import type { ShownOrder } from './orderCalls'
import { orderTypeMessage } from './orderMessages'
import { PaymentFact } from './PaymentFact'

type RestaurantNames = { name: string; name1: string; name2: string }

/** One fact of an order: what it is, then its value. */
export type OrderFactRow = { label: string; value: ReactNode }

/**
 * The order's facts after its restaurant: number, time, type, time slot, address, guests, payment,
 * remark. The order detail and the receipt say them alike.
 */
export function useOrderFactRows(order: ShownOrder): OrderFactRow[] {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const address = order.address
  const delivered = isDeliveredOrderType(order.orderType)
  const slotTime =
    order.timeSlot.type === 1 && order.timeSlot.time ? formatDate(order.timeSlot.time, 8) : null
  const rows: OrderFactRow[] = [
    { label: t`Order number`, value: order.orderNo },
    {
      label: t`Order time`,
      value: <time dateTime={order.createdAt}>{formatDate(order.createdAt, 8)}</time>,
    },
    { label: t`Order type`, value: orderTypeMessage(i18n, orderTypeText(order.orderType)) },
    {
      label: delivered ? t`Delivery time` : t`Pick-up time`,
      value: slotTime ?? (delivered ? t`Immediately` : t`As soon as possible`),
    },
  ]
  if (delivered && address) {
    const place = formatAddress(address, locale)
    rows.push({
      label: t`Address`,
      value: (
        <>
          <span className="order-fact-block">{place}</span>
          <span className="order-fact-block muted">
            {address.receiver} {address.phone}
          </span>
        </>
      ),
    })
  }
  if (order.persons > 1) rows.push({ label: t`Guests`, value: String(order.persons) })
  rows.push({ label: t`Payment`, value: <PaymentFact order={order} delivered={delivered} /> })
  rows.push({ label: t`Remark`, value: order.remark || <span className="muted">{t`None`}</span> })
  return rows
}

/** The order's facts: restaurant, number, time, type, address, time slot, guests, payment, remark. */
export function OrderFacts({
  order,
  restaurant,
}: {
  order: ShownOrder
  restaurant: RestaurantNames | undefined
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const rows: OrderFactRow[] = [
    {
      label: t`Restaurant`,
      value: (restaurant && localized(restaurant, 'name', locale)) || `#${order.restaurantId}`,
    },
    ...useOrderFactRows(order),
  ]
  return (
    <section className="card order-section" aria-labelledby="order-facts-title">
      <h2 id="order-facts-title" className="order-section-title">
        <Trans>Order information</Trans>
      </h2>
      <dl className="order-facts">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
