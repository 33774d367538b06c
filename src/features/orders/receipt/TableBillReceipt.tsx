import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { readTableSession } from '../../../api/table'
import { useApp } from '../../../app/appContext'
import { useAnswer } from '../../../data/calls'
import { brandRestaurantListRead } from '../../../data/shellReads'
import type { TableSessionView } from '../../../domain/contract/table'
import { compareMoney } from '../../../domain/money'
import type { TableReceiptArg } from '../../../domain/orderRouteArgs'
import { formatDate } from '../../../domain/time'
import { RetryNotice } from '../../../ui/RetryNotice'
import { Spinner } from '../../../ui/Spinner'
import { usePriceFormat } from '../../brand/usePriceFormat'
import type { OrderFactRow } from '../OrderFacts'
import { ReceiptActions } from './ReceiptActions'
import { ReceiptSheet } from './ReceiptSheet'
import { usePrintOnce } from './usePrintOnce'

type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: TableSessionView }
  | { status: 'failed'; message: string }

/** The session as its table's code reads it (restaurant/scan/getScanById), with Try again. */
function useTableSession(qrCode: string, sessionId: number) {
  const { api } = useApp()
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to read again
  useEffect(() => {
    let live = true
    void readTableSession(api, qrCode, sessionId).then((answer) => {
      if (!live) return
      setState(
        answer.success && answer.data
          ? { status: 'ready', session: answer.data }
          : { status: 'failed', message: answer.errMsg ?? '' },
      )
    })
    return () => {
      live = false
    }
  }, [api, qrCode, sessionId, attempt])
  return { state, retry: () => setAttempt((count) => count + 1) }
}

/**
 * The bill of a table's session on the receipt sheet (issue 37 item 6): every round with who sent
 * it and its lines, then the one bill (src/domain/table/sessionBill.ts), what is paid and what is
 * due. The table's code is what opens it: no login, and it stays readable once the table is closed.
 */
export function TableBillReceipt({ arg, printOnOpen }: { arg: TableReceiptArg; printOnOpen: boolean }) {
  const { t } = useLingui()
  const price = usePriceFormat(arg.brandId)
  const { state, retry } = useTableSession(arg.qrCode, arg.sessionId)
  const restaurantsQuery = useMemo(() => brandRestaurantListRead(arg.brandId), [arg.brandId])
  const restaurants = useAnswer(restaurantsQuery)
  usePrintOnce(printOnOpen && state.status === 'ready' && restaurants !== undefined)

  if (state.status === 'loading')
    return (
      <p className="orders-loading" role="status">
        <Spinner size={20} /> <Trans>Loading the bill…</Trans>
      </p>
    )
  if (state.status === 'failed')
    return (
      <RetryNotice
        role="alert"
        className="notice-warning"
        message={state.message || t`The bill could not be loaded.`}
        onRetry={retry}
      />
    )
  const { session } = state
  const { bill } = session
  const facts: OrderFactRow[] = [
    {
      label: t`Bill`,
      value: compareMoney(bill.due, 0) > 0 ? t`${price(bill.due)} still to pay` : t`Paid`,
    },
    {
      label: t`Table opened`,
      value: <time dateTime={session.openedAt}>{formatDate(session.openedAt, 8)}</time>,
    },
    { label: t`Guests`, value: String(session.persons) },
  ]
  if (compareMoney(bill.paid, 0) > 0) facts.push({ label: t`Paid so far`, value: price(bill.paid) })
  const restaurant = restaurants?.data?.find((candidate) => candidate.id === arg.restaurantId)
  return (
    <>
      <ReceiptActions />
      <ReceiptSheet
        brandId={arg.brandId}
        restaurantId={arg.restaurantId}
        restaurant={restaurant}
        facts={facts}
        rounds={session.rounds.map((round) => {
          const sender = round.sentBy || t`A guest`
          return {
            key: String(round.orderId),
            title: t`Round ${round.roundNo} · sent by ${sender}`,
            lines: round.lines,
          }
        })}
        priceResult={bill.priceResult}
      />
    </>
  )
}
