import { Trans } from '@lingui/react/macro'
import type { PackageOrderSummary } from '../../domain/contract/packages'
import { isCancelledStatus, ORDER_STATUS } from '../../domain/orderStatus'

/** Where a package's vouchers stand: left to use, used, expired, and withdrawn when it was refunded. */
export function VoucherCounts({ counts }: { counts: PackageOrderSummary['vouchers'] }) {
  return (
    <dl className="voucher-counts">
      <div>
        <dt>
          <Trans>Left</Trans>
        </dt>
        <dd>{counts.usable}</dd>
      </div>
      <div>
        <dt>
          <Trans>Used</Trans>
        </dt>
        <dd>{counts.used}</dd>
      </div>
      <div>
        <dt>
          <Trans>Expired</Trans>
        </dt>
        <dd>{counts.expired}</dd>
      </div>
      {counts.withdrawn > 0 ? (
        <div>
          <dt>
            <Trans>Withdrawn</Trans>
          </dt>
          <dd>{counts.withdrawn}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** A package order's state when it is not simply paid: waiting for payment, cancelled or refunded. */
export function PackageOrderState({
  order,
}: {
  order: Pick<PackageOrderSummary, 'status' | 'refundProgress'>
}) {
  if (order.refundProgress !== null)
    return (
      <p className="package-state">
        <Trans>Refunded: its unused vouchers were withdrawn.</Trans>
      </p>
    )
  if (order.status === ORDER_STATUS.submitted)
    return (
      <p className="package-state">
        <Trans>Waiting for payment: the vouchers come once it is paid.</Trans>
      </p>
    )
  if (isCancelledStatus(order.status))
    return (
      <p className="package-state">
        <Trans>Cancelled</Trans>
      </p>
    )
  return null
}
