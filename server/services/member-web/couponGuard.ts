import type { MemberDeps } from '../member/deps'
import { codeNotFoundError, tooManyAttemptsError } from './couponErrors'

/**
 * Promo-code guessing is bounded like wrong SMS codes (server/services/member/loginGuard.ts): a code
 * that does not exist counts against the member (5 per 15 minutes) and the client IP (30 per hour,
 * any members); past either, every attempt is refused until the window ends, so a right guess
 * cannot be told from a wrong one. Codes that exist (limit reached, unused promo) count nothing.
 */

const MEMBER_WINDOW_MS = 15 * 60_000
/** Unknown codes one member may try per 15 minutes. */
const PROMO_FAILURES_PER_MEMBER = 5
const IP_WINDOW_MS = 60 * 60_000
/** Unknown codes one client IP may try per hour, for any members (diners behind one Wi-Fi share it). */
const PROMO_FAILURES_PER_IP_HOUR = 30

const memberKey = (memberId: number) => `promo:fail:${memberId}`
const ipKey = (ip: string) => `promo:fail-ip:${ip}`

/** Refuses a member or IP past its allowance of unknown codes (COUPON.TOO_MANY_ATTEMPTS). */
export async function assertMayTryCode(deps: MemberDeps, memberId: number, ip: string): Promise<void> {
  const now = deps.now()
  const [byMember, byIp] = await Promise.all([
    deps.rates.get(memberKey(memberId), now),
    deps.rates.get(ipKey(ip), now),
  ])
  if (byMember >= PROMO_FAILURES_PER_MEMBER || byIp >= PROMO_FAILURES_PER_IP_HOUR)
    throw tooManyAttemptsError()
}

/** Counts an unknown code and answers its refusal (COUPON.CODE_NOT_FOUND). */
export async function unknownCode(deps: MemberDeps, memberId: number, ip: string) {
  const now = deps.now()
  await deps.rates.increment(memberKey(memberId), MEMBER_WINDOW_MS, now)
  await deps.rates.increment(ipKey(ip), IP_WINDOW_MS, now)
  return codeNotFoundError()
}
