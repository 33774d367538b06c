import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useApp } from '../../app/appContext'
import { useSession } from '../../db/session'
import { PAY_ERR } from '../../domain/contract/pay'
import type { OrderDetailArg } from '../../domain/orderRouteArgs'
import { awaitsOnlinePayment } from '../../domain/orderStatus'
import { checkPayment, PAY_CHECK } from '../../domain/payMethods'
import { PageHeader } from '../../ui/PageHeader'
import { usePageTitle } from '../../ui/usePageTitle'
import { usePriceFormat } from '../brand/usePriceFormat'
import { MemberGate } from '../login/MemberGate'
import { OrderLoadNotice } from '../orders/OrderLoadNotice'
import type { ShownOrder } from '../orders/orderCalls'
import { useOrderDetail } from '../orders/useOrderDetail'
import { orderArgOf } from './orderLinks'
import { PayMethodPicker } from './PayMethodPicker'
import { startPayment } from './startPayment'
import { useBackFromProvider } from './useBackFromProvider'
import { usePayMethods } from './usePayMethods'
import './pay.css'

/** /fixedPayOrder/:arg: an unpaid online order paid for its amount as the server charged it. */
export function FixedPayScreen({ context }: { context: OrderDetailArg }) {
  const { t } = useLingui()
  usePageTitle(t`Pay for your order`)
  return (
    <>
      <PageHeader title={t`Pay for your order`} />
      <div className="page pay-page">
        <MemberGate
          intro={
            <h2 className="pay-title">
              <Trans>Log in to pay for your order</Trans>
            </h2>
          }
        >
          <FixedPay context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function FixedPay({ context }: { context: OrderDetailArg }) {
  const memberId = useSession().member?.id ?? 0
  const { state } = useOrderDetail(memberId, context.orderId)
  const arg = orderArgOf(context)
  if (state.status !== 'ready') return <OrderLoadNotice state={state} />
  if (!awaitsOnlinePayment(state.value))
    return (
      <section className="card pay-summary">
        <p role="status">
          <Trans>This order has nothing to pay online now.</Trans>
        </p>
        <div className="pay-actions">
          <Link to="/orderDetail/{-$arg}" params={{ arg }} replace className="button button-primary">
            <Trans>View order</Trans>
          </Link>
        </div>
      </section>
    )
  return <PayOrderForm order={state.value} arg={arg} />
}

function PayOrderForm({ order, arg }: { order: ShownOrder; arg: string }) {
  const { t } = useLingui()
  const { api } = useApp()
  const amount = order.priceResult.price
  const price = usePriceFormat(order.brandId)
  const choice = usePayMethods(order.restaurantId, amount, false)
  const [chosen, choose] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ errCode: string; message: string } | null>(null)
  // Back from the provider's page without paying: the button works again.
  useBackFromProvider(busy, () => setBusy(false))
  const offered = (id: number | null) => id !== null && choice.methods.some((method) => method.id === id)
  // The diner's choice, else the method the order was placed with, else the restaurant's default.
  const payType = offered(chosen) ? chosen : offered(order.payType) ? order.payType : choice.selected
  const refusal = payType === null ? null : checkPayment(payType, amount)

  async function pay() {
    if (payType === null || refusal) return
    setBusy(true)
    setFailure(null)
    const started = await startPayment(api, { orderId: order.orderId, payType, amount })
    if (started.ok) return
    setBusy(false)
    setFailure({
      errCode: started.errCode,
      message: started.errMsg || t`The payment could not be started. Please try again.`,
    })
  }

  return (
    <>
      <section className="card pay-summary" aria-labelledby="pay-amount-title">
        <h2 id="pay-amount-title" className="pay-order-number">
          <Trans>Order {order.orderNo}</Trans>
        </h2>
        <p className="pay-amount">{price(amount)}</p>
      </section>
      <section className="card pay-summary" aria-labelledby="pay-method-title">
        <h2 id="pay-method-title" className="pay-title">
          <Trans>Payment method</Trans>
        </h2>
        <PayMethodPicker choice={choice} value={payType} onChange={choose} delivered={false} price={price} />
      </section>
      {refusal === PAY_CHECK.amountNotPositive ? (
        <p className="notice notice-warning" role="alert">
          <Trans>The payment amount should be greater than 0</Trans>
        </p>
      ) : null}
      {failure ? (
        <div className="notice notice-warning" role="alert">
          <p>{failure.message}</p>
          {failure.errCode === PAY_ERR.inProgress ? (
            <Link to="/pay/{-$arg}" params={{ arg }} className="button">
              <Trans>See the payment under way</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={payType === null || refusal !== null || busy}
        onClick={() => void pay()}
      >
        {busy ? t`Opening the payment page…` : t`Pay ${price(amount)}`}
      </button>
    </>
  )
}
