import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useApp } from '../../app/appContext'
import type { InvitePlace } from '../../db/orderRecord'
import { type CartScope, cartKey, cartScopeName } from '../../db/recordKeys'
import { emitStorageError } from '../../db/storageErrors'
import { encodeArg } from '../../domain/args'
import { businessDay } from '../../domain/businessDay'
import type { PlaceInput } from '../../domain/order/placeInput'
import { CASH_PAY_TYPE } from '../../domain/payTypes'
import { showToast } from '../../ui/toasts'
import { startPayment } from '../pay/startPayment'
import { useBackFromProvider } from '../pay/useBackFromProvider'
import { useOrderRecords } from './usePendingOrders'

/**
 * Placing an order exactly once (DESIGN §4): the order goes to the device's order outbox with a
 * fresh submission key BEFORE its first send (src/db/orderOutbox.ts), then out at once; without an
 * answer it goes again with the same key on every sync trigger (src/sync/orderSync.ts). The screen
 * follows the record of its cart: `sending` until the server answers (also after a reload or
 * offline), then on `placed` the order detail (cash) or the provider's payment page (online; when
 * the payment cannot start, the order's pay screen), or the refusal on `refused`.
 */

/** The `appData` key of the cart's remark (src/features/cart/remarkStore.ts keeps it under this name). */
function remarkKeyOf(scope: CartScope): string {
  return `app_remark:${scope.restaurantId}:${cartScopeName(scope)}`
}

export function usePlaceOrder(input: {
  scope: CartScope
  memberId: number | null
  /** Where the order detail opens after the server confirms. */
  detailRoute: '/orderDetail/{-$arg}' | '/pcOrderDetail/{-$arg}' | '/autoCodeOrderDetail/{-$arg}'
  fromIndex: boolean
}) {
  const { scope, memberId, detailRoute, fromIndex } = input
  const { t } = useLingui()
  const { api } = useApp()
  const navigate = useNavigate()
  const records = useOrderRecords()
  const [writing, setWriting] = useState(false)
  /** The arg of the order being paid online, while the browser goes to the provider. */
  const [paying, setPaying] = useState<string | null>(null)
  // Back from the provider's page: its pay screen tells how the payment stands.
  useBackFromProvider(paying !== null, () => {
    if (paying !== null) void navigate({ to: '/pay/{-$arg}', params: { arg: paying }, replace: true })
  })
  const day = businessDay(Date.now())
  const key = cartKey(scope, day)
  // The newest record of this cart: a sending one first (there is at most one), else the last answered.
  const record = useMemo(() => {
    const mine = records.filter((candidate) => candidate.cartKey === key)
    return mine.find((candidate) => candidate.state === 'sending') ?? mine[mine.length - 1] ?? null
  }, [records, key])

  // Confirmed: on to the order detail; the record has done its work.
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (record?.state !== 'placed' || record.orderId === undefined) return
    if (shown.current === record.submissionKey) return
    shown.current = record.submissionKey
    const { brandId, restaurantId } = record.payload
    const arg = encodeArg([brandId, restaurantId, fromIndex ? 1 : 0, record.orderId])
    void import('../../db/orderOutbox').then(({ removePendingOrder }) =>
      removePendingOrder(record.submissionKey),
    )
    const { payType, expectedPrice } = record.payload
    if (payType === CASH_PAY_TYPE) {
      void navigate({ to: detailRoute, params: { arg }, replace: true })
      return
    }
    // Paid online: straight on to the provider; the order's pay screen when that cannot start.
    setPaying(arg)
    void startPayment(api, { orderId: record.orderId, payType, amount: expectedPrice }).then((started) => {
      if (started.ok) return
      showToast(started.errMsg || t`The payment could not be started. Please try again.`)
      setPaying(null)
      void navigate({ to: '/fixedPayOrder/{-$arg}', params: { arg }, replace: true })
    })
  }, [api, record, navigate, detailRoute, fromIndex, t])

  const place = useCallback(
    async (payload: PlaceInput, invite?: InvitePlace) => {
      if (memberId === null) return
      setWriting(true)
      try {
        const [{ writePendingOrder }, { sendPendingOrder }] = await Promise.all([
          import('../../db/orderOutbox'),
          import('../../sync/orderSync'),
        ])
        // Written before the first send: a reload or a lost answer cannot make a second order.
        const written = await writePendingOrder({
          memberId,
          cartKey: key,
          remarkKey: remarkKeyOf(scope),
          payload,
          ...(invite ? { invite } : {}),
        })
        void sendPendingOrder(written.submissionKey)
      } catch (error) {
        emitStorageError({ reason: 'unavailable', error })
      } finally {
        setWriting(false)
      }
    },
    [memberId, key, scope],
  )

  /** Sends the waiting order again now (same key). */
  const sendNow = useCallback(() => {
    if (record?.state !== 'sending') return
    void import('../../sync/orderSync').then(({ sendPendingOrder }) => sendPendingOrder(record.submissionKey))
  }, [record])

  /** A refused order the diner has read: forgotten (the cart is still there). */
  const dismiss = useCallback(async () => {
    if (!record || record.state === 'sending') return
    const { removePendingOrder } = await import('../../db/orderOutbox')
    await removePendingOrder(record.submissionKey)
  }, [record])

  /** Sends a refused order again with its key (nothing was created under it), e.g. after logging in again. */
  const resume = useCallback(async () => {
    if (record?.state !== 'refused') return
    const [{ resumePendingOrder }, { sendPendingOrder }] = await Promise.all([
      import('../../db/orderOutbox'),
      import('../../sync/orderSync'),
    ])
    await resumePendingOrder(record.submissionKey)
    void sendPendingOrder(record.submissionKey)
  }, [record])

  return { record, writing, paying: paying !== null, place, sendNow, dismiss, resume }
}
