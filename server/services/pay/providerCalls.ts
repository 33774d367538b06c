import { PAY_GROUPS, type PayGroupKey, payGroupOf } from '../../../src/domain/payTypes'

/**
 * SPEC §7's pay calls in one table (docs/api.md "Pay service", "The provider calls"): each row is
 * served at /api/pay<path> by ./routes.ts and answered through the one PaymentProvider, whichever
 * it is. The path is SPEC's name with its namespace (`/qfPay/createPay`, `/wechat/webPay`,
 * `/onlinePayment/payment`); onlinePayment's paymentCancelPay keeps `/paymentCancelPay`, where the
 * PWA calls it. Calls differ only in their kind and the SPEC §9 groups a create call takes.
 */

/** What a call answers (./routes.ts). */
export type PayCallKind =
  /** {orderId, payType?}: order/confirmPay's answer, for a method of the call's groups. */
  | 'create'
  /** {orderId}: pay/findOrderPayStatus's answer. */
  | 'query'
  /** {orderId}: pay/paymentCancelPay's answer. */
  | 'cancel'
  /** {restaurantId[, brandId]} / {brandId}: the online methods of a restaurant / of a brand. */
  | 'restaurantOpen'
  | 'brandOpen'
  /** The provider's Google Pay settings. */
  | 'googlePayInfo'
  /** {orderId}: a short-lived card token; {token}: its non-secret facts. */
  | 'cardToken'
  | 'cardTokenFacts'

export type PayCall = {
  method: 'GET' | 'POST'
  kind: PayCallKind
  /** create: the SPEC §9 groups whose methods it takes. */
  groups?: readonly PayGroupKey[]
  /** Answered without the member's token. */
  public?: true
}

const YEDPAY: readonly PayGroupKey[] = [
  'yedPayAlipay',
  'yedPayAlipayHk',
  'yedPayAlipayPc',
  'yedPayWeChat',
  'yedPayVisa',
  'yedPayMaster',
  'yedPayDefault',
]
const QFPAY: readonly PayGroupKey[] = [
  'qfpayH5',
  'qfpayPc',
  'qfpayVisaMaster',
  'qfpayAlipay',
  'qfpayAlipayHk',
]
/** Cards, and the wallets that carry them: what a card acquirer (Stripe) takes. */
const CARDS: readonly PayGroupKey[] = [
  'googlePay',
  'applePay',
  'yedPayVisa',
  'yedPayMaster',
  'qfpayVisaMaster',
]
/** The wallets paid in their own app by a QR code. */
const WALLET_APPS: readonly PayGroupKey[] = ['alipay', 'alipayHk', 'further']
const EVERY_GROUP = Object.keys(PAY_GROUPS) as PayGroupKey[]

/** Path under /api/pay → the call. */
export const PAY_CALLS = {
  '/findOrderPayStatus': { method: 'POST', kind: 'query' },
  '/transactionOpen': { method: 'POST', kind: 'restaurantOpen', public: true },
  '/searchAppOpen': { method: 'POST', kind: 'brandOpen', public: true },
  '/yedPayRequest': { method: 'POST', kind: 'create', groups: YEDPAY },
  '/yedPayQuery': { method: 'POST', kind: 'query' },
  '/payMeRequest': { method: 'POST', kind: 'create', groups: ['payMe'] },
  '/payMeRequestId': { method: 'POST', kind: 'query' },
  '/googlePay': { method: 'POST', kind: 'create', groups: ['googlePay'] },
  '/findGooglPayStatus': { method: 'POST', kind: 'query' },
  '/stripPay': { method: 'POST', kind: 'create', groups: CARDS },
  '/qrCodeApp': { method: 'POST', kind: 'create', groups: WALLET_APPS },
  '/enquiryApp': { method: 'POST', kind: 'query' },
  '/bocBillPayRequest': { method: 'POST', kind: 'create', groups: ['boc'] },
  '/bocBillPayQuery': { method: 'POST', kind: 'query' },
  '/qfPay/createPay': { method: 'POST', kind: 'create', groups: QFPAY },
  '/wechat/webPay': { method: 'POST', kind: 'create', groups: ['yedPayWeChat'] },
  '/findGooglePayInfo': { method: 'GET', kind: 'googlePayInfo', public: true },
  '/onlinePayment/payment': { method: 'POST', kind: 'create', groups: EVERY_GROUP },
  '/onlinePayment/paymentQuery': { method: 'GET', kind: 'query' },
  '/paymentCancelPay': { method: 'POST', kind: 'cancel' },
  '/visaPay/getToken': { method: 'POST', kind: 'cardToken' },
  '/visaPay/decryptPaymentToken': { method: 'GET', kind: 'cardTokenFacts' },
} as const satisfies Record<string, PayCall>

/** Whether a create call takes this method (an online SPEC §9 id of one of its groups). */
export function acceptsPayType(call: PayCall, payType: number | null): boolean {
  const group = payGroupOf(payType)
  return group !== null && (call.groups?.includes(group) ?? false)
}
