import type { CardToken, CardTokenFacts, ConfirmPayResult } from '../../../src/domain/contract/pay'
import type { Locale } from '../../../src/domain/locale'
import { ORDER_PAY_TYPE } from '../../../src/domain/orderStatus'
import type { PayDeps } from './deps'
import {
  methodNotAcceptedError,
  notOnlineError,
  providerUnavailableError,
  tokenInvalidError,
} from './payErrors'
import { confirmPay, memberOrder, payableOrder } from './payments'
import { acceptsPayType, type PayCall } from './providerCalls'

/** The answers of the provider calls that are more than confirmPay or the status (./providerCalls.ts). */

/**
 * A create call: order/confirmPay for a method of the call's groups — the order's own method when
 * none is given. A method of another group is refused before anything is written.
 */
export async function payWithCall(
  deps: PayDeps,
  call: PayCall,
  memberId: number,
  input: { orderId: number; payType?: number },
  handheld: boolean,
  locale: Locale,
): Promise<ConfirmPayResult> {
  let payType = input.payType
  if (payType === undefined) {
    const order = await memberOrder(deps.db, memberId, input.orderId)
    if (order.orderPayType !== ORDER_PAY_TYPE.online) throw notOnlineError()
    payType = order.payType
  }
  if (!acceptsPayType(call, payType)) throw methodNotAcceptedError()
  return confirmPay(deps, memberId, { orderId: input.orderId, payType }, handheld, locale)
}

/** visaPay getToken: the provider's short-lived token for paying the member's payable order by card. */
export async function issueCardToken(deps: PayDeps, memberId: number, orderId: number): Promise<CardToken> {
  const order = await payableOrder(deps.db, memberId, orderId)
  try {
    return await deps.provider.issueCardToken({ memberId, orderId, amount: order.price })
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, 'payment provider refused a card token')
    throw providerUnavailableError()
  }
}

/** visaPay decryptPaymentToken: what a token of this member stands for (PAY.TOKEN_INVALID otherwise). */
export async function cardTokenFacts(
  deps: PayDeps,
  memberId: number,
  token: string,
): Promise<CardTokenFacts> {
  const facts = await deps.provider.readCardToken(token)
  if (!facts || facts.memberId !== memberId) throw tokenInvalidError()
  const { orderId, amount, expiresAt, environment } = facts
  return { orderId, amount, expiresAt, environment }
}
