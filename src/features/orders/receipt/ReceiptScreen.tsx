import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useAnswer } from '../../../data/calls'
import { brandRestaurantListRead } from '../../../data/shellReads'
import { useSession } from '../../../db/session'
import { isTableReceipt, type OrderDetailArg, type ReceiptArg } from '../../../domain/orderRouteArgs'
import { PageHeader } from '../../../ui/PageHeader'
import { usePageTitle } from '../../../ui/usePageTitle'
import { MemberGate } from '../../login/MemberGate'
import { OrderCopyNotice, OrderLoadNotice } from '../OrderLoadNotice'
import { useOrderDetail } from '../useOrderDetail'
import { OrderReceipt } from './OrderReceipt'
import { ReceiptActions } from './ReceiptActions'
import { TableBillReceipt } from './TableBillReceipt'
import { usePrintOnce } from './usePrintOnce'
import '../orders.css'
import './receipt.css'

/**
 * /printingDetail and /printing (`printOnOpen`: the print dialog opens once the receipt is shown):
 * the receipt of one order of the member, or the bill of a table's session (its code opens it, no
 * login), laid out for A4 portrait when printed or saved as PDF.
 */
export function ReceiptScreen({ context, printOnOpen }: { context: ReceiptArg; printOnOpen: boolean }) {
  const { t } = useLingui()
  usePageTitle(t`Receipt`)
  return (
    <>
      <PageHeader title={t`Receipt`} />
      <div className="page receipt-page">
        {isTableReceipt(context) ? (
          <TableBillReceipt arg={context} printOnOpen={printOnOpen} />
        ) : (
          <MemberGate
            intro={
              <h2 className="orders-gate-title">
                <Trans>Log in to see your orders</Trans>
              </h2>
            }
          >
            <MemberReceipt context={context} printOnOpen={printOnOpen} />
          </MemberGate>
        )}
      </div>
    </>
  )
}

function MemberReceipt({ context, printOnOpen }: { context: OrderDetailArg; printOnOpen: boolean }) {
  const memberId = useSession().member?.id ?? 0
  const { state, reload } = useOrderDetail(memberId, context.orderId)
  const restaurantsQuery = useMemo(() => brandRestaurantListRead(context.brandId), [context.brandId])
  const restaurants = useAnswer(restaurantsQuery)
  // The restaurant's name and address belong on the paper: the dialog waits for their answer too.
  usePrintOnce(printOnOpen && state.status === 'ready' && restaurants !== undefined)

  if (state.status !== 'ready') return <OrderLoadNotice state={state} />
  const order = state.value
  const restaurant = restaurants?.data?.find((candidate) => candidate.id === order.restaurantId)
  return (
    <>
      {state.savedAt !== null ? <OrderCopyNotice savedAt={state.savedAt} onRetry={reload} /> : null}
      <ReceiptActions />
      <OrderReceipt order={order} restaurant={restaurant} />
    </>
  )
}
