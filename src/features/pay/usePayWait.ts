import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { isNetworkFailure } from '../../api/client'
import { findOrderPayStatus, paymentCancelPay } from '../../api/pay'
import { useApp } from '../../app/appContext'
import { reportPaymentError } from '../../db/logs'
import type { Envelope } from '../../domain/envelope'
import { PAY_RESULT, type PayOverlayEffect, type PayResult, payOverlayView } from '../../domain/payOverlay'
import { type PayOverlayRun, runPayOverlay } from '../../domain/payOverlayRunner'
import { showToast } from '../../ui/toasts'
import { publishPayWait } from './payWaitStore'

/** How the wait ended (null while it goes on). */
export type PayWaitEnd = { result: PayResult; errCode: string | null; errMsg: string | null }

/** An answer that did not reach the server counts as not reached (the runner's rejection). */
async function reached<T>(call: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const answer = await call
  if (isNetworkFailure(answer)) throw new Error(answer.errMsg ?? answer.errCode ?? 'unreachable')
  return answer
}

/**
 * The pay-waiting overlay of one order (src/domain/payOverlay.ts, run by payOverlayRunner): polls
 * the payment every 5 s while the screen is open, publishes what the overlay shows for the app
 * shell, toasts 'Paid' and 'Cancellation failed', reports what went wrong (errorType 3) and calls
 * `onOrder` for results 1 and 2 (whether paid, and whether the 'Paid' toast said so already). Leaving the screen stops it: no request after that.
 */
export function usePayWait(
  orderId: number | null,
  onOrder: (end: { paid: boolean; toldPaid: boolean }) => void,
): PayWaitEnd | null {
  const { t } = useLingui()
  const { api } = useApp()
  const [end, setEnd] = useState<PayWaitEnd | null>(null)
  // SPEC §4's two toasts, in the language of the latest render.
  const texts = { paid: t`Paid`, cancellationFailed: t`Cancellation failed` }
  const latest = useRef({ texts, onOrder })
  latest.current = { texts, onOrder }

  useEffect(() => {
    if (orderId === null) return
    setEnd(null)
    let lastMessage: string | null = null
    // Whether SPEC §4's 'Paid' toast went out (paid while a cancel was on its way), and the result.
    let toldPaid = false
    let paid = false
    const remember = <T>(answer: Envelope<T>) => {
      lastMessage = answer.success ? null : (answer.errMsg ?? null)
      return answer
    }
    // Assigned once started: the first effects run inside runPayOverlay, before it returns.
    let run: PayOverlayRun | null = null
    run = runPayOverlay({
      query: async () => remember(await reached(findOrderPayStatus(api, orderId))),
      cancel: async () => remember(await reached(paymentCancelPay(api, orderId))),
      timers: {
        setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      onState: (state) => {
        const view = payOverlayView(state)
        publishPayWait(
          view.overlay
            ? {
                cancelButton: view.cancelButton,
                cancelBusy: view.cancelBusy,
                unreachable: view.unreachable,
                onCancel: () => run?.pressCancel(),
              }
            : null,
        )
      },
      onEffect: (effect: PayOverlayEffect) => {
        const state = run?.state()
        switch (effect.type) {
          case 'toast':
            showToast(latest.current.texts[effect.message])
            if (effect.message === 'paid') toldPaid = true
            if (effect.message === 'cancellationFailed')
              void reportPaymentError({
                step: 'cancel',
                orderId,
                payType: state?.payType ?? null,
                status: state?.status ?? null,
                errCode: state?.errCode ?? null,
                errMsg: lastMessage,
              })
            return
          case 'finish': {
            const errCode = state?.errCode ?? null
            paid = effect.result === PAY_RESULT.paid
            setEnd({ result: effect.result, errCode, errMsg: errCode ? lastMessage : null })
            if (effect.result === PAY_RESULT.notPaid && errCode)
              void reportPaymentError({
                step: 'query',
                orderId,
                payType: state?.payType ?? null,
                status: state?.status ?? null,
                errCode,
                errMsg: lastMessage,
              })
            return
          }
          case 'goToOrder':
            latest.current.onOrder({ paid, toldPaid })
            return
          default:
        }
      },
    })
    const started = run
    return () => {
      started.leave()
      publishPayWait(null)
    }
  }, [api, orderId])

  return end
}
