import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'
import * as v from 'valibot'
import { AmountSchema } from '../../../src/domain/pricing/schemas'
import type { Database } from '../../db/open'
import { sandboxPayments } from '../../db/schema'
import { issueSandboxToken, readSandboxToken, SANDBOX_GOOGLE_PAY } from './sandboxToken'
import { signatureRefusal, signBody } from './signature'
import type {
  CallbackVerdict,
  CardTokenGrant,
  NewPayment,
  PaymentProvider,
  ProviderPaymentStatus,
  ProviderRefundStatus,
} from './types'

/**
 * The sandbox provider (issue 13): behaves like a hosted-page provider without moving money. Its
 * ledger (sandbox_payments) stands for the provider's systems; its hosted page (./sandboxPage.ts,
 * /pay/sandbox/<ref>) shows the amount and method with Pay, Fail and Cancel; a choice settles the
 * ledger, then the sandbox notifies the merchant as a provider's server would — an HTTP POST to
 * /api/pay/callback/sandbox signed with SANDBOX_PAY_SECRET (./signature.ts) — and sends the
 * browser back to the merchant's return page. A lost notification is found by the merchant's
 * reconciliation sweep through query(). Refunds complete `refundSeconds` after they are asked for.
 */

/** Headers of a sandbox notification. */
const SANDBOX_TIMESTAMP_HEADER = 'X-Sandbox-Timestamp'
const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature'
/** Where the sandbox notifies the merchant, on `callbackOrigin`. */
const SANDBOX_CALLBACK_PATH = '/api/pay/callback/sandbox'
/** The hosted page of a payment. */
const sandboxPagePath = (ref: string) => `/pay/sandbox/${ref}`
/** How long the sandbox waits for the merchant to take a notification: 10 s. */
const CALLBACK_TIMEOUT_MS = 10_000
/** Seconds a sandbox refund stays processing before it completes: 5 s by default. */
const SANDBOX_REFUND_SECONDS = 5

/** A button of the hosted page, and the state it leaves the payment in. */
export const SANDBOX_CHOICES = { pay: 'paid', fail: 'failed', cancel: 'cancelled' } as const
export type SandboxChoice = keyof typeof SANDBOX_CHOICES

/** The ledger's states: open until a button (or the merchant's cancel) settles it. */
type LedgerStatus = 'open' | 'paid' | 'failed' | 'cancelled'

const SandboxEvent = v.object({
  event: v.literal('payment'),
  ref: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/)),
  orderId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amount: AmountSchema,
  status: v.picklist(['paid', 'failed', 'cancelled']),
})

export type SandboxRow = typeof sandboxPayments.$inferSelect

/** A ledger row's state as the provider interface names it: open is still pending. */
function providerStatusOf(row: SandboxRow): ProviderPaymentStatus {
  const status = row.status as LedgerStatus
  return status === 'open' ? 'pending' : status
}

