import { admitGuess } from '../../providers/guessAllowance'
import type { MemberDeps } from '../member/deps'
import { codeNotFoundError, tooManyAttemptsError } from './couponErrors'

/**
 * Promo-code guessing is bounded like wrong SMS codes (server/services/member/loginGuard.ts): a code
 * that does not exist counts against the member (5 per 15 minutes) and the client IP (30 per hour,
 * any members); past either, every attempt is refused until the window ends, so a right guess
 * cannot be told from a wrong one. Codes that exist (limit reached, unused promo) count nothing.
 * The code is looked up first and the attempt admitted after, an unknown code counted in the step
 * that refuses it (../../providers/guessAllowance.ts), so a burst of concurrent guesses learns no
 * more than the allowance.
 */

const MEMBER_WINDOW_MS = 15 * 60_000
/** Unknown codes one member may try per 15 minutes. */
const PROMO_FAILURES_PER_MEMBER = 5
const IP_WINDOW_MS = 60 * 60_000
/** Unknown codes one client IP may try per hour, for any members (diners behind one Wi-Fi share it). */
const PROMO_FAILURES_PER_IP_HOUR = 30

/**
 * Admits an attempt at a promo code that was looked up (`known`: it names a live promo code of the
 * brand): COUPON.TOO_MANY_ATTEMPTS past the member's or the IP's allowance, COUPON.CODE_NOT_FOUND
 * for an unknown code, which is counted in the same step.
 */
export async function admitPromoCode(deps: MemberDeps, memberId: number, ip: string, known: boolean) {
  const quotas = [
    { key: `promo:fail:${memberId}`, ttlMs: MEMBER_WINDOW_MS, limit: PROMO_FAILURES_PER_MEMBER },
    { key: `promo:fail-ip:${ip}`, ttlMs: IP_WINDOW_MS, limit: PROMO_FAILURES_PER_IP_HOUR },
  ]
  if (await admitGuess(deps.rates, quotas, deps.now(), !known)) throw tooManyAttemptsError()
  if (!known) throw codeNotFoundError()
}
