import { useLingui } from '@lingui/react/macro'
import type { BrandRestaurant } from '../../../domain/contract/brand'
import { isCancelledStatus } from '../../../domain/orderStatus'
import { orderStatusText } from '../../../domain/orderText'
import { type OrderFactRow, useOrderFactRows } from '../OrderFacts'
import type { ShownOrder } from '../orderCalls'
import { statusMessage } from '../orderMessages'
import { ReceiptSheet } from './ReceiptSheet'

/** The receipt of one order: its status and collection number, the order detail's facts, its lines. */
export function OrderReceipt({
  order,
  restaurant,
}: {
  order: ShownOrder
  restaurant: BrandRestaurant | undefined
}) {
  const { t, i18n } = useLingui()
  const orderFacts = useOrderFactRows(order)
  const facts: OrderFactRow[] = [{ label: t`Status`, value: statusMessage(i18n, orderStatusText(order)) }]
  if (order.collectionNo && !isCancelledStatus(order.status))
    facts.push({ label: t`Collection number`, value: order.collectionNo })
  facts.push(...orderFacts)
  return (
    <ReceiptSheet
      brandId={order.brandId}
      restaurantId={order.restaurantId}
      restaurant={restaurant}
      facts={facts}
      rounds={[{ key: String(order.orderId), title: null, lines: order.lines }]}
      priceResult={order.priceResult}
    />
  )
}
