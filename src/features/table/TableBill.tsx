import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { payTableBill } from '../../api/table'
import { useApp } from '../../app/appContext'
import { reportPaymentError } from '../../db/logs'
import { encodeArg } from '../../domain/args'
import type { TableSessionView } from '../../domain/contract/table'
import { compareMoney } from '../../domain/money'
import { tableReceiptArgValues } from '../../domain/orderRouteArgs'
import { checkPayment } from '../../domain/payMethods'
import { Spinner } from '../../ui/Spinner'
import { MemberGate } from '../login/MemberGate'
import { PayMethodPicker } from '../pay/PayMethodPicker'
import { providerPage } from '../pay/startPayment'
import { useBackFromProvider } from '../pay/useBackFromProvider'
import { usePayMethods } from '../pay/usePayMethods'

type TableBillProps = {
  brandId: number
  restaurantId: number
  qrCode: string
  session: TableSessionView
  price: (value: string) => string
}

/**
 * The table's bill (issue 37 item 2): what is paid and what is still due, Print the bill, and Pay
 * the bill online for the whole table (a member; a guest gets the login sheet). The provider brings
 * the payer back to this screen, which reads the bill again until the payment under way has ended.
 */
export function TableBill({ brandId, restaurantId, qrCode, session, price }: TableBillProps) {
  const { bill } = session
  if (session.rounds.length === 0) return null
  const receipt = encodeArg(tableReceiptArgValues({ brandId, restaurantId, qrCode, sessionId: session.id }))
  const due = compareMoney(bill.due, 0) > 0
  return (
    <section className="card table-section" aria-labelledby="table-bill-title">
      <h2 id="table-bill-title" className="table-section-title">
        <Trans>The bill</Trans>
      </h2>
      {compareMoney(bill.paid, 0) > 0 ? (
        <p className="table-total">
          <span>
            <Trans>Paid</Trans>
          </span>
          <strong>{price(bill.paid)}</strong>
        </p>
      ) : null}
      <p className="table-total">
        <span>
          <Trans>Still to pay</Trans>
        </span>
        <strong>{price(bill.due)}</strong>
      </p>
      {bill.paying ? (
        <p className="notice" role="status">
          <Spinner size={16} />{' '}
          <Trans>
            A payment of {price(bill.paying.amount)} is under way. This page updates when it ends.
          </Trans>
        </p>
      ) : due ? null : (
        <p className="notice table-bill-paid" role="status">
          <Trans>The bill is paid. Thank you!</Trans>
        </p>
      )}
      <Link to="/printing/{-$arg}" params={{ arg: receipt }} className="button button-block">
        <Trans>Print the bill</Trans>
      </Link>
      {due && !bill.paying ? (
        <MemberGate
          intro={
            <p>
              <Trans>Log in to pay the bill online, or pay at the counter.</Trans>
            </p>
          }
        >
          <PayBillForm restaurantId={restaurantId} qrCode={qrCode} session={session} price={price} />
        </MemberGate>
      ) : null}
    </section>
  )
}

/** The online methods for what is due, and Pay the bill: to the provider's page, or why not. */
function PayBillForm({ restaurantId, qrCode, session, price }: Omit<TableBillProps, 'brandId'>) {
  const { t } = useLingui()
  const { api } = useApp()
  const amount = session.bill.due
  const choice = usePayMethods(restaurantId, amount, false)
  const [chosen, choose] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // Back from the provider's page without paying: the button works again.
  useBackFromProvider(busy, () => setBusy(false))
  const payType =
    chosen !== null && choice.methods.some((method) => method.id === chosen) ? chosen : choice.selected
  const refusal = payType === null ? null : checkPayment(payType, amount)

  async function pay() {
    if (payType === null || refusal) return
    setBusy(true)
    setFailure(null)
    const answer = await payTableBill(api, { qrCode, sessionId: session.id, payType })
    const page = answer.success && answer.data ? providerPage(answer.data.redirectUrl) : null
    if (page) {
      window.location.assign(page)
      return
    }
    setBusy(false)
    const errMsg = answer.success ? '' : (answer.errMsg ?? '')
    void reportPaymentError({
      step: 'confirmPay',
      orderId: null,
      detail: `table bill of session ${session.id}`,
      payType,
      amount,
      errCode: answer.errCode ?? '',
      errMsg,
    })
    setFailure(errMsg || t`The payment could not be started. Please try again.`)
  }

  return (
    <div className="table-bill-pay">
      <h3 className="table-section-title">
        <Trans>Pay the whole table’s bill online</Trans>
      </h3>
      <PayMethodPicker choice={choice} value={payType} onChange={choose} delivered={false} price={price} />
      {failure ? (
        <p className="notice notice-warning" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={payType === null || refusal !== null || busy}
        onClick={() => void pay()}
      >
        {busy ? t`Opening the payment page…` : t`Pay the bill: ${price(amount)}`}
      </button>
    </div>
  )
}
