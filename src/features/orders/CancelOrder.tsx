import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useApp } from '../../app/appContext'
import { ORDER_ERR } from '../../domain/contract/order'
import { Dialog } from '../../ui/Dialog'
import { showToast } from '../../ui/toasts'
import { cancelOrder, invalidateMemberOrders } from './orderCalls'

type CancelOrderProps = {
  orderId: number
  memberId: number
  /** After the call: null when cancelled, else the message to show (the screen keeps it). */
  onDone: (error: string | null) => void
}

/**
 * Issue 11 item 6: Cancel, a confirm dialog, then order/updateOrderStatus. Once the merchant has
 * confirmed the server answers ORDER.CONFIRMED: 'Order confirmed, cannot cancel' (SPEC §8); any
 * other failure reads 'Cancellation failed' with the server's words. Either way the order is read
 * again, so the screen shows what the server holds.
 */
export function CancelOrder({ orderId, memberId, onDone }: CancelOrderProps) {
  const { t } = useLingui()
  const { api, records } = useApp()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    const answer = await cancelOrder(api, orderId)
    setBusy(false)
    setOpen(false)
    invalidateMemberOrders(records, memberId)
    if (answer.success) {
      showToast(t`The order has been cancelled.`)
      onDone(null)
    } else if (answer.errCode === ORDER_ERR.cannotCancel) {
      onDone(t`Order confirmed, cannot cancel`)
    } else {
      onDone(answer.errMsg ? `${t`Cancellation failed`}: ${answer.errMsg}` : t`Cancellation failed`)
    }
  }

  return (
    <div className="order-cancel">
      <button type="button" className="button order-cancel-button" onClick={() => setOpen(true)}>
        <Trans>Cancel order</Trans>
      </button>
      <Dialog
        open={open}
        title={t`Cancel this order?`}
        onClose={() => {
          if (!busy) setOpen(false)
        }}
        actions={
          <>
            <button type="button" className="button" disabled={busy} onClick={() => setOpen(false)}>
              <Trans>Keep the order</Trans>
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? t`Cancelling…` : t`Yes, cancel it`}
            </button>
          </>
        }
      >
        <p>
          <Trans>
            The restaurant has not confirmed this order yet. Once cancelled it cannot be restored.
          </Trans>
        </p>
      </Dialog>
    </div>
  )
}
