import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import type { CardToken, CardTokenFacts, GooglePayInfo } from '../../../src/domain/contract/pay'
import { AmountSchema } from '../../../src/domain/pricing/schemas'
import type { CardTokenGrant } from './types'

/**
 * The sandbox's answers to the wallet and card-token calls (pay/findGooglePayInfo, visaPay getToken
 * and decryptPaymentToken): Google Pay's documented test gateway, and a token that is the grant
 * signed with HMAC-SHA256 — `<base64url JSON>.<hex signature>`, valid CARD_TOKEN_SECONDS. No card
 * data is ever in it; a real provider's tokens come from its own API.
 */

/** How long a sandbox card token is valid: 10 minutes. */
const CARD_TOKEN_SECONDS = 600
/** Keeps these signatures apart from the callbacks' (same secret). */
const TOKEN_CONTEXT = 'sandbox-card-token.'

export const SANDBOX_GOOGLE_PAY: GooglePayInfo = {
  environment: 'TEST',
  gateway: 'example',
  gatewayMerchantId: 'exampleGatewayMerchantId',
  merchantName: 'Sandbox merchant',
  allowedCardNetworks: ['VISA', 'MASTERCARD'],
}

const TokenBody = v.object({
  memberId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  orderId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amount: AmountSchema,
  exp: v.pipe(v.number(), v.integer()),
  nonce: v.string(),
})

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${TOKEN_CONTEXT}${body}`).digest('hex')

export function issueSandboxToken(secret: string, grant: CardTokenGrant, now: Date): CardToken {
  const exp = Math.floor(now.getTime() / 1000) + CARD_TOKEN_SECONDS
  const body = Buffer.from(
    JSON.stringify({ ...grant, exp, nonce: randomBytes(8).toString('base64url') }),
  ).toString('base64url')
  return { token: `${body}.${sign(secret, body)}`, expiresAt: new Date(exp * 1000).toISOString() }
}

/** The facts of a token signed with `secret` and not expired at `now`, or null. */
export function readSandboxToken(
  secret: string,
  token: string,
  now: Date,
): (CardTokenFacts & { memberId: number }) | null {
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length > 0 || !/^[0-9a-f]{64}$/.test(signature)) return null
  if (!timingSafeEqual(Buffer.from(sign(secret, body), 'hex'), Buffer.from(signature, 'hex'))) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const result = v.safeParse(TokenBody, parsed)
  if (!result.success || result.output.exp * 1000 <= now.getTime()) return null
  const { memberId, orderId, amount, exp } = result.output
  const expiresAt = new Date(exp * 1000).toISOString()
  return { memberId, orderId, amount, expiresAt, environment: SANDBOX_GOOGLE_PAY.environment }
}
