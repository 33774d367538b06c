import { and, eq, isNull } from 'drizzle-orm'
import type { LoginResult, MemberInfo } from '../../../src/domain/contract/member'
import { LOGIN_ERROR } from '../../../src/domain/contract/member'
import { members } from '../../db/schemaMember'
import type { MemberRow } from '../../http/context'
import { ApiError } from '../../http/errors'
import { requireBrand } from '../brandScope'
import type { MemberDeps } from './deps'
import { forgetFailures, verifyCode } from './loginGuard'
import { joinBrand } from './membership'
import { phoneKeyOf, smsCodeSpent, useCode } from './smsCodes'
import { issueToken } from './tokens'

/**
 * Login and registration by phone and SMS code (SPEC §4 "Login", §8); wrong codes and lock-outs in
 * ./loginGuard.ts. Login of an unknown phone answers LOGIN.0007 only once the code proved right,
 * and leaves the code unused so register can take it.
 */

export type LoginInput = {
  countryId: number
  phone: string
  code: string
  brandId: number
  smsType: number
  /** The client's IP, for the per-source lock-outs. */
  ip: string
}

export function memberInfoOf(member: MemberRow): MemberInfo {
  return {
    id: member.id,
    memberId: member.id,
    phone: member.phone ?? '',
    countryId: member.countryId,
    sex: (member.sex === 1 || member.sex === 2 ? member.sex : 0) as MemberInfo['sex'],
    name: member.name,
    memberName: member.name,
    email: member.email,
    birthday: member.birthday,
    headImg: member.headImg,
  }
}

const verifyLoginCode = (deps: MemberDeps, input: LoginInput) =>
  verifyCode(deps, {
    phoneKey: phoneKeyOf(input.countryId, input.phone),
    type: input.smsType,
    code: input.code,
    ip: input.ip,
  })

async function findMember(deps: MemberDeps, countryId: number, phone: string): Promise<MemberRow | null> {
  const [member] = await deps.db
    .select()
    .from(members)
    .where(and(eq(members.countryId, countryId), eq(members.phone, phone), isNull(members.deletedAt)))
    .limit(1)
  return member ?? null
}

function assertMayLogIn(member: MemberRow, now: Date): void {
  if (member.status === 2) throw new ApiError(200, LOGIN_ERROR.suspended, 'accountSuspended')
  if (member.expiresAt && member.expiresAt <= now)
    throw new ApiError(200, LOGIN_ERROR.expired, 'accountExpired')
}

/** Uses the code, joins the brand and issues a new token. */
async function finishLogin(deps: MemberDeps, member: MemberRow, codeId: number, input: LoginInput) {
  const now = deps.now()
  const token = await deps.db.transaction(async (tx) => {
    if (!(await useCode(tx, codeId, now))) throw smsCodeSpent()
    await joinBrand(tx, member.id, input.brandId, { appType: 7, webSource: '' }, now)
    return issueToken(tx, member.id, now)
  })
  await forgetFailures(deps, phoneKeyOf(input.countryId, input.phone), input.ip)
  return { memberInfo: memberInfoOf(member), token } satisfies LoginResult
}

export async function login(deps: MemberDeps, input: LoginInput): Promise<LoginResult> {
  await requireBrand(deps.db, input.brandId)
  const codeId = await verifyLoginCode(deps, input)
  const member = await findMember(deps, input.countryId, input.phone)
  if (!member) throw new ApiError(200, LOGIN_ERROR.notRegistered, 'notRegistered')
  assertMayLogIn(member, deps.now())
  return finishLogin(deps, member, codeId, input)
}

/** Registers the phone (or logs in its member when it is registered already) with the same code. */
export async function register(deps: MemberDeps, input: LoginInput & { sex: number }): Promise<LoginResult> {
  await requireBrand(deps.db, input.brandId)
  const codeId = await verifyLoginCode(deps, input)
  let member = await findMember(deps, input.countryId, input.phone)
  if (member) {
    assertMayLogIn(member, deps.now())
    return finishLogin(deps, member, codeId, input)
  }
  const now = deps.now()
  try {
    const result = await deps.db.transaction(async (tx) => {
      if (!(await useCode(tx, codeId, now))) throw smsCodeSpent()
      const [created] = await tx
        .insert(members)
        .values({ countryId: input.countryId, phone: input.phone, sex: input.sex, createdAt: now })
        .onConflictDoNothing()
        .returning()
      // Another request registered the phone at this moment: roll back and log in to it below.
      if (!created) throw new RegisteredMeanwhile()
      await joinBrand(tx, created.id, input.brandId, { appType: 7, webSource: '' }, now)
      return { memberInfo: memberInfoOf(created), token: await issueToken(tx, created.id, now) }
    })
    await forgetFailures(deps, phoneKeyOf(input.countryId, input.phone), input.ip)
    return result
  } catch (error) {
    if (!(error instanceof RegisteredMeanwhile)) throw error
  }
  member = await findMember(deps, input.countryId, input.phone)
  if (!member) throw smsCodeSpent()
  assertMayLogIn(member, now)
  return finishLogin(deps, member, codeId, input)
}

class RegisteredMeanwhile extends Error {}
