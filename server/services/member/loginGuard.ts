import { LOGIN_ERROR, type LoginLock } from '../../../src/domain/memberApi'
import { ApiError } from '../../http/errors'
import type { MemberDeps } from './deps'
import { checkCode, smsCodeSpent, smsCodeWrong } from './smsCodes'

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

/** Refuses a locked source, checks the code and counts a wrong one; answers the code's id. */
export async function verifyCode(deps: MemberDeps, attempt: CodeAttempt): Promise<number> {
  const now = deps.now()
  const pair = pairKey(attempt.phoneKey, attempt.ip)
  const [pairLocked, ipFailures] = await Promise.all([
    deps.rates.get(lockKey(pair), now),
    deps.rates.get(ipKey(attempt.ip), now),
  ])
  const refusing = [
    ...(pairLocked > 0 ? [lockKey(pair)] : []),
    ...(ipFailures >= deps.loginFailuresPerIpHour ? [ipKey(attempt.ip)] : []),
  ]
  if (refusing.length > 0) throw await tooManyFailures(deps, refusing, now)
  const check = await checkCode(deps, attempt.phoneKey, attempt.type, attempt.code)
  if (check.kind === 'right') return check.id
  if (check.kind === 'spent') throw smsCodeSpent()
  const ipCount = await deps.rates.increment(ipKey(attempt.ip), IP_WINDOW_MS, now)
  const failures = await deps.rates.increment(`login:fail:${pair}`, LOCK_MS, now)
  if (failures >= MAX_LOGIN_FAILURES) {
    await deps.rates.increment(lockKey(pair), LOCK_MS, now)
    await deps.rates.reset(`login:fail:${pair}`)
    const ipRefused = ipCount >= deps.loginFailuresPerIpHour
    throw await tooManyFailures(deps, [lockKey(pair), ...(ipRefused ? [ipKey(attempt.ip)] : [])], now)
  }
  throw smsCodeWrong()
}

/** After a successful login from a source, its earlier wrong codes for the phone are forgiven. */
export async function forgetFailures(deps: MemberDeps, phoneKey: string, ip: string): Promise<void> {
  await deps.rates.reset(`login:fail:${pairKey(phoneKey, ip)}`)
}
