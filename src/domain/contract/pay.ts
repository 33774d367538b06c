/**
 * Parameters, answers, statuses and error codes of the payment calls (SPEC §7 "Orders and payment":
 * order/confirmPay and the "Pay" calls, server/services/pay/providerCalls.ts; SPEC §4 "Pay-waiting
 * overlay"; docs/api.md "Pay service"), shared by the PWA's client and the server
 * (server/services/pay). Money is a decimal string.
 */
import * as v from 'valibot'
import { isKnownPayType } from '../payTypes'
import { IdParam, isEmptyValue, OptionalIdParam } from './idParams'

/**
 * A payment's status as pay/findOrderPayStatus answers it. SPEC §4: 0, 1 and 4 mean still paying
 * (the overlay keeps polling), 2 paid. Ours besides: 3 failed (the order may be paid again with a
 * new attempt), 5 cancelled (the payer or the system abandoned it; the order is cancelled).
 */
export const PAY_STATUS = {
  created: 0,
  pending: 1,
  paid: 2,
  failed: 3,
  processing: 4,
  cancelled: 5,
} as const
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS]

/** Error codes of the payment calls: SPEC §8's verbatim, then ours. */
export const PAY_ERR = {
  /** SPEC §8/§4: the order is already paid (the overlay: result 2, toast 'Paid'). */
  alreadyPaid: 'pay.0002',
  /** SPEC §8/§4: the payment is already closed (failed or cancelled): counts as cancelled. */
  closed: 'pay.0017',
  /** SPEC §8/§4: the order has no online payment to query or cancel. */
  noPayment: 'code.online.payment.003',
  /** SPEC §8/§4, a YedPay provider's: on a query the payment ended unpaid; on a cancel, cancelled. */
  yedPayEnded: 'yedPay.0006',
  /** The order is cancelled: it cannot be paid. */
  orderCancelled: 'PAY.ORDER_CANCELLED',
  /** The order is paid later (cash, payType 1): nothing to pay online. */
  notOnline: 'PAY.NOT_ONLINE',
  /** A payment of the order in another method is under way: cancel it first. */
  inProgress: 'PAY.IN_PROGRESS',
  /** SPEC §5: Apple Pay takes 4 or more ('Apple must pay more than 4'). */
  applePayMinimum: 'PAY.APPLE_PAY_MINIMUM',
  /** SPEC §5: a PC-only method asked for from a phone or tablet. */
  desktopOnly: 'PAY.DESKTOP_ONLY',
  /** The provider did not answer or refused: nothing was charged. */
  providerUnavailable: 'PAY.PROVIDER_UNAVAILABLE',
  /** Callbacks: no or a wrong signature, or a timestamp more than 300 s away. */
  signature: 'PAY.SIGNATURE',
  stale: 'PAY.STALE',
  /** Callbacks: a payment this server does not know, or one of another order or amount. */
  unknownPayment: 'PAY.UNKNOWN_PAYMENT',
  mismatch: 'PAY.MISMATCH',
  /** A provider call given a method of a group it does not take (server/services/pay/providerCalls.ts). */
  methodNotAccepted: 'PAY.METHOD_NOT_ACCEPTED',
  /** visaPay decryptPaymentToken: not a token of this server's provider for this member, or expired. */
  tokenInvalid: 'PAY.TOKEN_INVALID',
} as const

/** An online payment type id: one of SPEC §9's groups (cash, 1, is not paid online). */
const OnlinePayTypeParam = v.pipe(
  IdParam,
  v.check((payType) => isKnownPayType(payType) && payType !== 1),
)

/** POST order/confirmPay: pay the order with this method. */
export const ConfirmPayParams = v.object({ orderId: IdParam, payType: OnlinePayTypeParam })

/** POST pay/findOrderPayStatus and pay/paymentCancelPay, the query calls, visaPay getToken. */
export const PayOrderParams = v.object({ orderId: IdParam })

/** The create calls of the provider (pay/yedPayRequest, …): payType defaults to the order's. */
export const ProviderPayParams = v.object({
  orderId: IdParam,
  payType: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isEmptyValue(input) ? undefined : input)),
      v.union([v.undefined(), OnlinePayTypeParam]),
    ),
  ),
})

/** visaPay decryptPaymentToken. */
export const PayTokenParams = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)) })

/** GET restaurant/public/payType/list. */
export const PayTypeListParams = v.object({ restaurantId: IdParam, brandId: OptionalIdParam })

/** SPEC §3 "Payment type" as the list answers it: the shown methods of a restaurant, in its order. */
export type RestaurantPayType = {
  /** The payment type id (SPEC §9). */
  id: number
  /** 1 for the restaurant's default method, else 0. */
  isdefault: 0 | 1
  /** 1: shown (the list answers only these). */
  show: 0 | 1
  /** A picture of the method, or null. */
  img: string | null
  /** The method's name (src/domain/payTypes.ts); cash in the request's language. */
  payName: string
}

/** order/confirmPay's answer: the attempt and where to send the payer. */
export type ConfirmPayResult = {
  paymentId: number
  orderId: number
  payType: number
  amount: string
  status: PayStatus
  /** The provider's hosted page (for the sandbox: /pay/sandbox/<ref> on this server). */
  redirectUrl: string
}

/** pay/findOrderPayStatus's answer (SPEC §3 "Order payment status"). */
export type OrderPayStatus = {
  orderId: number
  paymentId: number
  payType: number
  status: PayStatus
  amount: string
}

/** pay/transactionOpen and pay/searchAppOpen: whether online payment is open, and with which methods. */
export type OnlinePayOpen = {
  open: boolean
  /** The online SPEC §9 ids offered (shown), ascending. */
  payTypes: number[]
}

/** GET pay/findGooglePayInfo: what the PWA's Google Pay button is configured with. */
export type GooglePayInfo = {
  /** 'TEST' for the sandbox: Google Pay hands out test cards and no money moves. */
  environment: 'TEST' | 'PRODUCTION'
  /** The tokenization gateway and the merchant's id at it. */
  gateway: string
  gatewayMerchantId: string
  merchantName: string
  allowedCardNetworks: string[]
}

/** visaPay getToken: a short-lived signed token standing for paying an order by card (no card data). */
export type CardToken = { token: string; expiresAt: string }

/** visaPay decryptPaymentToken: the token's non-secret facts. */
export type CardTokenFacts = {
  orderId: number
  amount: string
  expiresAt: string
  environment: GooglePayInfo['environment']
}
