import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { OrderDetailArg } from '../../domain/orderRouteArgs'
import { PAY_RESULT } from '../../domain/payOverlay'
import { PageHeader } from '../../ui/PageHeader'
import { Spinner } from '../../ui/Spinner'
import { showToast } from '../../ui/toasts'
import { usePageTitle } from '../../ui/usePageTitle'
import { MemberGate } from '../login/MemberGate'
import { orderArgOf } from './orderLinks'
import { usePayWait } from './usePayWait'
import './pay.css'

/**
 * /pay/:arg and /pcPay/:arg: where the payer comes back from the provider. The paying overlay
 * shows while the payment is under way; paid or cancelled opens the order, and a payment that
 * ended unpaid says so here, with Pay again.
 */
export function PayScreen({ context }: { context: OrderDetailArg }) {
  const { t } = useLingui()
  const title = t({ context: 'pay screen title', message: 'Payment' })
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} />
      <div className="page pay-page">
        <MemberGate
          intro={
            <h2 className="pay-title">
              <Trans>Log in to see your payment</Trans>
            </h2>
          }
        >
          <PayWait context={context} />
        </MemberGate>
      </div>
    </>
  )
}

function PayWait({ context }: { context: OrderDetailArg }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const arg = orderArgOf(context)
  const end = usePayWait(context.orderId, ({ paid, toldPaid }) => {
    // Said once: the pay page is replaced by the order, so Back or a reload never says it again.
    if (paid && !toldPaid) showToast(t`Payment received`)
    void navigate({ to: '/orderDetail/{-$arg}', params: { arg }, replace: true })
  })
  if (end?.result !== PAY_RESULT.notPaid)
    return (
      <section className="card pay-summary">
        <p role="status">
          <Spinner size={20} /> <Trans>Checking your payment…</Trans>
        </p>
      </section>
    )
  return (
    <section className="card pay-summary" aria-labelledby="pay-not-paid">
      <h2 id="pay-not-paid" className="pay-result-title">
        <Trans>The payment was not completed</Trans>
      </h2>
      <p role="alert">
        {end.errMsg || (
          <Trans>The order is not paid yet. You can pay again, with this or another method.</Trans>
        )}
      </p>
      <div className="pay-actions">
        <Link to="/fixedPayOrder/{-$arg}" params={{ arg }} replace className="button button-primary">
          <Trans>Pay again</Trans>
        </Link>
        <Link to="/orderDetail/{-$arg}" params={{ arg }} replace className="button">
          <Trans>View order</Trans>
        </Link>
      </div>
    </section>
  )
}
