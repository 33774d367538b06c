import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useAnswer } from '../../data/calls'
import { brandRestaurantListRead } from '../../data/shellReads'
import { useSession } from '../../db/session'
import { encodeArg } from '../../domain/args'
import type { OrderDetailArg } from '../../domain/orderRouteArgs'
import { isOrderOver } from '../../domain/orderStatus'
import { PageHeader } from '../../ui/PageHeader'
import { showToast } from '../../ui/toasts'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { OrderFacts } from './OrderFacts'
import { OrderLines } from './OrderLines'
import { OrderCopyNotice, OrderLoadNotice } from './OrderLoadNotice'
import { OrderStatusCard, TrackingCard } from './OrderStatusCard'
import { cartLinesOf, putLinesInCart } from './orderAgain'
import type { ShownOrder } from './orderCalls'
import { useOrderDetail } from './useOrderDetail'
import './orders.css'

type Layout = 'phone' | 'desktop'

/**
 * /orderDetail and /pcOrderDetail (`layout` desktop: two columns): one order of the member;
 * /autoCodeOrderDetail (`collectAtCounter`): a self-service order, with how to collect it.
 */
export function OrderDetailScreen({
  context,
  layout,
  collectAtCounter = false,
}: {
  context: OrderDetailArg
  layout: Layout
  collectAtCounter?: boolean
}) {
  const { t } = useLingui()
  usePageTitle(t`Order details`)
  return (
    <>
      <PageHeader title={t`Order details`} />
      <div className={`page order-detail-page order-detail-${layout}`}>
        <MemberGate
          intro={
            <h2 className="orders-gate-title">
              <Trans>Log in to see your orders</Trans>
            </h2>
          }
        >
          {collectAtCounter ? (
            <p className="notice" data-testid="collect-at-counter">
              <Trans>
                Your order has been sent to the kitchen. Collect it at the counter when your number is called.
              </Trans>
            </p>
          ) : null}
          <MemberOrder context={context} layout={layout} />
        </MemberGate>
      </div>
    </>
  )
}

function MemberOrder({ context, layout }: { context: OrderDetailArg; layout: Layout }) {
  const memberId = useSession().member?.id ?? 0
  const { state, reload } = useOrderDetail(memberId, context.orderId)
  const [cancelError, setCancelError] = useState<string | null>(null)
  const restaurantsQuery = useMemo(() => brandRestaurantListRead(context.brandId), [context.brandId])
  const restaurants = useAnswer(restaurantsQuery)

  if (state.status !== 'ready') return <OrderLoadNotice state={state} />
  const order = state.value
  const restaurant = restaurants?.data?.find((candidate) => candidate.id === order.restaurantId)
  return (
    <div className="order-detail-columns">
      <div className="order-detail-column">
        {state.savedAt !== null ? <OrderCopyNotice savedAt={state.savedAt} onRetry={reload} /> : null}
        <OrderStatusCard
          order={order}
          memberId={memberId}
          cancelError={cancelError}
          onCancelled={(error) => {
            setCancelError(error)
            reload()
          }}
        />
        <TrackingCard order={order} />
        <OrderFacts order={order} restaurant={restaurant} />
      </div>
      <div className="order-detail-column">
        <OrderLines order={order} />
        <OrderAgain order={order} layout={layout} />
        <Link
          to="/printing/{-$arg}"
          params={{ arg: encodeArg([order.brandId, order.restaurantId, 0, order.orderId]) }}
          className="button button-block"
        >
          <Trans>Print receipt</Trans>
        </Link>
      </div>
    </div>
  )
}

/**
 * 'Order again': the dishes go back into the cart of that restaurant's menu, and the menu opens.
 * The page's main button only once the order is over: on a live order it would outrank paying,
 * waiting and cancelling.
 */
function OrderAgain({ order, layout }: { order: ShownOrder; layout: Layout }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const lines = cartLinesOf(order.lines, order.restaurantId)
  if (lines.length === 0) return null

  async function again() {
    setBusy(true)
    try {
      await putLinesInCart(lines, { restaurantId: order.restaurantId, menuType: order.menuType })
      const arg = encodeArg([order.brandId, order.restaurantId, 0, order.menuType])
      await navigate(
        layout === 'desktop'
          ? { to: '/pcIndex/{-$arg}', params: { arg } }
          : { to: '/index/{-$arg}', params: { arg } },
      )
    } catch (error) {
      console.error('Could not put the dishes back in the cart', error)
      showToast(t`The dishes could not be added to the cart.`)
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`button button-block${isOrderOver(order.status) ? ' button-primary' : ''}`}
      disabled={busy}
      onClick={() => void again()}
    >
      <Trans>Order again</Trans>
    </button>
  )
}
