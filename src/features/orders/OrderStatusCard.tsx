import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { encodeArg } from '../../domain/args'
import { isDeliveredOrderType } from '../../domain/menu/types'
import { awaitsOnlinePayment, dinerMayCancel, isCancelledStatus } from '../../domain/orderStatus'
import { orderStatusText, refundText, refundTimeText } from '../../domain/orderText'
import { trackingTimeline } from '../../domain/orderTracking'
import { formatDate } from '../../domain/time'
import { CancelOrder } from './CancelOrder'
import type { ShownOrder } from './orderCalls'
import {
  cancelledByMessage,
  refundMessage,
  refundTimeMessage,
  statusMessage,
  trackingMessage,
} from './orderMessages'

type StatusCardProps = {
  order: ShownOrder
  memberId: number
  /** The last cancel's failure, kept by the screen (the Cancel button goes once the status moves on). */
  cancelError: string | null
  onCancelled: (error: string | null) => void
}

/** The status text (SPEC §4), the refund state of a cancelled online-paid order, and Cancel while allowed. */
export function OrderStatusCard({ order, memberId, cancelError, onCancelled }: StatusCardProps) {
  const { i18n } = useLingui()
  const status = orderStatusText(order)
  const refund = refundText(order)
  return (
    <section className="card order-section order-status-card" aria-labelledby="order-status-title">
      <h2 id="order-status-title" className={`order-status-big order-status-${status}`} aria-live="polite">
        {statusMessage(i18n, status)}
      </h2>
      {order.collectionNo && !isCancelledStatus(order.status) ? (
        <p className="order-collection">
          <span className="muted">
            <Trans>Collection number</Trans>
          </span>
          <strong className="order-collection-no" data-testid="collection-no">
            {order.collectionNo}
          </strong>
        </p>
      ) : null}
      {isCancelledStatus(order.status) ? (
        <p className="muted" data-testid="cancelled-by">
          {cancelledByMessage(i18n, order.cancelType)}
        </p>
      ) : null}
      {refund ? (
        <div className="order-refund" data-testid="order-refund">
          <p className="order-refund-state">{refundMessage(i18n, refund)}</p>
          {refund !== 'refundCompleted' ? (
            <p className="muted">{refundTimeMessage(i18n, refundTimeText(order.payType))}</p>
          ) : null}
        </div>
      ) : null}
      {cancelError ? (
        <p className="notice notice-warning" role="alert">
          {cancelError}
        </p>
      ) : null}
      {awaitsOnlinePayment(order) ? (
        <Link
          to="/fixedPayOrder/{-$arg}"
          params={{ arg: encodeArg([order.brandId, order.restaurantId, 0, order.orderId]) }}
          className="button button-primary button-block order-pay-now"
        >
          <Trans>Pay now</Trans>
        </Link>
      ) : null}
      {dinerMayCancel(order.status) ? (
        <CancelOrder orderId={order.orderId} memberId={memberId} onDone={onCancelled} />
      ) : null}
    </section>
  )
}

/** SPEC §4 delivery tracking of a delivered order (types 1 and 8), once the server tracks it. */
export function TrackingCard({ order }: { order: ShownOrder }) {
  const { i18n } = useLingui()
  if (!isDeliveredOrderType(order.orderType) || isCancelledStatus(order.status)) return null
  const steps = trackingTimeline(order.tracking ?? [], order.trackingState)
  if (steps.length === 0) return null
  return (
    <section className="card order-section" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title" className="order-section-title">
        <Trans>Delivery tracking</Trans>
      </h2>
      <ol className="order-timeline">
        {steps.map((step, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a state may repeat (reassigned); the log never reorders
            key={index}
            className={`order-timeline-step${step.reached ? ' reached' : ''}${step.current ? ' current' : ''}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className="order-timeline-text">{trackingMessage(i18n, step.state)}</span>
            {step.at ? (
              <time className="muted" dateTime={step.at}>
                {formatDate(step.at, 7)}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