export type SandboxOptions = {
  db: Database
  /** SANDBOX_PAY_SECRET, or the installation's (server/secrets.ts). */
  secret: string
  logger: Logger
  now: () => Date
  /** Where notifications go: PUBLIC_URL, or this server on the loopback. */
  callbackOrigin: string
  /** How notifications are sent (tests route them into the app). */
  fetch: typeof fetch
  /** Origin of the hosted page's address (PUBLIC_URL); relative to the API's origin when absent. */
  pageOrigin?: string
  refundSeconds?: number
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'

  constructor(private readonly options: SandboxOptions) {}

  private get db() {
    return this.options.db
  }

  async createPayment(payment: NewPayment) {
    const now = this.options.now()
    await this.db
      .insert(sandboxPayments)
      .values({
        ref: randomBytes(16).toString('base64url'),
        merchantRef: String(payment.paymentId),
        orderId: payment.orderId,
        amount: payment.amount,
        method: payment.method,
        status: 'open',
        returnUrl: payment.returnUrl,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sandboxPayments.merchantRef })
    const [row] = await this.db
      .select({ ref: sandboxPayments.ref })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.merchantRef, String(payment.paymentId)))
    if (!row) throw new Error(`sandbox payment of ${payment.paymentId} not found after creating it`)
    const page = `${this.options.pageOrigin ?? ''}${sandboxPagePath(row.ref)}?lang=${payment.locale}`
    return { providerRef: row.ref, redirectUrl: page }
  }

  /** The ledger row of a reference, or null. */
  async find(ref: string): Promise<SandboxRow | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref))
    return row ?? null
  }

  private refundStatus(row: SandboxRow): ProviderRefundStatus | null {
    if (!row.refundedAt) return null
    const seconds = this.options.refundSeconds ?? SANDBOX_REFUND_SECONDS
    const done = this.options.now().getTime() - row.refundedAt.getTime() >= seconds * 1000
    return done ? 'completed' : 'processing'
  }

  async query(ref: string) {
    const row = await this.find(ref)
    if (!row) throw new Error(`sandbox payment ${ref} does not exist`)
    return { status: providerStatusOf(row), refund: this.refundStatus(row) }
  }

  /** Settles an open payment; answers its state afterwards (the first settlement wins). */
  private async settle(ref: string, status: Exclude<LedgerStatus, 'open'>): Promise<SandboxRow | null> {
    await this.db
      .update(sandboxPayments)
      .set({ status, updatedAt: this.options.now() })
      .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.status, 'open')))
    return this.find(ref)
  }

  async cancel(ref: string): Promise<ProviderPaymentStatus> {
    const row = await this.settle(ref, 'cancelled')
    if (!row) throw new Error(`sandbox payment ${ref} does not exist`)
    return providerStatusOf(row)
  }

  async refund(ref: string, amount: string) {
    await this.db
      .update(sandboxPayments)
      .set({ refundedAmount: amount, refundedAt: this.options.now(), updatedAt: this.options.now() })
      .where(
        and(
          eq(sandboxPayments.ref, ref),
          eq(sandboxPayments.status, 'paid'),
          isNull(sandboxPayments.refundedAt),
        ),
      )
    const row = await this.find(ref)
    if (row?.status !== 'paid') throw new Error(`sandbox payment ${ref} is not paid: no refund`)
    return { refundRef: `${ref}.refund`, status: this.refundStatus(row)! }
  }

  verifyCallback(headers: Headers, rawBody: string): CallbackVerdict {
    const refusal = signatureRefusal(
      this.options.secret,
      headers.get(SANDBOX_TIMESTAMP_HEADER),
      headers.get(SANDBOX_SIGNATURE_HEADER),
      rawBody,
      this.options.now(),
    )
    if (refusal) return { ok: false, refusal }
    let parsed: unknown
    try {
      parsed = JSON.parse(rawBody)
    } catch {
      return { ok: false, refusal: 'malformed' }
    }
    const result = v.safeParse(SandboxEvent, parsed)
    if (!result.success) return { ok: false, refusal: 'malformed' }
    const { ref, orderId, amount, status } = result.output
    return { ok: true, event: { providerRef: ref, orderId, amount, status } }
  }

  googlePayInfo() {
    return SANDBOX_GOOGLE_PAY
  }

  async issueCardToken(grant: CardTokenGrant) {
    return issueSandboxToken(this.options.secret, grant, this.options.now())
  }

  async readCardToken(token: string) {
    return readSandboxToken(this.options.secret, token, this.options.now())
  }

  /** The signed notification of a settled ledger row, as sent: headers and body. */
  signedNotification(
    row: SandboxRow,
    at = this.options.now(),
  ): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({
      event: 'payment',
      ref: row.ref,
      orderId: row.orderId,
      amount: row.amount,
      status: row.status,
    })
    const timestamp = Math.floor(at.getTime() / 1000)
    return {
      headers: {
        'Content-Type': 'application/json',
        [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
        [SANDBOX_SIGNATURE_HEADER]: signBody(this.options.secret, timestamp, body),
      },
      body,
    }
  }

  /**
   * A button of the hosted page: settles the open payment and notifies the merchant. Answers the
   * row as it is now (not open any more), or null for an unknown reference. A notification that
   * does not get through is logged; the merchant's sweep finds the payment's state by query().
   */
  async choose(ref: string, choice: SandboxChoice): Promise<SandboxRow | null> {
    const before = await this.find(ref)
    if (!before) return null
    if (before.status !== 'open') return before
    const row = await this.settle(ref, SANDBOX_CHOICES[choice])
    if (!row || row.status !== SANDBOX_CHOICES[choice]) return row
    const { headers, body } = this.signedNotification(row)
    try {
      const answer = await this.options.fetch(`${this.options.callbackOrigin}${SANDBOX_CALLBACK_PATH}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      })
      if (!answer.ok) this.options.logger.warn({ ref, status: answer.status }, 'sandbox callback refused')
      await answer.body?.cancel()
    } catch (error) {
      this.options.logger.warn({ ref, err: error }, 'sandbox callback not delivered')
    }
    return row
  }
}
