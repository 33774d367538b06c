/**
 * Payment errors as the server hears of them (issue 13 item 5; SPEC §8: error type 3 is payment):
 * the screens say what went wrong, src/db/logs.ts reportPaymentError queues it through the outbox
 * under the 5 s throttle. What to report: a payment that could not start (confirmPay refused or not
 * reached), a wait that ended unpaid with a code (result 0 with errCode), a cancel that failed, a
 * provider's return that could not be read. Not a payment the diner simply did not finish.
 */
import { ERROR_TYPE, type ErrorReport, type ErrorReportContext, errorReportPayload } from './logs'
import { payTypeName } from './payTypes'
import { redactSecrets } from './redact'

/** Longest free text (the server's message, a detail) kept from a failure. */
const FAILURE_TEXT_MAX = 500

/** A payment that went wrong, as the pay screens know it. */
export type PaymentFailure = {
  /** The step that failed: starting the payment, the provider's return, the status query, the cancel. */
  step: 'confirmPay' | 'return' | 'query' | 'cancel'
  orderId: number | string | null
  payType: number | null
  /** The amount being paid, a decimal string. */
  amount?: string | null
  /** The last payment status the query answered. */
  status?: number | null
  errCode?: string | null
  /** The server's message for errCode. */
  errMsg?: string | null
  /** Anything else that tells what happened: an HTTP status, a network error's message. */
  detail?: string | null
}

/** Free text as a report keeps it: short, with anything that looks like a credential redacted. */
function text(value: string | null | undefined): string | null {
  return value ? redactSecrets(value).slice(0, FAILURE_TEXT_MAX) : null
}

/**
 * The error-report payload (errorType 3) of a payment failure: a first line to read at a glance
 * (`Payment query failed: code.online.payment.003`), then the facts as JSON for searching.
 */
export function paymentErrorReport(
  failure: PaymentFailure,
  context: ErrorReportContext,
): Omit<ErrorReport, 'id'> {
  const facts = {
    step: failure.step,
    orderId: failure.orderId,
    payType: failure.payType,
    payTypeName: payTypeName(failure.payType),
    amount: failure.amount ?? null,
    status: failure.status ?? null,
    errCode: failure.errCode ?? null,
    errMsg: text(failure.errMsg),
    detail: text(failure.detail),
  }
  const headline = `Payment ${failure.step} failed: ${failure.errCode || text(failure.detail) || 'no code'}`
  return errorReportPayload(ERROR_TYPE.payment, `${headline}\n${JSON.stringify(facts)}`, context)
}
