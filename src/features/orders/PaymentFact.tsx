import { useLingui } from '@lingui/react/macro'
import { paymentText } from '../../domain/orderText'
import { orderPayState } from '../../domain/pay/orderPayState'
import { formatDate } from '../../domain/time'
import { usePriceFormat } from '../brand/usePriceFormat'
import type { ShownOrder } from './orderCalls'
import { paymentMessage } from './orderMessages'

/**
 * The order's payment as its own fact (issue 36): its state with the amount (paid, refunding,
 * refunded), then the method and when it was paid; a pay-later order, how it is paid.
 */
export function PaymentFact({ order, delivered }: { order: ShownOrder; delivered: boolean }) {
  const { t, i18n } = useLingui()
  const state = orderPayState(order)
  const price = usePriceFormat(order.brandId)
  const method = paymentMessage(
    i18n,
    paymentText(order.payment?.payType ?? order.payType, order.payment?.payTypeName ?? order.payTypeName),
    delivered,
  )
  if (state.kind === 'later') return <>{method}</>
  let headline: string
  switch (state.kind) {
    case 'paid':
      headline = t`Paid ${price(state.amount)}`
      break
    case 'refunding':
      headline = t`Refunding ${price(state.amount)}`
      break
    case 'refunded':
      headline = t`Refunded ${price(state.amount)}`
      break
    case 'paying':
      headline = t`Payment in progress`
      break
    case 'unpaid':
      headline = t`Not paid`
      break
  }
  return (
    <>
      <span
        className={`order-fact-block order-pay-state order-pay-${state.kind}`}
        data-testid="order-pay-state"
      >
        {headline}
      </span>
      <span className="order-fact-block muted">
        {method}
        {state.kind === 'paid' && state.paidAt ? (
          <>
            {' · '}
            <time dateTime={state.paidAt}>{formatDate(state.paidAt, 7)}</time>
          </>
        ) : null}
      </span>
    </>
  )
}
