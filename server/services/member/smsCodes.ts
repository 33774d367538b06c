import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { LOGIN_ERROR } from '../../../src/domain/contract/member'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import type { Locale } from '../../../src/domain/locale'
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '../../../src/domain/memberRules'
import { smsCodes } from '../../db/schemaMember'
import { ApiError } from '../../http/errors'
import { translate } from '../../i18n/messages'
import { e164 } from '../../providers/sms/index'
import type { MemberDeps } from './deps'

/** One-time SMS codes: 6 digits from the CSPRNG, salted SHA-256, 5 minutes, ≤ 10 checks, single use. */

const CODE_TTL_MS = 5 * 60_000
/**
 * Checks one code takes from every source together. One source is locked after 5 wrong codes
 * (./loginGuard.ts), so a single attacker cannot use a code up before its owner types it; a
 * guess still has at most 10 in a million chances per code.
 */
const MAX_CODE_CHECKS = 10
/** A right code this old or younger that can no longer be used is told apart from a guess (1 h). */
const SPENT_CODE_WINDOW_MS = 60 * 60_000
const HOUR_MS = 3_600_000
const SENDS_PER_HOUR = 5
/** Default of SMS_SENDS_PER_IP_HOUR. Diners behind one restaurant Wi-Fi share an IP: raise it there. */
export const SENDS_PER_IP_HOUR = 20

export const phoneKeyOf = (countryId: number, phone: string) => `${countryId}-${phone}`

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest()

/** Whether `code` is the one stored as salt and hash (constant time). */
function isCode(stored: { salt: string; codeHash: string }, code: string): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex')
  const given = hashCode(stored.salt, code)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function smsCodeWrong(): ApiError {
  return new ApiError(200, LOGIN_ERROR.smsCodeWrong, 'smsCodeWrong')
}

/** A right code that is used, replaced, expired or over-checked: SMS.0001 saying to get a new one. */
export function smsCodeSpent(): ApiError {
  return new ApiError(200, LOGIN_ERROR.smsCodeWrong, 'smsCodeSpent')
}

function tooFrequent(): ApiError {
  return new ApiError(200, 'SMS.TOO_FREQUENT', 'smsTooFrequent', { code: CODE_LIMIT })
}

/**
 * Sends a new code: at most 1 per phone per 60 s, 5 per phone per hour, 20 per IP per hour
 * (SMS_SENDS_PER_IP_HOUR). A refused send counts against none of them, so sends refused by one
 * IP's limit never use up the phone's own allowance. The answer never depends on whether the
 * phone is registered.
 */
export async function sendCode(
  deps: MemberDeps,
  input: { countryId: number; phone: string; type: number; ip: string; locale: Locale },
): Promise<{ resendSeconds: number }> {
  const now = deps.now()
  const phoneKey = phoneKeyOf(input.countryId, input.phone)
  const refused = await deps.rates.take(
    [
      { key: `sms:min:${phoneKey}`, ttlMs: SMS_RESEND_SECONDS * 1000, limit: 1 },
      { key: `sms:hour:${phoneKey}`, ttlMs: HOUR_MS, limit: SENDS_PER_HOUR },
      { key: `sms:ip:${input.ip}`, ttlMs: HOUR_MS, limit: deps.smsSendsPerIpHour },
    ],
    now,
  )
  if (refused) throw tooFrequent()

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
  const salt = randomBytes(16).toString('hex')
  const id = await deps.db.transaction(async (tx) => {
    // A new code replaces the phone's older unused ones.
    await tx
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.phoneKey, phoneKey), eq(smsCodes.type, input.type), isNull(smsCodes.usedAt)))
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phoneKey,
        type: input.type,
        salt,
        codeHash: hashCode(salt, code).toString('hex'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning({ id: smsCodes.id })
    return row!.id
  })
  try {
    await deps.sms.send({
      to: e164(input.countryId, input.phone),
      body: translate('smsText', input.locale, { code }),
    })
  } catch (error) {
    deps.logger.error({ err: error, provider: deps.sms.name }, 'sms send failed')
    await deps.db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, id))
    throw new ApiError(200, 'SMS.UNAVAILABLE', 'smsUnavailable')
  }
  return { resendSeconds: SMS_RESEND_SECONDS }
}

/**
 * What comparing a code found: the live code, a right code too late to use, or a wrong code; with
 * the id of the phone's live code (null when it has none) whose checks a counted attempt takes.
 */
export type CodeCheck = { kind: 'right' | 'spent' | 'wrong'; liveId: number | null }

/**
 * Compares a code with the phone's live code, changing nothing: the caller decides whether the
 * attempt may be made (./loginGuard.ts) before it counts (`countCheck`) or uses the code. A code
 * that matches none the phone can use is told apart as spent when it was one of the phone's codes
 * of the last hour: its owner typed it too late, or a concurrent request used it first; that is
 * no guess and must not count as one.
 */
export async function compareCode(
  deps: MemberDeps,
  phoneKey: string,
  type: number,
  code: string,
): Promise<CodeCheck> {
  const now = deps.now()
  const [live] = await deps.db
    .select({ id: smsCodes.id, salt: smsCodes.salt, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneKey, phoneKey),
        eq(smsCodes.type, type),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, MAX_CODE_CHECKS),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  const liveId = live?.id ?? null
  if (live && isCode(live, code)) return { kind: 'right', liveId }
  const recent = await deps.db
    .select({ salt: smsCodes.salt, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneKey, phoneKey),
        eq(smsCodes.type, type),
        gt(smsCodes.createdAt, new Date(now.getTime() - SPENT_CODE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(SENDS_PER_HOUR * 2)
  return { kind: recent.some((stored) => isCode(stored, code)) ? 'spent' : 'wrong', liveId }
}

/** Counts one check of a live code (≤ 10 per code, one conditional UPDATE); false when none is left or it is used. */
export async function countCheck(db: MemberDeps['db'], codeId: number): Promise<boolean> {
  const counted = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, codeId), lt(smsCodes.attempts, MAX_CODE_CHECKS), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id })
  return counted.length === 1
}

/** Uses a checked code up; false when another request used it first. */
export async function useCode(db: MemberDeps['db'], codeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id })
  return used.length === 1
}
