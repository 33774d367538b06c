import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { asksToMakeUp, placeRefusals } from '../../domain/order/placeRefusals'
import { makeUpLine } from '../../domain/pricing/orderMinimum'
import type { Checkout } from './useCheckout'

/**
 * The Place order button: what holds it back (src/domain/order/placeRefusals.ts) and the message
 * beside it, the question whether to make up the order minimum, and placing at the price shown.
 */
export function usePlaceButton(checkout: Checkout, restaurantId: number) {
  const { t } = useLingui()
  const { ordering, facts, price, placing } = checkout
  const format = ordering.price
  const [askMakeUp, setAskMakeUp] = useState(false)
  // Confirming the make-up question adds the line, then places the order once the price includes it.
  const [placeAfterMakeUp, setPlaceAfterMakeUp] = useState(false)
  useEffect(() => {
    if (!placeAfterMakeUp || !price?.madeUp) return
    setPlaceAfterMakeUp(false)
    const input = checkout.orderInput()
    if (input) void placing.place(input, checkout.invite?.place)
  }, [placeAfterMakeUp, price, checkout, placing])

  const record = placing.record
  const sending = record?.state === 'sending'
  const minimum = price?.minimum ?? { kind: 'met' as const }
  const refusals = price
    ? placeRefusals({
        minimum,
        price: price.result.price,
        maxTotal: facts.settings?.limits.maxTotal ?? null,
        delivered: checkout.delivered,
        hasAddress: Boolean(facts.address),
        feeKnown: facts.deliveryFee.kind === 'ok',
        remarkRead: checkout.remark !== undefined,
        payType: checkout.pay.type,
        inFlight:
          sending || record?.state === 'refused' || placing.writing || checkout.invite?.ready === false,
      })
    : []
  const [first] = refusals
  const blockedMessage =
    first?.kind === 'minimum'
      ? t`The order has not reached the minimum amount. Please add ${format(first.shortfall)} more.`
      : first?.kind === 'maxTotal'
        ? t`Orders over ${format(first.maxTotal)} cannot be placed online. Please contact the restaurant.`
        : null

  /** Places the order at the price shown, or at `expectedPrice` the server gave back. */
  function place(expectedPrice?: string) {
    const input = checkout.orderInput(expectedPrice)
    if (input) void placing.place(input, checkout.invite?.place)
  }

  return {
    refusals,
    needsAddress: refusals.some((refusal) => refusal.kind === 'address'),
    blockedMessage,
    label:
      sending || placing.writing ? t`Sending…` : price ? t`Place order · ${format(price.result.price)}` : '',
    place,
    onPlace() {
      if (asksToMakeUp(minimum, price?.madeUp ?? false)) setAskMakeUp(true)
      else place()
    },
    makeUp: {
      open: askMakeUp,
      difference: minimum.kind === 'makeUp' ? minimum.difference : null,
      cancel: () => setAskMakeUp(false),
      async confirm() {
        setAskMakeUp(false)
        if (minimum.kind !== 'makeUp') return
        await ordering.cart.add(makeUpLine(minimum.difference, restaurantId))
        setPlaceAfterMakeUp(true)
      },
    },
  }
}
