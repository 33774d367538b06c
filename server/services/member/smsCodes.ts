import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { CODE_LIMIT } from '../../../src/domain/envelope'
import type { Locale } from '../../../src/domain/locale'
import { LOGIN_ERROR } from '../../../src/domain/memberApi'
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '../../../src/domain/memberRules'
import { smsCodes } from '../../db/schemaMember'
import { ApiError } from '../../http/errors'
import { translate } from '../../i18n/messages'
import { e164 } from '../../providers/sms/index'
import type { MemberDeps } from './deps'

/** One-time SMS codes: 6 digits from the CSPRNG, salted SHA-256, 5 minutes, ≤ 5 checks, single use. */

export const CODE_TTL_MS = 5 * 60_000
export const MAX_CODE_CHECKS = 5
const HOUR_MS = 3_600_000
export const SENDS_PER_HOUR = 5
/** Default of SMS_SENDS_PER_IP_HOUR. Diners behind one restaurant Wi-Fi share an IP: raise it there. */
export const SENDS_PER_IP_HOUR = 20

export const phoneKeyOf = (countryId: number, phone: string) => `${countryId}-${phone}`

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest()

export function smsCodeWrong(): ApiError {
  return new ApiError(200, LOGIN_ERROR.smsCodeWrong, 'smsCodeWrong')
}

function tooFrequent(): ApiError {
  return new ApiError(200, 'SMS.TOO_FREQUENT', 'smsTooFrequent', { code: CODE_LIMIT })
}

/**
 * Sends a new code: at most 1 per phone per 60 s, 5 per phone per hour, 20 per IP per hour
 * (SMS_SENDS_PER_IP_HOUR). The
 * answer never depends on whether the phone is registered.
 */
export async function sendCode(
  deps: MemberDeps,
  input: { countryId: number; phone: string; type: number; ip: string; locale: Locale },
): Promise<{ resendSeconds: number }> {
  const now = deps.now()
  const phoneKey = phoneKeyOf(input.countryId, input.phone)
  if ((await deps.rates.increment(`sms:min:${phoneKey}`, SMS_RESEND_SECONDS * 1000, now)) > 1)
    throw tooFrequent()
  if ((await deps.rates.increment(`sms:hour:${phoneKey}`, HOUR_MS, now)) > SENDS_PER_HOUR) throw tooFrequent()
  if ((await deps.rates.increment(`sms:ip:${input.ip}`, HOUR_MS, now)) > deps.smsSendsPerIpHour)
    throw tooFrequent()

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
 * Checks a code against the phone's live code, counting one check (≤ 5 per code). Answers the
 * code's id when it is right, else null. Does not use the code up: see `useCode`.
 */
export async function checkCode(
  deps: MemberDeps,
  phoneKey: string,
  type: number,
  code: string,
): Promise<number | null> {
  const now = deps.now()
  const [live] = await deps.db
    .select({ id: smsCodes.id })
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
  if (!live) return null
  const [counted] = await deps.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, live.id), lt(smsCodes.attempts, MAX_CODE_CHECKS), isNull(smsCodes.usedAt)))
    .returning({ salt: smsCodes.salt, codeHash: smsCodes.codeHash })
  if (!counted) return null
  const expected = Buffer.from(counted.codeHash, 'hex')
  const given = hashCode(counted.salt, code)
  return expected.length === given.length && timingSafeEqual(expected, given) ? live.id : null
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
