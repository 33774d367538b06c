import type { ApiClient } from '../../api/client'
import { confirmPay } from '../../api/pay'
import { reportPaymentError } from '../../db/logs'

/** How starting a payment ended: the browser is on its way to the provider, or why it is not. */
export type PaymentStart = { ok: true } | { ok: false; errCode: string; errMsg: string }

/** Only a web page may be opened from the server's answer (never a javascript: or data: URL). */
export function providerPage(redirectUrl: string): string | null {
  try {
    const url = new URL(redirectUrl, window.location.href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Starts paying the order online (order/confirmPay; the amount is the server's) and sends the
 * browser to the provider's page, which returns to /pay/:arg. A refusal or an unreachable server
 * is reported (errorType 3) and answered for the screen to show; nothing is charged then.
 */
export async function startPayment(
  api: ApiClient,
  order: {
    orderId: number
    payType: number
    amount: string
  },
): Promise<PaymentStart> {
  const answer = await confirmPay(api, order.orderId, order.payType)
  const page = answer.success && answer.data ? providerPage(answer.data.redirectUrl) : null
  if (page) {
    window.location.assign(page)
    return { ok: true }
  }
  const errCode = answer.success ? 'PAY.BAD_REDIRECT' : (answer.errCode ?? '')
  const errMsg = answer.success ? '' : (answer.errMsg ?? '')
  void reportPaymentError({
    step: 'confirmPay',
    orderId: order.orderId,
    payType: order.payType,
    amount: order.amount,
    errCode,
    errMsg,
  })
  return { ok: false, errCode, errMsg }
}
