import { plural } from '@lingui/core/macro'
import type { ApiClient } from '../../api/client'
import { isNetworkFailure } from '../../api/client'
import { type LoginPayload, registerMember, smsLogin } from '../../api/member'
import { saveLogin } from '../../db/login'
import { LOGIN_ERROR } from '../../domain/contract/member'
import { loginLockMinutes, loginLockSeconds } from '../../domain/memberRules'

export type LoginOutcome =
  | { ok: true }
  /** `lockSeconds`: the phone is locked (LOGIN.0020) for that long, when the answer says. */
  | { ok: false; message: string | null; lockSeconds?: number }

/**
 * SPEC §4: log in with the code; an unknown phone (LOGIN.0007) is registered with the same
 * payload and is then logged in without asking again. Success stores member and token.
 * A failure carries the server's message (already in the request's language), for a lock
 * (LOGIN.0020) one with the minutes left, or null for a network failure the client has announced.
 */
export async function logInOrRegister(api: ApiClient, payload: LoginPayload): Promise<LoginOutcome> {
  let answer = await smsLogin(api, payload)
  if (!answer.success && answer.errCode === LOGIN_ERROR.notRegistered) {
    answer = await registerMember(api, payload)
  }
  if (answer.success && answer.data) {
    const { memberInfo, token } = answer.data
    await saveLogin({ ...memberInfo, id: memberInfo.id || memberInfo.memberId }, token)
    return { ok: true }
  }
  if (isNetworkFailure(answer)) return { ok: false, message: null }
  const minutes = answer.errCode === LOGIN_ERROR.tooManyFailures ? loginLockMinutes(answer.data) : null
  if (minutes !== null) {
    return {
      ok: false,
      message: plural(minutes, {
        one: 'Too many attempts. Try again in # minute.',
        other: 'Too many attempts. Try again in # minutes.',
      }),
      lockSeconds: loginLockSeconds(answer.data) ?? minutes * 60,
    }
  }
  return { ok: false, message: answer.errMsg ?? null }
}
