import type { CardToken, CardTokenFacts, GooglePayInfo } from '../../../src/domain/contract/pay'
import type { Locale } from '../../../src/domain/locale'

/**
 * A payment provider (DESIGN §4 "Providers"; docs/payments.md): where an order's money is
 * taken. The server asks it to create, query, cancel and refund payments, and hears its
 * notifications (callbacks) through verifyCallback. Every call may be repeated: a provider is asked
 * again after a lost answer, so create (by paymentId), cancel and refund (by providerRef) must
 * answer the first result the second time (the idempotency keys real providers take).
 */

/** A payment's state at the provider. */
export type ProviderPaymentStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled'
/** A refund's state at the provider. */
export type ProviderRefundStatus = 'processing' | 'completed'

/** What the provider is asked to take. */
export type NewPayment = {
  /** Our payment's id: the idempotency key (asking twice makes one payment). */
  paymentId: number
  orderId: number
  /** The server's total of the order, a decimal string. */
  amount: string
  /** The SPEC §9 payment type id chosen. */
  method: number
  /** Where the payer's browser returns after the provider's page (/shop/pay/<arg>). */
  returnUrl: string
  /** The payer's language, for the provider's page. */
  locale: Locale
}

/** A payment's settlement as the provider notifies it. */
export type PaymentEvent = {
  providerRef: string
  /** The order the provider was told the payment is for. */
  orderId: number
  amount: string
  status: 'paid' | 'failed' | 'cancelled'
}

/** Why a notification is refused: no or a wrong signature, too old (or from the future), unreadable. */
export type CallbackRefusal = 'signature' | 'stale' | 'malformed'

/** Whom and what a card token is issued for (visaPay getToken). */
export type CardTokenGrant = { memberId: number; orderId: number; amount: string }

export type CallbackVerdict = { ok: true; event: PaymentEvent } | { ok: false; refusal: CallbackRefusal }

export interface PaymentProvider {
  /** The provider's name: payments.provider and the callback path /api/pay/callback/<name>. */
  readonly name: string
  /** Creates the payment (or answers the one made for this paymentId before). */
  createPayment(payment: NewPayment): Promise<{ providerRef: string; redirectUrl: string }>
  /** The payment's state, and its refund's when one was asked for. */
  query(providerRef: string): Promise<{ status: ProviderPaymentStatus; refund: ProviderRefundStatus | null }>
  /** Closes an unsettled payment; answers its state afterwards (`paid` when the payer was faster). */
  cancel(providerRef: string): Promise<ProviderPaymentStatus>
  /** Refunds a paid payment in full (asking again answers the first refund). */
  refund(providerRef: string, amount: string): Promise<{ refundRef: string; status: ProviderRefundStatus }>
  /** Checks a notification as it arrived: its headers and raw body (never re-serialised JSON). */
  verifyCallback(headers: Headers, rawBody: string): CallbackVerdict
  /** The settings of the PWA's Google Pay button (GET pay/findGooglePayInfo). */
  googlePayInfo(): GooglePayInfo
  /** A short-lived token for paying an order by card (visaPay getToken); never card data. */
  issueCardToken(grant: CardTokenGrant): Promise<CardToken>
  /** The facts of a token it issued that has not expired, or null (visaPay decryptPaymentToken). */
  readCardToken(token: string): Promise<(CardTokenFacts & { memberId: number }) | null>
}
