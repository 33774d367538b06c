import { LOGIN_ERROR, type LoginLock } from '../../../src/domain/contract/member'
import { ApiError } from '../../http/errors'
import { admitGuess } from '../../providers/guessAllowance'
import type { MemberDeps } from './deps'
import { compareCode, countCheck, smsCodeSpent, smsCodeWrong } from './smsCodes'

/**
 * Wrong SMS codes and the lock-outs they cause (SPEC §8 LOGIN.0020), counted so that nobody can
 * aim a lock at someone else: 5 wrong codes for one phone from one IP within 15 minutes lock that
 * phone *from that IP* for 15 minutes, and an IP with too many wrong codes in an hour (any
 * phones) is refused for the rest of it. The owner on their own device or network is never
 * locked by another source. A refused check counts nothing and takes none of the code's checks.
 */

const LOCK_MS = 15 * 60_000
/** Wrong codes for one phone from one IP that lock the pair. */
const MAX_LOGIN_FAILURES = 5
const IP_WINDOW_MS = 60 * 60_000
/**
 * Default of LOGIN_FAILURES_PER_IP_HOUR: wrong codes one IP may send in an hour, for any phones.
 * Diners behind one restaurant Wi-Fi share an IP and mistype now and then; a sweep of many phones
 * from one address does not fit that.
 */
export const LOGIN_FAILURES_PER_IP_HOUR = 30

const pairKey = (phoneKey: string, ip: string) => `${phoneKey}@${ip}`
const lockKey = (pair: string) => `login:lock:${pair}`
const failuresKey = (pair: string) => `login:fail:${pair}`
const ipKey = (ip: string) => `login:fail-ip:${ip}`

/**
 * LOGIN.0020 telling when the last of the refusing counters (`keys`) ends; a counter that expired
 * meanwhile counts as ending in a second.
 */
async function tooManyFailures(deps: MemberDeps, keys: string[], now: Date): Promise<ApiError> {
  const ends = await Promise.all(keys.map((key) => deps.rates.endsAt(key, now)))
  const endMs = Math.max(now.getTime() + 1000, ...ends.map((end) => end?.getTime() ?? 0))
  const data: LoginLock = {
    lockedUntil: new Date(endMs).toISOString(),
    retryAfterSeconds: Math.ceil((endMs - now.getTime()) / 1000),
  }
  return new ApiError(200, LOGIN_ERROR.tooManyFailures, 'loginTooMany', { data })
}

export type CodeAttempt = { phoneKey: string; type: number; code: string; ip: string }

/**
 * Refuses a locked source, checks the code and counts a wrong one; answers the code's id. The code
 * is compared first and the attempt admitted after (../../providers/guessAllowance.ts): a wrong
 * code is counted in the same step that refuses it past the limits, so concurrent guesses from one
 * source get no more checks of the owner's code than the limits allow.
 */
export async function verifyCode(deps: MemberDeps, attempt: CodeAttempt): Promise<number> {
  const now = deps.now()
  const pair = pairKey(attempt.phoneKey, attempt.ip)
  const lock = lockKey(pair)
  if ((await deps.rates.get(lock, now)) > 0) throw await tooManyFailures(deps, [lock], now)
  const failures = failuresKey(pair)
  const perIp = ipKey(attempt.ip)
  const check = await compareCode(deps, attempt.phoneKey, attempt.type, attempt.code)
  const quotas = [
    { key: failures, ttlMs: LOCK_MS, limit: MAX_LOGIN_FAILURES },
    { key: perIp, ttlMs: IP_WINDOW_MS, limit: deps.loginFailuresPerIpHour },
  ]
  const refused = await admitGuess(deps.rates, quotas, now, check.kind === 'wrong')
  if (refused) throw await tooManyFailures(deps, refused.key === failures ? [lock, failures] : [perIp], now)
  const counted = check.liveId !== null && (await countCheck(deps.db, check.liveId))
  if (check.kind === 'right') {
    // Used or out of checks since it was compared: a concurrent request had it first.
    if (!counted) throw smsCodeSpent()
    return check.liveId!
  }
  if (check.kind === 'spent') throw smsCodeSpent()
  const [pairCount, ipCount] = await Promise.all([deps.rates.get(failures, now), deps.rates.get(perIp, now)])
  if (pairCount >= MAX_LOGIN_FAILURES) {
    // The lock outlives the failure counter (which started at the first wrong code): 15 minutes from now.
    await deps.rates.increment(lock, LOCK_MS, now)
    const ipRefused = ipCount >= deps.loginFailuresPerIpHour
    throw await tooManyFailures(deps, [lock, ...(ipRefused ? [perIp] : [])], now)
  }
  throw smsCodeWrong()
}

/** After a successful login from a source, its earlier wrong codes for the phone are forgiven. */
export async function forgetFailures(deps: MemberDeps, phoneKey: string, ip: string): Promise<void> {
  await deps.rates.reset(failuresKey(pairKey(phoneKey, ip)))
}
