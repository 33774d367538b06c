import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiClient, ApiEnvelope } from '../../api/client'
import { useApp } from '../../app/appContext'
import { mintSubmissionKey } from '../../db/submissionKey'
import { encodeArg } from '../../domain/args'
import type { OrderDetail } from '../../domain/contract/order'

/** Where a purchase is made from: the brand, the restaurant whose methods pay it (0: the brand's first). */
type PurchaseContext = { brandId: number; restaurantId: number; fromIndex: boolean }

/** What a purchase call is sent besides what it buys. */
type PurchaseFields = { submissionKey: string; restaurantId?: number }

/**
 * Buying a membership level or a package (src/domain/order/orderTypes.ts PURCHASE_ORDER_TYPE): the
 * order is placed under one key per purchase (pressing again after a lost answer finds the same
 * order), then its payment opens (/fixedPayOrder). Answers the call's refusal as `error`.
 */
export function usePurchase(context: PurchaseContext) {
  const { t } = useLingui()
  const { api } = useApp()
  const navigate = useNavigate()
  const [submissionKey] = useState(() => mintSubmissionKey())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function purchase(
    place: (api: ApiClient, fields: PurchaseFields) => Promise<ApiEnvelope<OrderDetail>>,
  ) {
    setBusy(true)
    setError('')
    const answer = await place(api, {
      submissionKey,
      ...(context.restaurantId > 0 ? { restaurantId: context.restaurantId } : {}),
    })
    setBusy(false)
    if (!answer.success || !answer.data) {
      setError(answer.errMsg || t`Could not start the purchase, please try again.`)
      return
    }
    const order = answer.data
    const arg = encodeArg([context.brandId, order.restaurantId, context.fromIndex ? 1 : 0, order.id])
    void navigate({ to: '/fixedPayOrder/{-$arg}', params: { arg } })
  }

  return { busy, error, clearError: () => setError(''), purchase }
}
